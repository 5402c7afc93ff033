import RxTest
import RxTestSupport
import XCTest

final class SubscriptionTests: RxTestCase {
    func testInitKeepsTheSubscribeAndUnsubscribeTimes() {
        let subscription = Subscription(200, 300)
        XCTAssertEqual(subscription.subscribe, 200)
        XCTAssertEqual(subscription.unsubscribe, 300)
    }

    func testAStillSubscribedSubscriptionUnsubscribesAtIntMax() {
        XCTAssertEqual(Subscription(200).unsubscribe, Int.max)
        XCTAssertEqual(Subscription(200), Subscription(200, Int.max))
    }

    func testEqualityAndHashingUseBothTimes() {
        XCTAssertNotEqual(Subscription(200, 300), Subscription(200, 301))
        XCTAssertNotEqual(Subscription(200, 300), Subscription(201, 300))
        XCTAssertEqual(Set([Subscription(1, 2), Subscription(1, 2), Subscription(1)]).count, 2)
    }

    func testDebugDescriptionShowsBothTimesOrInfinity() {
        XCTAssertEqual(Subscription(200, 300).debugDescription, "(200: 300)")
        XCTAssertEqual(Subscription(200).debugDescription, "(200: Infinity)")
    }
}
