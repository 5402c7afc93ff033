import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SharedSequenceUtilityTests: RxTestCase {
    func testDoRunsItsCallbacksOncePerSharedSubscription() {
        let subject = PublishSubject<Int>()
        var calls: [String] = []
        let driver = subject.asDriver(onErrorJustReturn: -1).do(
            onNext: { calls.append("next \($0)") },
            afterNext: { calls.append("after next \($0)") },
            onCompleted: { calls.append("completed") },
            afterCompleted: { calls.append("after completed") },
            onSubscribe: { calls.append("subscribe") },
            onSubscribed: { calls.append("subscribed") },
            onDispose: { calls.append("dispose") }
        )
        let subscription1 = driver.drive()
        let subscription2 = driver.drive()
        subject.onNext(1)
        subject.onError(TestError(1))
        XCTAssertEqual(calls, [
            "subscribe", "subscribed",
            "next 1", "after next 1",
            "next -1", "after next -1",
            "completed", "after completed", "dispose",
        ])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testDebugPassesEverythingThrough() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).debug("driver", trimOutput: true) }
            XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
        }
    }
}
