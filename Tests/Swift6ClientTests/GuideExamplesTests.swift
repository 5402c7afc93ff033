// Client code in Swift 6 language mode (see Package.swift): the Getting Started guide's examples
// written as an application would, with a plain `import` (no `@testable`, no `@preconcurrency`).
// That this file compiles is half of the test: the library's public types that cross threads
// must be `Sendable` for strict concurrency checking to accept it.

import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

// MARK: - The guide's examples

/// "Creating your own Observable": `just`, implemented with `create`.
func myJust<E>(_ element: E) -> Observable<E> {
    Observable.create { observer in
        observer.on(.next(element))
        observer.on(.completed)
        return Disposables.create()
    }
}

/// "Creating your own Observable": `from` an array, implemented with `create`.
func myFrom<E>(_ sequence: [E]) -> Observable<E> {
    Observable.create { observer in
        for element in sequence {
            observer.on(.next(element))
        }
        observer.on(.completed)
        return Disposables.create()
    }
}

/// "Creating an Observable that performs work": `interval` on a `DispatchSource` timer.
///
/// The guide keeps the counter in a captured `var next`. The timer's handler runs on a dispatch
/// queue, not on the thread that subscribed, so it is written here as a `@Sendable` closure and
/// Swift 6 checks what it captures: `observer` (`AnyObserver`) and `cancel` (`Cancelable`) are
/// `Sendable`, but a `@Sendable` closure may not mutate a captured `var` ("mutation of captured
/// var 'next' in concurrently-executing code"), so the counter lives in a tiny `Sendable` class
/// holding a `Mutex`. (Linux's Dispatch overlay does not declare the handler parameter
/// `@Sendable`, so there the guide's `var next` would even compile as written, unchecked; the
/// explicit annotation gives the same checking on every platform.)
func myInterval(_ interval: TimeInterval, log: EventLog<String>? = nil) -> Observable<Int> {
    Observable.create { observer in
        log?.append("Subscribed")
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        timer.schedule(deadline: DispatchTime.now() + interval, repeating: interval)

        let cancel = Disposables.create {
            log?.append("Disposed")
            timer.cancel()
        }

        let next = Counter()
        timer.setEventHandler { @Sendable in
            if cancel.isDisposed {
                return
            }
            observer.on(.next(next.takeNext()))
        }
        timer.resume()

        return cancel
    }
}

/// The counter of `myInterval`: a `var` that a `@Sendable` closure may mutate.
final class Counter: Sendable {
    private let value = Mutex(0)

    /// Returns the current value and increments it.
    func takeNext() -> Int {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}

/// A thread-safe list, for recording what arrives on other threads.
final class EventLog<Element: Sendable>: Sendable {
    private let storage = Mutex<[Element]>([])

    func append(_ element: Element) {
        storage.withLock { $0.append(element) }
    }

    var elements: [Element] {
        storage.withLock { $0 }
    }
}

// MARK: - Client-defined types

/// A client's own disposable. `Disposable` refines `Sendable` (disposal happens on any thread),
/// so in Swift 6 mode a conforming class must be `Sendable`: its state lives in a `Mutex`.
final class ClientDisposable: Disposable {
    private let disposed = Mutex(false)

    var isDisposed: Bool {
        disposed.withLock { $0 }
    }

    func dispose() {
        disposed.withLock { $0 = true }
    }
}

/// A client's own observer (observers need not be `Sendable`).
final class ClientObserver: ObserverType {
    var received: [Int] = []

    func on(_ event: Event<Int>) {
        if case .next(let value) = event {
            received.append(value)
        }
    }
}

/// A client's own sequence.
struct ClientSequence: ObservableType {
    typealias Element = Int
    let values: [Int]
    let resource: ClientDisposable

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        values.forEach(observer.onNext)
        observer.onCompleted()
        return resource
    }
}

// MARK: - Tests

final class GuideExamplesTests: RxTestCase {
    func testMyJust() {
        var received: [Int] = []
        _ = myJust(0).subscribe(onNext: { n in received.append(n) })
        XCTAssertEqual(received, [0])
    }

    func testMyFromRunsPerSubscription() {
        let stringCounter = myFrom(["first", "second"])
        var printed: [String] = ["Started ----"]
        _ = stringCounter.subscribe(onNext: { n in printed.append(n) })
        printed.append("----")
        _ = stringCounter.subscribe(onNext: { n in printed.append(n) })
        printed.append("Ended ----")
        XCTAssertEqual(printed, ["Started ----", "first", "second", "----", "first", "second", "Ended ----"])
    }

    func testMyIntervalCountsUntilDisposed() {
        let log = EventLog<String>()
        let counter = myInterval(0.005, log: log)
        let received = EventLog<Int>()
        let fiveReceived = expectation(description: "five elements")
        let subscription = counter.subscribe(onNext: { n in
            received.append(n)
            if n == 4 { fiveReceived.fulfill() }
        })
        wait(for: [fiveReceived], timeout: 10)
        subscription.dispose()
        XCTAssertEqual(Array(received.elements.prefix(5)), [0, 1, 2, 3, 4])
        XCTAssertEqual(log.elements, ["Subscribed", "Disposed"])
    }

