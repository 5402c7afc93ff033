import Foundation
import RxSwift
import RxTestSupport
import XCTest

final class HistoricalSchedulerTests: RxTestCase {
    private let epoch = Date(timeIntervalSince1970: 0)

    private func date(_ seconds: TimeInterval) -> Date {
        Date(timeIntervalSince1970: seconds)
    }

    func testTheDefaultInitialClockIsTheEpoch() {
        let scheduler = HistoricalScheduler()
        XCTAssertEqual(scheduler.clock, epoch)
        XCTAssertEqual(scheduler.now, epoch)
    }

    func testScheduleRelativeRunsAtTheDueDateWithoutWaiting() {
        let start = Date(timeIntervalSinceReferenceDate: 700_000_000)
        let scheduler = HistoricalScheduler(initialClock: start)
        var seen: [Date] = []
        _ = scheduler.scheduleRelative((), dueTime: .seconds(3_600)) { _ in
            seen.append(scheduler.now)
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(250)) { _ in
            seen.append(scheduler.now)
            return Disposables.create()
        }
        let before = Date()
        scheduler.start()
        XCTAssertLessThan(Date().timeIntervalSince(before), 1, "virtual time must not wait")
        XCTAssertEqual(seen, [start.addingTimeInterval(0.25), start.addingTimeInterval(3_600)])
        XCTAssertEqual(scheduler.clock, start.addingTimeInterval(3_600))
    }

    func testItemsAtTheSameDateRunInInsertionOrder() {
        let scheduler = HistoricalScheduler()
        var order: [String] = []
        for label in ["a", "b", "c"] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: date(10)) { _ in
                order.append(label)
                return Disposables.create()
            }
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: date(5)) { _ in
            order.append("early")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(order, ["early", "a", "b", "c"])
    }

    func testScheduleRelativeVirtualTakesSeconds() {
        let scheduler = HistoricalScheduler(initialClock: date(100))
        var ranAt: Date?
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 1.5) { _ in
            ranAt = scheduler.now
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ranAt, date(101.5))
    }

    func testAdvanceToRunsWhatIsDueAndSleepMovesTheClock() {
        let scheduler = HistoricalScheduler()
        var ran: [Date] = []
        for seconds in [10.0, 20.0, 30.0] {
            _ = scheduler.scheduleAbsoluteVirtual((), time: date(seconds)) { _ in
                ran.append(scheduler.now)
                return Disposables.create()
            }
        }
        scheduler.advanceTo(date(20))
        XCTAssertEqual(ran, [date(10), date(20)])
        scheduler.sleep(15)
        XCTAssertEqual(scheduler.clock, date(35))
        scheduler.start()
        XCTAssertEqual(ran, [date(10), date(20), date(35)])
    }

    func testADisposedItemNeverRuns() {
        let scheduler = HistoricalScheduler()
        var ran = false
        scheduler.scheduleRelative((), dueTime: .seconds(1)) { _ in
            ran = true
            return Disposables.create()
        }.dispose()
        scheduler.start()
        XCTAssertFalse(ran)
        XCTAssertEqual(scheduler.clock, epoch)
    }

    func testIntervalReplaysMinutesInstantly() {
        let scheduler = HistoricalScheduler()
        var ticks: [(Int, Date)] = []
        let subscription = Observable<Int>.interval(.seconds(60), scheduler: scheduler)
            .subscribe(onNext: { ticks.append(($0, scheduler.now)) })
        _ = scheduler.scheduleAbsoluteVirtual((), time: date(200)) { _ in
            subscription.dispose()
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(ticks.map(\.0), [0, 1, 2])
        XCTAssertEqual(ticks.map(\.1), [date(60), date(120), date(180)])
    }

    func testTheConverterIsTheIdentityOnDatesAndSeconds() {
        let converter = HistoricalSchedulerTimeConverter()
        XCTAssertEqual(converter.convertFromVirtualTime(date(3)), date(3))
        XCTAssertEqual(converter.convertToVirtualTime(date(4)), date(4))
        XCTAssertEqual(converter.convertFromVirtualTimeInterval(2.5), 2.5)
        XCTAssertEqual(converter.convertToVirtualTimeInterval(-1.5), -1.5)
        XCTAssertEqual(converter.offsetVirtualTime(date(10), offset: -4), date(6))
        XCTAssertEqual(converter.compareVirtualTime(date(1), date(2)), .lessThan)
        XCTAssertEqual(converter.compareVirtualTime(date(2), date(2)), .equal)
        XCTAssertEqual(converter.compareVirtualTime(date(3), date(2)), .greaterThan)
    }
}
