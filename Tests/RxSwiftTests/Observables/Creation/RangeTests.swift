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

    func testIntRangeEndingAtIntMax() {
        let events = recordSynchronously(Observable.range(start: Int.max - 1, count: 2))
        XCTAssertEqual(events, [.next(Int.max - 1), .next(Int.max), .completed])
    }

    func testTwoRangesOnTheTrampolineTakeTurns() {
        // Each step waits behind the work the other range queued, as when every step is queued.
        let merged = recordSynchronously(Observable.merge(Observable.range(start: 0, count: 3), Observable.range(start: 10, count: 3)))
        XCTAssertEqual(merged, [.next(0), .next(10), .next(1), .next(11), .next(2), .next(12), .completed])
        let narrow = recordSynchronously(Observable.merge(Observable<Int16>.range(start: 0, count: 2), Observable<Int16>.range(start: 10, count: 2)))
        XCTAssertEqual(narrow, [.next(0), .next(10), .next(1), .next(11), .completed])
    }

    func testDisposalFromInsideOnNextStopsTheRange() {
        var received: [Int] = []
        var subscription: Disposable?
        // Subscribed inside a trampoline, `subscribe` returns before the first element.
        _ = CurrentThreadScheduler.instance.schedule(()) { _ in
            subscription = Observable.range(start: 0, count: 10).subscribe(onNext: { element in
                received.append(element)
                if element == 2 { subscription?.dispose() }
            })
            return Disposables.create()
        }
        XCTAssertEqual(received, [0, 1, 2])
        subscription = nil
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