    func testMyIntervalEverySubscriberHasItsOwnSequence() {
        let log = EventLog<String>()
        let counter = myInterval(0.005, log: log)
        let first = EventLog<Int>()
        let second = EventLog<Int>()
        let bothStarted = expectation(description: "both received 2")
        bothStarted.expectedFulfillmentCount = 2
        let subscription1 = counter.subscribe(onNext: { n in
            first.append(n)
            if n == 2 { bothStarted.fulfill() }
        })
        let subscription2 = counter.subscribe(onNext: { n in
            second.append(n)
            if n == 2 { bothStarted.fulfill() }
        })
        wait(for: [bothStarted], timeout: 10)
        subscription1.dispose()
        subscription2.dispose()
        XCTAssertEqual(Array(first.elements.prefix(3)), [0, 1, 2])
        XCTAssertEqual(Array(second.elements.prefix(3)), [0, 1, 2])
        XCTAssertEqual(log.elements, ["Subscribed", "Subscribed", "Disposed", "Disposed"])
    }

    func testObservableCapturedInDispatchQueue() {
        let source = Observable.of(1, 2, 3).map { $0 * 2 }
        let received = EventLog<Int>()
        let done = expectation(description: "completed on a global queue")
        DispatchQueue.global().async {
            _ = source.subscribe(onNext: { received.append($0) }, onCompleted: { done.fulfill() })
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(received.elements, [2, 4, 6])
    }

    func testObservableCapturedInTask() async {
        let source = myFrom(["a", "b"])
        let collected = await Task.detached { () -> [String] in
            var values: [String] = []
            _ = source.subscribe(onNext: { values.append($0) })
            return values
        }.value
        XCTAssertEqual(collected, ["a", "b"])
    }

    func testSubjectObserverAndDisposableCapturedInSendableClosures() {
        let subject = PublishSubject<Int>()
        let received = EventLog<Int>()
        let completed = expectation(description: "completed")
        let subscription: Disposable = subject.subscribe(onNext: { received.append($0) }, onCompleted: { completed.fulfill() })
        let observer: AnyObserver<Int> = subject.asObserver()

        let queue = DispatchQueue(label: "producer")
        queue.async { @Sendable in
            subject.onNext(1)
            observer.onNext(2)
            subject.on(.completed)
        }
        wait(for: [completed], timeout: 10)

        let disposed = expectation(description: "disposed on another queue")
        queue.async { @Sendable in
            subscription.dispose()
            disposed.fulfill()
        }
        wait(for: [disposed], timeout: 10)
        XCTAssertEqual(received.elements, [1, 2])
        XCTAssertFalse(subject.hasObservers)
    }

    func testCreateObserverCapturedInTask() async {
        let values = EventLog<Int>()
        let finished = EventLog<Bool>()
        let source = Observable<Int>.create { observer in
            let task = Task {
                for value in 1...3 {
                    observer.onNext(value)
                }
                observer.onCompleted()
            }
            return Disposables.create { task.cancel() }
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            _ = source.subscribe(onNext: { values.append($0) }, onCompleted: {
                finished.append(true)
                continuation.resume()
            })
        }
        XCTAssertEqual(values.elements, [1, 2, 3])
        XCTAssertEqual(finished.elements, [true])
    }

    func testDisposablesCrossThreads() {
        let bag = DisposeBag()
        let composite = CompositeDisposable()
        let serial = SerialDisposable()
        let subject = PublishSubject<String>()
        let group = DispatchGroup()
        for index in 0..<4 {
            DispatchQueue.global().async(group: group) { @Sendable in
                subject.subscribe(onNext: { _ in }).disposed(by: bag)
                _ = composite.insert(subject.subscribe())
                serial.disposable = Disposables.create()
                _ = index
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 10), .success)
        composite.dispose()
        serial.dispose()
        XCTAssertTrue(composite.isDisposed)
        XCTAssertTrue(serial.isDisposed)
        XCTAssertTrue(subject.hasObservers, "the bag's subscriptions are still alive")
    }

    func testSchedulersAreSendable() {
        let scheduler: any ImmediateSchedulerType = CurrentThreadScheduler.instance
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "client")
        let received = EventLog<Int>()
        let done = expectation(description: "done")
        DispatchQueue.global().async { @Sendable in
            _ = Observable.just(1, scheduler: scheduler).subscribe(onNext: { received.append($0) })
            _ = Observable<Int>.timer(.milliseconds(1), scheduler: serial).subscribe(onNext: { received.append($0 + 10) }, onCompleted: { done.fulfill() })
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(received.elements, [1, 10])
    }

    func testClientDefinedTypes() {
        let resource = ClientDisposable()
        let observer = ClientObserver()
        _ = ClientSequence(values: [1, 2], resource: resource).asObservable().map { $0 * 3 }.subscribe(observer)
        XCTAssertEqual(observer.received, [3, 6])
        XCTAssertTrue(resource.isDisposed, "a completed sequence disposes its resource")
    }

    func testEventsAndErrorsAreSendable() {
        let events = EventLog<Event<Int>>()
        let done = expectation(description: "done")
        DispatchQueue.global().async { @Sendable in
            _ = Observable<Int>.error(RxError.noElements).subscribe { event in events.append(event) }
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(events.elements.count, 1)
        XCTAssertTrue(events.elements.first?.error is RxError)
    }
}
