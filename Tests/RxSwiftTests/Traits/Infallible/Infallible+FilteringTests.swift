import Foundation
import RxSwift
import RxTest
import XCTest

final class InfallibleFilteringTests: XCTestCase {
    func testFilter() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.of(1, 2, 3, 4, scheduler: scheduler).filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(res.events, [.next(202, 2), .next(204, 4), .completed(205)])
    }

    func testFilterDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 203) { Infallible.of(1, 2, 3, 4, scheduler: scheduler).filter { $0.isMultiple(of: 2) } }
        XCTAssertEqual(res.events, [.next(202, 2)])
    }
}
