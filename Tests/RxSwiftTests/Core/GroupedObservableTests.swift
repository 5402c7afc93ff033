@testable import RxSwift
import RxTestSupport
import XCTest

final class GroupedObservableTests: RxTestCase {
    func testKeyAndElements() {
        let group = GroupedObservable(key: "odd", source: Observable.of(1, 3))
        XCTAssertEqual(group.key, "odd")
        XCTAssertEqual(recordSynchronously(group.asObservable()), [.next(1), .next(3), .completed])
        let collector = EventCollector<Int>()
        _ = group.subscribe(collector)
        XCTAssertEqual(collector.events, [.next(1), .next(3), .completed])
    }
}
