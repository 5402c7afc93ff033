@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class RangeTests: RxTestCase {
    func testRange() {
        XCTAssertEqual(recordSynchronously(Observable.range(start: 5, count: 3)), [.next(5), .next(6), .next(7), .completed])
    }

    func testEmptyRange() {
        XCTAssertEqual(recordSynchronously(Observable.range(start: 5, count: 0)), [.completed])
    }

    func testNegativeStart() {
        XCTAssertEqual(recordSynchronously(Observable.range(start: -2, count: 3)), [.next(-2), .next(-1), .next(0), .completed])
    }

    func testRangeEndingAtTheMaximum() {
        let events = recordSynchronously(Observable<Int8>.range(start: 125, count: 3))
        XCTAssertEqual(events, [.next(125), .next(126), .next(127), .completed])
    }

    func testMillionElementsSynchronouslyWithoutStackGrowth() {
        var count = 0
        var last = -1
        var completed = false
        _ = Observable.range(start: 0, count: 1_000_000).subscribe(
            onNext: { element in
                count += 1
                last = element
            },
            onCompleted: { completed = true }
        )
        XCTAssertEqual(count, 1_000_000)
        XCTAssertEqual(last, 999_999)
        XCTAssertTrue(completed)
    }

    func testRangeOnAnotherScheduler() {
        let scheduler = ManualScheduler()
        var events: [Recording<Int>] = []
        _ = Observable.range(start: 1, count: 2, scheduler: scheduler).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [])
        scheduler.runAll()
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testEmitsOneElementPerVirtualTickOnTestScheduler() {
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
