import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

final class SharedSequenceConcurrencyTests: RxTestCase {
    func testValuesIteratesTheElementsUntilCompletion() async {
        let signal = Signal.from([1, 2, 3])
        var received: [Int] = []
        for await value in signal.values {
            received.append(value)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testEndingTheIterationDisposesTheSubscription() async {
        let relay = BehaviorRelay(value: 1)
        let disposed = Locked(false)
        let driver = relay.asDriver().do(onDispose: { disposed.withLock { $0 = true } })
        for await value in driver.values {
            XCTAssertEqual(value, 1)
            break
        }
        for _ in 0..<200 where !disposed.current {
            try? await Task.sleep(nanoseconds: 10_000_000)
        }
        XCTAssertTrue(disposed.current)
    }
}
