import Dispatch
import Foundation
@testable import RxSwift
import RxTest
import RxTestSupport
import Synchronization
import XCTest

final class CreateTests: RxTestCase {
    // MARK: The subscription ends with the terminal event

    /// As RxSwift's `AnonymousObservableSink`, `create` disposes the closure's disposable right
    /// after forwarding a terminal event, whatever the next operator does with the event:
    /// behind `observe(on:)` (what `asDriver` and `asSignal` add) it runs at the tick the closure
    /// completed (250), not when the completion is delivered (252).
    func testTheClosuresDisposableRunsAtTheTerminalEventBehindObserveOn() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            Observable<Int>.create { observer in
                let work = scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
                    observer.onNext(1)
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create {
                    work.dispose()
                    disposedAt.append(scheduler.clock)
                }
            }
            .observe(on: scheduler)
        }
        XCTAssertEqual(res.events, [.next(251, 1), .completed(252)])
        XCTAssertEqual(disposedAt, [250])
    }

    func testTheClosuresDisposableRunsAtCompletionBehindDelay() {
        let scheduler = TestScheduler(initialClock: 0)
        var disposedAt: [TestTime] = []
        let res = scheduler.start {
            Observable<Int>.create { observer in
                let work = scheduler.scheduleRelative((), dueTime: .seconds(50)) { _ in
                    observer.onNext(1)
                    observer.onCompleted()
                    return Disposables.create()
                }
                return Disposables.create {
                    work.dispose()
                    disposedAt.append(scheduler.clock)
                }
            }
            .delay(.seconds(20), scheduler: scheduler)
        }
        // RxSwift's delay forwards one event per action: the completion, due at 270 too, goes
        // in the next action (271).
        XCTAssertEqual(res.events, [.next(270, 1), .completed(271)])
        XCTAssertEqual(disposedAt, [250])
    }

    // MARK: Grammar: next* (error | completed)?

    func testEventsAfterCompletedAreDropped() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            observer.onNext(2)
            observer.onError(TestError(1))
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(source), [.next(1), .completed])
    }

    func testEventsAfterErrorAreDropped() {
        let source = Observable<Int>.create { observer in
            observer.on(.next(1))
            observer.on(.error(TestError(1)))
            observer.on(.next(2))
            observer.on(.error(TestError(2)))
            observer.on(.completed)
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(source), [.next(1), .error(TestError(1))])
    }

    func testEventsAfterDisposeAreDropped() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var received: [Int] = []
        var terminated = false
        let subscription = source.subscribe(onNext: { received.append($0) }, onError: { _ in terminated = true }, onCompleted: { terminated = true })
        captured?.onNext(1)
        subscription.dispose()
        captured?.onNext(2)
        captured?.onError(TestError())
        captured?.onCompleted()
        XCTAssertEqual(received, [1])
        XCTAssertFalse(terminated)
    }

    func testNothingIsProducedBeforeSubscribe() {
        var subscriptions = 0
        let source = Observable<Int>.create { observer in
            subscriptions += 1
            observer.onCompleted()
            return Disposables.create()
        }
        XCTAssertEqual(subscriptions, 0)
        _ = source.subscribe()
        _ = source.subscribe()
        XCTAssertEqual(subscriptions, 2, "every subscription runs the closure again")
    }

    // MARK: The closure's disposable is disposed exactly once

    func testResourceDisposedOnceOnSynchronousCompletion() {
        let resource = CountingDisposable()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onCompleted()
            // Completed before the disposable is even returned: it must still be disposed.
            XCTAssertEqual(resource.count, 0)
            return resource
        }
        let subscription = source.subscribe()
        XCTAssertEqual(resource.count, 1)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    func testResourceDisposedOnceOnSynchronousError() {
        let resource = CountingDisposable()
        let source = Observable<Int>.create { observer in
            observer.onError(TestError())
            return resource
        }
        let subscription = source.subscribe(onError: { _ in })
        XCTAssertEqual(resource.count, 1)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    func testResourceDisposedOnceOnLaterCompletion() {
        var captured: AnyObserver<Int>?
        let resource = CountingDisposable()
        let source = Observable<Int>.create { observer in
            captured = observer
            return resource
        }
        var log: [String] = []
        let subscription = source.subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        XCTAssertEqual(resource.count, 0)
        captured?.onCompleted()
        XCTAssertEqual(resource.count, 1)
        XCTAssertEqual(log, ["completed", "disposed"])
        captured?.onCompleted()
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
        XCTAssertEqual(log, ["completed", "disposed"])
    }

    func testResourceDisposedOnceOnLaterError() {
        var captured: AnyObserver<Int>?
        let resource = CountingDisposable()
        let source = Observable<Int>.create { observer in
            captured = observer
            return resource
        }
        var errors = 0
        let subscription = source.subscribe(onError: { _ in errors += 1 })
        captured?.onError(TestError())
        captured?.onError(TestError())
        XCTAssertEqual(resource.count, 1)
        XCTAssertEqual(errors, 1)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    func testResourceDisposedOnceOnDispose() {
        let resource = CountingDisposable()
        let source = Observable<Int>.create { _ in resource }
        let subscription = source.subscribe()
        XCTAssertEqual(resource.count, 0)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    func testResourceDisposedOnceWhenDisposedFromSeveralThreads() {
        for _ in 0..<50 {
            let resource = CountingDisposable()
            let subscription = Observable<Int>.create { _ in resource }.subscribe()
            runConcurrently(threads: 8) { _ in subscription.dispose() }
            XCTAssertEqual(resource.count, 1)
        }
    }

    func testResourceDisposedOnceThroughOperators() {
        let resource = CountingDisposable()
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return resource
        }
        var received: [Int] = []
        let subscription = source.map { $0 * 10 }.filter { $0 > 10 }.subscribe(onNext: { received.append($0) })
        captured?.onNext(1)
        captured?.onNext(2)
        captured?.onCompleted()
        captured?.onNext(3)
        XCTAssertEqual(received, [20])
        XCTAssertEqual(resource.count, 1)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    // MARK: A finished subscription releases the chain

    func testTerminationReleasesTheChainWhileTheHandleIsKept() {
        weak var weakResource: CountingDisposable?
        weak var weakToken: Token?
        var captured: AnyObserver<Int>?
        var subscription: Disposable?
        do {
            let resource = CountingDisposable()
            let token = Token()
            weakResource = resource
            weakToken = token
            subscription = Observable<Int>.create { observer in
                captured = observer
                return resource
            }
            .map { element -> Int in
                _ = token // the operator's closure lives as long as its sink
                return element
            }
            .subscribe()
        }
        XCTAssertNotNil(weakResource)
        XCTAssertNotNil(weakToken)
        captured?.onCompleted()
        captured = nil
        XCTAssertNil(weakResource, "the create closure's disposable is released, not only disposed")
        XCTAssertNil(weakToken, "the operators' sinks are released")
        _ = subscription
    }

    func testDisposeReleasesTheChainWhileTheHandleIsKept() {
        weak var weakResource: CountingDisposable?
        weak var weakToken: Token?
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        do {
            let resource = CountingDisposable()
            let token = Token()
            weakResource = resource
            weakToken = token
            subscription = Observable<Int>.using({ resource }, observableFactory: { _ in subject.asObservable() })
                .filter { _ in
                    _ = token
                    return true
                }
                .subscribe()
        }
        subscription?.dispose()
        XCTAssertNil(weakResource)
        XCTAssertNil(weakToken)
        XCTAssertFalse(subject.hasObservers)
        _ = subscription
    }

    // MARK: Disposing from inside onNext

    func testDisposeFromInsideOnNextStopsDelivery() {
        var captured: AnyObserver<Int>?
        let resource = CountingDisposable()
        let source = Observable<Int>.create { observer in
            captured = observer
            return resource
        }
        var received: [Int] = []
        var disposedCalls = 0
        var subscription: Disposable?
        subscription = source.subscribe(
            onNext: { element in
                received.append(element)
                if element == 2 { subscription?.dispose() }
            },
            onCompleted: { XCTFail("completed after dispose") },
            onDisposed: { disposedCalls += 1 }
        )
        for element in 1...5 {
            captured?.onNext(element)
        }
        captured?.onCompleted()
        XCTAssertEqual(received, [1, 2])
        XCTAssertEqual(resource.count, 1)
        XCTAssertEqual(disposedCalls, 1)
    }

    func testSynchronousProducerIsToldToStopAfterDisposeInOnNext() {
        // A `create` closure that emits in a loop can check `isDisposed` on its own disposable;
        // here it counts what was accepted after the subscriber disposed.
        var sentAfterDispose = 0
        var received: [Int] = []
        onTrampoline {
            let cancel = BooleanDisposable()
            let source = Observable<Int>.create { observer in
                // Emit later, on the trampoline, once `subscribe` returned its disposable.
                _ = CurrentThreadScheduler.instance.schedule(()) { _ in
                    for element in 1...10 {
                        if cancel.isDisposed { sentAfterDispose += 1 }
                        observer.onNext(element)
                    }
                    return Disposables.create()
                }
                return cancel
            }
            var subscription: Disposable?
            subscription = source.subscribe(onNext: { element in
                received.append(element)
                if element == 3 { subscription?.dispose() }
            })
        }
        XCTAssertEqual(received, [1, 2, 3])
        XCTAssertEqual(sentAfterDispose, 7, "the producer saw the disposal at once")
    }

    // MARK: Implicit Observable guarantees (debug builds report violations)

    #if DEBUG
    func testReentrantCallIntoCreateObserverIsReported() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        var received: [Int] = []
        let subscription = source.subscribe(onNext: { element in
            received.append(element)
            if element == 1 { captured?.onNext(2) }
        })
        let reported = anomalies {
            captured?.onNext(1)
        }
        XCTAssertEqual(reported, [.reentrancy])
        XCTAssertEqual(received, [1, 2])
        // The observer is usable again afterwards, without reports.
        XCTAssertEqual(anomalies { captured?.onNext(3) }, [])
        XCTAssertEqual(received, [1, 2, 3])
        subscription.dispose()
        captured = nil // the subscriber's closure captures the observer: break the cycle
    }

    func testConcurrentCallIntoCreateObserverIsReported() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        let inside = DispatchSemaphore(value: 0)
        let release = DispatchSemaphore(value: 0)
        let received = Locked<[Int]>([])
        let subscription = source.subscribe(onNext: { element in
            received.append(element)
            if element == 1 {
                inside.signal()
                XCTAssertEqual(release.wait(timeout: .now() + 10), .success)
            }
        })
        guard let observer = captured else { return XCTFail("create was not called") }
        let finished = DispatchSemaphore(value: 0)
        let reported = anomalies {
            let thread = Thread {
                observer.onNext(1)
                finished.signal()
            }
            thread.start()
            XCTAssertEqual(inside.wait(timeout: .now() + 10), .success)
            observer.onNext(2) // while the other thread is still inside onNext(1)
            release.signal()
            XCTAssertEqual(finished.wait(timeout: .now() + 10), .success)
        }
        XCTAssertEqual(reported, [.concurrentDelivery])
        XCTAssertEqual(Set(received.current), [1, 2])
        XCTAssertEqual(anomalies { observer.onNext(3) }, [], "the tracker was released")
        subscription.dispose()
    }

    func testSequentialCallsFromDifferentThreadsAreNotReported() {
        var captured: AnyObserver<Int>?
        let source = Observable<Int>.create { observer in
            captured = observer
            return Disposables.create()
        }
        let received = Locked<[Int]>([])
        let subscription = source.subscribe(onNext: { received.append($0) })
        guard let observer = captured else { return XCTFail("create was not called") }
        let reported = anomalies {
            let queue = DispatchQueue(label: "sequential")
            for element in 0..<100 {
                queue.async { observer.onNext(element) }
            }
            queue.sync {}
            observer.onNext(100)
        }
        XCTAssertEqual(reported, [])
        XCTAssertEqual(received.current, Array(0...100))
        subscription.dispose()
    }
    #endif

    // MARK: Custom observers

    func testCreateWithUserDefinedObserverType() {
        let observer = EventCollector<String>()
        let source = Observable<String>.create { observer in
            observer.onNext("a")
            observer.onNext("b")
            observer.onCompleted()
            observer.onNext("ignored")
            return Disposables.create()
        }
        let subscription = source.subscribe(observer)
        XCTAssertEqual(observer.events, [.next("a"), .next("b"), .completed])
        subscription.dispose()
    }

    func testUserDefinedObserverWrappedInAnyObserver() {
        let collector = EventCollector<Int>()
        let anyObserver = AnyObserver(collector)
        let subscription = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(3))
            return Disposables.create()
        }.subscribe(anyObserver)
        XCTAssertEqual(collector.events, [.next(1), .error(TestError(3))])
        subscription.dispose()
    }

    func testObserverPassedThroughAnotherObservable() {
        // The observer handed to `create` forwards into another subscription.
        let inner = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            observer.onCompleted()
            return Disposables.create()
        }
        let outer = Observable<Int>.create { observer in
            inner.map { $0 + 100 }.subscribe(observer)
        }
        XCTAssertEqual(recordSynchronously(outer), [.next(101), .next(102), .completed])
    }
}

/// A user-defined observer: records what it receives.
final class EventCollector<Element: Equatable>: ObserverType {
    private(set) var events: [Recording<Element>] = []

    func on(_ event: Event<Element>) {
        events.append(Recording(event))
    }
}
