import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class CompletableTraitTests: RxTestCase {
    // MARK: create

    func testCreateEachEvent() {
        func completable(_ event: CompletableEvent) -> Completable {
            Completable.create { observer in
                observer(event)
                return Disposables.create()
            }
        }
        var events: [CompletableEvent] = []
        _ = completable(.completed).subscribe { events.append($0) }
        _ = completable(.error(TestError(1))).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .error(TestError(1))])
    }

    func testCreateIgnoresEveryEventAfterTheFirst() {
        let completable = Completable.create { observer in
            observer(.error(TestError(1)))
            observer(.completed)
            observer(.error(TestError(2)))
            return Disposables.create()
        }
        var events: [CompletableEvent] = []
        _ = completable.subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(1))])
    }

    func testCreateDeliversOneEventWhenEventsRace() {
        for _ in 0..<50 {
            let observerBox = Locked<((CompletableEvent) -> Void)?>(nil)
            let completable = Completable.create { observer in
                observerBox.withLock { $0 = observer }
                return Disposables.create()
            }
            let received = Locked(0)
            _ = completable.subscribe(onCompleted: { received.increment() }, onError: { _ in received.increment() })
            let observer = observerBox.current!
            runConcurrently(threads: 2) { index in
                observer(index == 0 ? .completed : .error(TestError()))
            }
            XCTAssertEqual(received.current, 1)
        }
    }

    func testCreateDisposesTheResourceWhenDisposed() {
        let resource = CountingDisposable()
        let subscription = Completable.create { _ in resource }.subscribe()
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }

    // MARK: subscribe forms

    func testSubscribeWithEventFunction() {
        var events: [CompletableEvent] = []
        _ = Completable.empty().subscribe { events.append($0) }
        _ = Completable.error(TestError(2)).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed, .error(TestError(2))])
    }

    func testSubscribeClosuresThenOnDisposed() {
        var log: [String] = []
        func subscribe(_ completable: Completable) {
            _ = completable.subscribe(
                onCompleted: { log.append("completed") },
                onError: { log.append("error \($0)") },
                onDisposed: { log.append("disposed") }
            )
        }
        subscribe(.empty())
        subscribe(.error(TestError(3)))
        XCTAssertEqual(log, ["completed", "disposed", "error TestError(3)", "disposed"])
    }

    func testSubscribeDisposedBeforeAnyEventRunsOnlyOnDisposed() {
        var log: [String] = []
        let subscription = Completable.never().subscribe(onCompleted: { log.append("completed") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testUnhandledErrorGoesToTheDefaultErrorHandler() {
        let previous = Hooks.defaultErrorHandler
        defer { Hooks.defaultErrorHandler = previous }
        var unhandled: [String] = []
        Hooks.defaultErrorHandler = { _, error in unhandled.append("\(error)") }
        _ = Completable.error(TestError(4)).subscribe(onCompleted: {})
        _ = Completable.error(TestError(5)).subscribe(onError: { _ in })
        XCTAssertEqual(unhandled, ["TestError(4)"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        var log: [String] = []
        func subscribe(_ completable: Completable) {
            _ = completable.subscribe(
                with: owner,
                onCompleted: { object in log.append("completed \(object === owner)") },
                onError: { _, error in log.append("error \(error)") },
                onDisposed: { _ in log.append("disposed") }
            )
        }
        subscribe(.empty())
        subscribe(.error(TestError(6)))
        XCTAssertEqual(log, ["completed true", "disposed", "error TestError(6)", "disposed"])
    }

    func testSubscribeWithObjectSkipsCallbacksOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        let subject = PublishSubject<Never>()
        var log: [String] = []
        _ = subject.asCompletable().subscribe(with: owner!, onCompleted: { _ in log.append("completed") }, onDisposed: { _ in log.append("disposed") })
        owner = nil
        subject.onCompleted()
        XCTAssertEqual(log, [])
    }

    // MARK: creation and conversion

    func testCreationMethods() {
        let scheduler = TestScheduler(initialClock: 0)
        XCTAssertEqual(scheduler.start { Completable.empty() }.events.map(\.time), [200])
        var events: [CompletableEvent] = []
        _ = Completable.error(TestError(1)).subscribe { events.append($0) }
        _ = Completable.never().subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(1))])
    }

    func testAsCompletableOnASequenceWithoutElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([Recorded<Event<Never>>.completed(250)])
        let res = scheduler.start { xs.asCompletable() }
        XCTAssertEqual(res.events.count, 1)
        XCTAssertEqual(res.events.first?.time, 250)
        XCTAssertTrue(res.events.first?.value.isCompleted == true)
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }
}
