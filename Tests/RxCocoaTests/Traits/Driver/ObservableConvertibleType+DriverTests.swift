import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class ObservableConvertibleTypeDriverTests: RxTestCase {
    func testOnErrorJustReturnPassesElementsAndCompletion() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testOnErrorJustReturnDisposalUnsubscribesTheSource() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
            let res = scheduler.start(disposed: 250) { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(210, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testOnErrorDriveWithContinuesWithTheFallback() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let fallback = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
            let res = scheduler.start {
                xs.asDriver(onErrorDriveWith: fallback.asDriver(onErrorJustReturn: 0))
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(230, 7), .next(240, 8), .completed(250)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(fallback.subscriptions, [Subscription(220, 250)])
        }
    }

    func testOnErrorRecoverReceivesTheError() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(5))])
            var recovered: [TestError] = []
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { error in
                    recovered.append(error as! TestError)
                    return .just(-5)
                })
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, -5), .completed(220)])
            XCTAssertEqual(recovered, [TestError(5)])
        }
    }

    func testTheRecoveryIsNotCalledWithoutAnError() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            var calls = 0
            let res = scheduler.start {
                xs.asDriver(onErrorRecover: { _ in
                    calls += 1
                    return .empty()
                })
            }
            XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
            XCTAssertEqual(calls, 0)
        }
    }

    func testDeliveryGoesThroughTheSharingScheduler() {
        // With processing delay, the hop to the sharing scheduler shows as one tick.
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(211, 1), .completed(221)])
        }
    }
}
