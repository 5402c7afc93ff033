import RxCocoa
import RxRelay
import RxSwift
import XCTest
import RxTestSupport

final class PublishRelaySignalTests: RxTestCase {
    func testTheSignalCarriesTheAcceptedElementsFromSubscriptionOn() {
        let relay = PublishRelay<Int>()
        relay.accept(0)
        var received: [Int] = []
        let subscription = relay.asSignal().emit(onNext: { received.append($0) })
        relay.accept(1)
        relay.accept(2)
        subscription.dispose()
        relay.accept(3)
        XCTAssertEqual(received, [1, 2])
    }
}
