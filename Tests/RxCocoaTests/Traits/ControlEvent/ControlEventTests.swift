import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class ControlEventTests: RxTestCase {
    func testEventsAreSubscribedOnTheMainThread() {
        let subscribedOnMainThread = Locked<[Bool]>([])
        let events = Observable<Void>.create { _ in
            subscribedOnMainThread.append(Thread.isMainThread)
            return Disposables.create()
        }
        let event = ControlEvent(events: events)
        let subscription = Locked<Disposable?>(nil)
        onBackgroundThread {
            let disposable = event.subscribe()
            subscription.withLock { $0 = disposable }
        }
        XCTAssertTrue(spinRunLoop { subscribedOnMainThread.current.count == 1 })
        XCTAssertEqual(subscribedOnMainThread.current, [true])
        subscription.current?.dispose()
    }

    func testForwardsTheEvents() {
        let taps = PublishRelay<Int>()
        let event = ControlEvent(events: taps)
        var received: [Int] = []
        let subscription = event.subscribe(onNext: { received.append($0) })
        taps.accept(1)
        taps.accept(2)
        subscription.dispose()
        taps.accept(3)
        XCTAssertEqual(received, [1, 2])
        XCTAssertTrue(event.asControlEvent().asObservable() === event.asObservable())
    }

    func testAsDriverReplaysTheLatestEvent() {
        let taps = PublishRelay<Int>()
        let driver = ControlEvent(events: taps).asDriver()
        var late: [Int] = []
        let subscription1 = driver.drive()
        taps.accept(1)
        let subscription2 = driver.drive(onNext: { late.append($0) })
        XCTAssertEqual(late, [1])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testAsSignalReplaysNothing() {
        let taps = PublishRelay<Int>()
        let signal = ControlEvent(events: taps).asSignal()
        var late: [Int] = []
        let subscription1 = signal.emit()
        taps.accept(1)
        let subscription2 = signal.emit(onNext: { late.append($0) })
        XCTAssertEqual(late, [])
        taps.accept(2)
        XCTAssertEqual(late, [2])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testAnErrorFromABadlyMadeEventStopsDebugBuilds() {
        #if DEBUG
        assertPreconditionFailure(containing: "Somehow signal received error from a source that shouldn't fail") {
            _ = ControlEvent(events: Observable<Int>.error(TestError(1))).asSignal().emit()
        }
        #endif
    }

    func testAsInfallibleDeliversTheEventsAndTheirCompletion() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { ControlEvent(events: taps).asInfallible() }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(300)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 300)])
    }

    func testAsInfallibleDisposedMidStreamUnsubscribesTheEvents() {
        let scheduler = TestScheduler(initialClock: 0)
        let taps = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { ControlEvent(events: taps).asInfallible() }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(taps.subscriptions, [Subscription(200, 250)])
    }

    func testAsInfallibleStopsDebugBuildsOnAnErrorFromABadlyMadeEvent() {
        #if DEBUG
        assertPreconditionFailure(containing: "ControlEvent.asInfallible(): the events sequence threw TestError(1)") {
            _ = ControlEvent(events: Observable<Int>.error(TestError(1))).asInfallible().subscribe()
        }
        #endif
    }

    func testControlEventIsSendable() {
        let sendable: any Sendable = ControlEvent(events: Observable.just(1))
        XCTAssertTrue(sendable is ControlEvent<Int>)
    }
}
