import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
import RxTestSupport

/// A Signal cannot error, is observed on the main scheduler and shares its subscription, but
/// replays nothing.
final class SignalTests: RxTestCase {
    func testALateSubscriberReceivesNothingFromThePast() {
        let subject = PublishSubject<Int>()
        let signal = subject.asSignal(onErrorJustReturn: 0)
        let first = Locked<[Int]>([])
        let late = Locked<[Int]>([])
        let subscription1 = signal.emit(onNext: { first.append($0) })
        subject.onNext(1)
        let subscription2 = signal.emit(onNext: { late.append($0) })
        XCTAssertEqual(late.current, [], "a signal replays nothing")
        subject.onNext(2)
        XCTAssertEqual(first.current, [1, 2])
        XCTAssertEqual(late.current, [2])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testSeveralSubscribersShareOneSubscriptionToTheSource() {
        let source = CountingSource<Int>()
        let signal = source.observable.asSignal(onErrorJustReturn: 0)
        let subscription1 = signal.emit()
        let subscription2 = signal.emit()
        XCTAssertEqual(source.subscriptionCount, 1)
        subscription1.dispose()
        subscription2.dispose()
        XCTAssertEqual(source.disposalCount, 1)
    }

    func testElementsEmittedOnABackgroundThreadAreDeliveredOnTheMainThread() {
        let relay = PublishRelay<Int>()
        let onMainThread = Locked<[Bool]>([])
        let subscription = relay.asSignal().emit(onNext: { _ in onMainThread.append(Thread.isMainThread) })
        onBackgroundThread { relay.accept(1) }
        XCTAssertTrue(spinRunLoop(timeout: 10) { onMainThread.current.count == 1 })
        XCTAssertEqual(onMainThread.current, [true])
        subscription.dispose()
    }

    func testAnErrorIsReplacedByTheFallbackElement() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testOnErrorSignalWithContinuesWithTheFallback() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let res = scheduler.start { xs.asSignal(onErrorSignalWith: .of(7, 8)) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
        }
    }

    func testOnErrorRecoverReceivesTheError() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.error(220, TestError(6))] as [Recorded<Event<Int>>])
            let res = scheduler.start {
                xs.asSignal(onErrorRecover: { error in .just((error as? TestError)?.id ?? 0) })
            }
            XCTAssertEqual(res.events, [.next(220, 6), .completed(220)])
        }
    }

    func testAsSignalKeepsTheSignal() {
        let signal = Signal.just(1)
        XCTAssertTrue(signal.asSignal().asObservable() === signal.asObservable())
    }
}
