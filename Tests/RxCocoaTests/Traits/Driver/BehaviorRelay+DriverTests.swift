import Foundation
import RxCocoa
import RxRelay
import RxSwift
import XCTest
import RxTestSupport

final class BehaviorRelayDriverTests: RxTestCase {
    func testTheDriverStartsWithTheCurrentValueAndFollowsTheRelay() {
        let relay = BehaviorRelay(value: 1)
        var received: [Int] = []
        let subscription = relay.asDriver().drive(onNext: { received.append($0) })
        relay.accept(2)
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testValuesAcceptedOnABackgroundThreadArriveOnTheMainThread() {
        let relay = BehaviorRelay(value: 0)
        let received = Locked<[Int]>([])
        let onMainThread = Locked<[Bool]>([])
        let subscription = relay.asDriver().drive(onNext: { value in
            received.append(value)
            onMainThread.append(Thread.isMainThread)
        })
        onBackgroundThread { relay.accept(1) }
        XCTAssertTrue(spinRunLoop(timeout: 10) { received.current.count == 2 })
        XCTAssertEqual(received.current, [0, 1])
        XCTAssertEqual(onMainThread.current, [true, true])
        subscription.dispose()
    }
}
