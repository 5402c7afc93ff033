import XCTest
import RxSwift
import RxTest

final class RangeTests: XCTestCase {
    func testEmitsCountIntegersFromStartThenCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.start {
            Observable.range(start: 5, count: 3, scheduler: scheduler)
        }
        XCTAssertEqual(observer.events, [
            .next(201, 5),
            .next(202, 6),
            .next(203, 7),
            .completed(204),
        ])
    }

    func testZeroCountCompletesAtOnce() {
        var events: [Event<Int>] = []
        _ = Observable.range(start: 0, count: 0).subscribe { events.append($0) }
        XCTAssertEqual(events, [.completed])
    }

    func testNegativeCountIsRejectedWithMessageNamingTheArgument() {
        assertPreconditionFailure(containing: "range(start:count:): count must not be negative") {
            _ = Observable.range(start: 0, count: -1)
        }
    }

    func testOverflowingRangeIsRejected() {
        assertPreconditionFailure(containing: "start + count - 1 overflows") {
            _ = Observable.range(start: Int8.max, count: 2)
        }
    }
}
