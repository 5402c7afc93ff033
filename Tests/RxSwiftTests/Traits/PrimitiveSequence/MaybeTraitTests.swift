import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class MaybeTraitTests: RxTestCase {
    // MARK: create

    func testCreateEachEvent() {
        func maybe(_ event: MaybeEvent<Int>) -> Maybe<Int> {
            Maybe.create { observer in
                observer(event)
                return Disposables.create()
            }
        }
        XCTAssertEqual(recordSynchronously(maybe(.success(1)).asObservable()), [.next(1), .completed])
        XCTAssertEqual(recordSynchronously(maybe(.completed).asObservable()), [.completed])
        XCTAssertEqual(recordSynchronously(maybe(.error(TestError(1))).asObservable()), [.error(TestError(1))])
    }

    func testCreateIgnoresEveryEventAfterTheFirst() {
        let maybe = Maybe<Int>.create { observer in
            observer(.completed)
            observer(.success(1))
            observer(.error(TestError()))
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(maybe.asObservable()), [.completed])
    }

    func testCreateDeliversOneEventWhenEventsRace() {
        for _ in 0..<50 {
            let observerBox = Locked<((MaybeEvent<Int>) -> Void)?>(nil)
            let maybe = Maybe<Int>.create { observer in
                observerBox.withLock { $0 = observer }
                return Disposables.create()
            }
            let received = Locked(0)
            _ = maybe.subscribe(onSuccess: { _ in received.increment() }, onCompleted: { received.increment() })
            let observer = observerBox.current!
            runConcurrently(threads: 2) { index in
                observer(index == 0 ? .success(index) : .completed)
            }
            XCTAssertEqual(received.current, 1)
        }
    }

    func testCreateDisposesTheResourceWhenDisposed() {
        let resource = CountingDisposable()
        let subscription = Maybe<Int>.create { _ in resource }.subscribe()
        XCTAssertEqual(resource.count, 0)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    // MARK: subscribe forms

    func testSubscribeWithEventFunction() {
        var events: [MaybeEvent<Int>] = []
        _ = Maybe.just(1).subscribe { events.append($0) }
        _ = Maybe<Int>.empty().subscribe { events.append($0) }
        _ = Maybe<Int>.error(TestError(2)).subscribe { events.append($0) }
        XCTAssertEqual(events, [.success(1), .completed, .error(TestError(2))])
    }

    func testSubscribeClosuresThenOnDisposed() {
        var log: [String] = []
        func subscribe(_ maybe: Maybe<Int>) {
            _ = maybe.subscribe(
                onSuccess: { log.append("success \($0)") },
                onError: { log.append("error \($0)") },
                onCompleted: { log.append("completed") },
                onDisposed: { log.append("disposed") }
            )
        }
        subscribe(.just(1))
        subscribe(.empty())
        subscribe(.error(TestError(3)))
        XCTAssertEqual(log, ["success 1", "disposed", "completed", "disposed", "error TestError(3)", "disposed"])
    }

    func testSuccessIsNotFollowedByCompleted() {
        var log: [String] = []
        _ = Maybe.just(1).subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["success 1"])
    }

    func testSubscribeDisposedBeforeAnyEventRunsOnlyOnDisposed() {
        var log: [String] = []
        let subscription = Maybe<Int>.never().subscribe(
            onSuccess: { log.append("success \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testUnhandledErrorGoesToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var unhandled: [String] = []
        Hooks.defaultErrorHandler = { _, error in unhandled.append("\(error)") }
        _ = Maybe<Int>.error(TestError(4)).subscribe()
        _ = Maybe<Int>.error(TestError(5)).subscribe(onError: { _ in })
        XCTAssertEqual(unhandled, ["TestError(4)"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        var log: [String] = []
        func subscribe(_ maybe: Maybe<Int>) {
            _ = maybe.subscribe(
                with: owner,
                onSuccess: { object, element in log.append("success \(element) \(object === owner)") },
                onError: { _, error in log.append("error \(error)") },
                onCompleted: { _ in log.append("completed") },
                onDisposed: { _ in log.append("disposed") }
            )
        }
        subscribe(.just(1))
        subscribe(.empty())
        subscribe(.error(TestError(6)))
        XCTAssertEqual(log, ["success 1 true", "disposed", "completed", "disposed", "error TestError(6)", "disposed"])
    }

    func testSubscribeWithObjectSkipsCallbacksOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var log: [String] = []
        _ = subject.asMaybe().subscribe(with: owner!, onCompleted: { _ in log.append("completed") }, onDisposed: { _ in log.append("disposed") })
        owner = nil
        subject.onCompleted()
        XCTAssertEqual(log, [])
    }

    // MARK: creation

    func testCreationMethods() {
        func run(_ create: @escaping (TestScheduler) -> Maybe<Int>) -> [Recorded<Event<Int>>] {
            let scheduler = TestScheduler(initialClock: 0)
            return scheduler.start { create(scheduler) }.events
        }
        XCTAssertEqual(run { _ in .just(1) }, [.next(200, 1), .completed(200)])
        XCTAssertEqual(run { .just(1, scheduler: $0) }, [.next(201, 1), .completed(202)])
        XCTAssertEqual(run { _ in .empty() }, [.completed(200)])
        XCTAssertEqual(run { _ in .error(TestError(1)) }, [.error(200, TestError(1))])
        XCTAssertEqual(run { _ in .never() }, [])
    }

    // MARK: the subscriber enforces the grammar

    func testOnlyTheFirstElementIsDeliveredAndTheRestIgnored() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError()), .completed(240)])
        var log: [String] = []
        scheduler.scheduleAt(200) {
            _ = PrimitiveSequenceProbe.maybe(xs).subscribe(onSuccess: { log.append("success \($0)") }, onCompleted: { log.append("completed") })
        }
        scheduler.start()
        XCTAssertEqual(log, ["success 1"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)], "the subscription ends with the source's terminal event")
    }
}
