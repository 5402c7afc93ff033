@testable import RxSwift
import RxTestSupport
import XCTest

final class NeverTests: RxTestCase {
    func testNeverEmitsNothing() {
        var events: [Recording<Int>] = []
        var disposed = 0
        let subscription = Observable<Int>.never().subscribe(
            onNext: { events.append(.next($0)) },
            onError: { events.append(.error("\($0)")) },
            onCompleted: { events.append(.completed) },
            onDisposed: { disposed += 1 }
        )
        XCTAssertEqual(events, [])
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
        XCTAssertEqual(events, [])
    }
}
