@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class ObservableTypeTests: RxTestCase {
    func testUserDefinedObservableTypeWorksWithOperators() {
        let source = Countdown(from: 3).asObservable().map { $0 * 2 }
        XCTAssertEqual(recordSynchronously(source), [.next(6), .next(4), .next(2), .completed])
    }

    func testUserDefinedObservableTypeIsGuardedLikeCreate() {
        // `Countdown` keeps sending after completion; the adapter drops those events.
        let source = Countdown(from: 1, sendsAfterCompletion: true).asObservable()
        XCTAssertEqual(recordSynchronously(source), [.next(1), .completed])
    }

    func testUserDefinedObservableTypeDisposableIsDisposed() {
        let resource = CountingDisposable()
        let manual = Manual(resource: resource)
        let subscription = manual.asObservable().subscribe()
        XCTAssertEqual(resource.count, 0)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    func testUserDefinedObservableTypeCompletingSynchronouslyDisposesAtOnce() {
        let resource = CountingDisposable()
        let source = Countdown(from: 2, resource: resource).asObservable()
        _ = source.subscribe()
        XCTAssertEqual(resource.count, 1)
    }

    func testUserDefinedObservableTypeAfterDisposalDropsEvents() {
        let manual = Manual(resource: CountingDisposable())
        var received: [Int] = []
        let subscription = manual.asObservable().subscribe(onNext: { received.append($0) })
        manual.send(1)
        subscription.dispose()
        manual.send(2)
        XCTAssertEqual(received, [1])
    }

    func testUserDefinedObservableTypeCompletingLaterIsReleasedRightAfterItsCompletion() {
        // As `Observable.create { manual.subscribe($0) }`: the resource goes as soon as the
        // completion passed, even though `observe(on:)` delivers the completion later.
        let resource = CountingDisposable()
        let manual = Manual(resource: resource)
        let scheduler = TestScheduler(initialClock: 0)
        var received: [Event<Int>] = []
        let subscription = manual.asObservable().observe(on: scheduler).subscribe { received.append($0) }
        manual.complete()
        XCTAssertEqual(resource.count, 1, "released before the completion is delivered")
        XCTAssertTrue(received.isEmpty)
        scheduler.start()
        XCTAssertEqual(received.count, 1)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    // RxSwift 6.10.2: `asObservable()` of a type that is not an `Observable` (RxTest's test
    // observables here) is a `create` that releases the source right after its terminal event;
    // `subscribe(on:)` takes such a type as it is, and releases it when the scheduler runs the
    // disposal.

    func testAHotTestObservableBehindAsObservableIsReleasedAtItsCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let res = scheduler.start { xs.asObservable().subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 300)])
    }

    func testAHotTestObservableSubscribedOnASchedulerAsItIsIsReleasedByTheScheduler() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(250, 1), .completed(300)])
        let res = scheduler.start { xs.subscribe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(250, 1), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(201, 301)])
    }

    func testSubscribingDirectly() {
        let collector = EventCollector<Int>()
        _ = Countdown(from: 2).subscribe(collector)
        XCTAssertEqual(collector.events, [.next(2), .next(1), .completed])
    }

    func testObservableAsObservableIsItself() {
        let source = Observable.just(1)
        XCTAssertTrue(source.asObservable() === source)
    }
}

/// A user-defined sequence: counts down to 1, then completes.
private struct Countdown: ObservableType {
    typealias Element = Int
    let from: Int
    var sendsAfterCompletion = false
    var resource: Disposable = Disposables.create()

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        for value in stride(from: from, through: 1, by: -1) {
            observer.onNext(value)
        }
        observer.onCompleted()
        if sendsAfterCompletion {
            observer.onNext(0)
            observer.onError(TestError())
        }
        return resource
    }
}

/// A user-defined sequence fed by hand.
private final class Manual: ObservableType {
    typealias Element = Int
    private var observers: [AnyObserver<Int>] = []
    private let resource: Disposable

    init(resource: Disposable) {
        self.resource = resource
    }

    func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Int {
        observers.append(observer.asObserver())
        return resource
    }

    func send(_ value: Int) {
        observers.forEach { $0.onNext(value) }
    }

    func complete() {
        observers.forEach { $0.onCompleted() }
    }
}
