import Foundation
import RxCocoa
import RxRelay
import RxSwift
import XCTest
import RxTestSupport

final class ControlPropertyDriverTests: RxTestCase {
    func testAsDriverDeliversTheValuesOnTheMainThread() {
        let relay = BehaviorRelay(value: 0)
        let property = ControlProperty(values: relay, valueSink: AnyObserver<Int> { _ in })
        let received = Locked<[Int]>([])
        let onMainThread = Locked<[Bool]>([])
        let subscription = property.asDriver().drive(onNext: { value in
            received.append(value)
            onMainThread.append(Thread.isMainThread)
        })
        onBackgroundThread { relay.accept(1) }
        XCTAssertTrue(spinRunLoop { received.current.count == 2 })
        XCTAssertEqual(received.current, [0, 1])
        XCTAssertEqual(onMainThread.current, [true, true])
        subscription.dispose()
    }

    func testAnErrorFromABadlyMadePropertyStopsDebugBuilds() {
        #if DEBUG
        assertPreconditionFailure(containing: "Somehow driver received error from a source that shouldn't fail") {
            let property = ControlProperty(values: Observable<Int>.error(TestError(1)), valueSink: AnyObserver<Int> { _ in })
            _ = property.asDriver().drive()
        }
        #endif
    }
}
