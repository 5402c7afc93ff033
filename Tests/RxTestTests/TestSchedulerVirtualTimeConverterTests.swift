import Foundation
import RxSwift
@testable import RxTest
import RxTestSupport
import XCTest

final class TestSchedulerVirtualTimeConverterTests: RxTestCase {
    func testTicksAreResolutionSeconds() {
        let scheduler = TestScheduler(initialClock: 30, resolution: 0.5)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 15))
        var ranAt: TestTime?
        _ = scheduler.scheduleRelative((), dueTime: .seconds(3)) { _ in
            ranAt = scheduler.clock
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, 36)
    }

    func testConvertsOffsetsAndComparesVirtualTimes() {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 0.25)
        XCTAssertEqual(converter.convertFromVirtualTime(8), Date(timeIntervalSince1970: 2))
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.1)), 8)
        XCTAssertEqual(converter.convertToVirtualTime(Date(timeIntervalSince1970: 2.2)), 9)
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(3), 0.75)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1), 4)
        XCTAssertEqual(converter.offsetVirtualTime(10, offset: -3), 7)
        XCTAssertEqual(converter.compareVirtualTime(1, 2), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(2, 2), .equal)
        XCTAssertEqual(converter.compareVirtualTime(3, 2), .greaterThan)
    }

    func testHugeIntervalsSaturateInsteadOfTrapping() {
        let converter = TestSchedulerVirtualTimeConverter(resolution: 1)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(1e300), Int.max)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(-1e300), Int.min)
    }
}
