import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// A clock of whole seconds: a converter as a user of `VirtualTimeScheduler` would write one.
private struct SecondsConverter: VirtualTimeConverterType {
    func convertFromVirtualTime(_ virtualTime: Int) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime))
    }

    func convertToVirtualTime(_ time: RxTime) -> Int {
        Int(time.timeIntervalSince1970.rounded())
    }

    func convertFromVirtualTimeInterval(_ virtualTimeInterval: Int) -> TimeInterval {
        TimeInterval(virtualTimeInterval)
    }

    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> Int {
        Int(timeInterval.rounded())
    }

    func offsetVirtualTime(_ time: Int, offset: Int) -> Int {
        time + offset
    }

    func compareVirtualTime(_ lhs: Int, _ rhs: Int) -> VirtualTimeComparison {
        lhs < rhs ? .lessThan : lhs > rhs ? .greaterThan : .equal
    }
}

private typealias Scheduler = VirtualTimeScheduler<SecondsConverter>

/// Delays everything scheduled relatively by 5 seconds: checks the override point.
private final class DelayingScheduler: VirtualTimeScheduler<SecondsConverter>, @unchecked Sendable {
    override func adjustScheduledTime(_ time: Int) -> Int {
        time + 5
    }
}

/// What the actions of a test did, in order: (clock when it ran, label).
private final class Log: @unchecked Sendable {
    private let entries = RxMutex<[(Int, String)]>([])

    func append(_ clock: Int, _ label: String) {
        entries.withLock { $0.append((clock, label)) }
    }

    var labels: [String] { entries.withLock { $0.map(\.1) } }
    var clocks: [Int] { entries.withLock { $0.map(\.0) } }
    var count: Int { entries.withLock { $0.count } }
}

final class VirtualTimeSchedulerTests: RxTestCase {
    private func makeScheduler(_ clock: Int = 0) -> Scheduler {
        Scheduler(initialClock: clock, converter: SecondsConverter())
    }

    /// Schedules an action at `time` that logs `label` with the clock it ran at.
    @discardableResult
    private func at(_ time: Int, _ label: String, on scheduler: Scheduler, log: Log, then: (() -> Void)? = nil) -> Disposable {
        scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
            log.append(scheduler.clock, label)
            then?()
            return Disposables.create()
        }
    }

    // MARK: Clock

    func testTheInitialClockSetsClockAndNow() {
        let scheduler = makeScheduler(42)
        XCTAssertEqual(scheduler.clock, 42)
        XCTAssertEqual(scheduler.now, Date(timeIntervalSince1970: 42))
    }

    func testStartWithAnEmptyQueueReturnsAndKeepsTheClock() {
        let scheduler = makeScheduler(7)
        scheduler.start()
        XCTAssertEqual(scheduler.clock, 7)
    }

    // MARK: Ordering

    func testStartRunsByDueTimeThenInsertionOrder() {
        let scheduler = makeScheduler()
        let log = Log()
        at(30, "a", on: scheduler, log: log)
        at(10, "b", on: scheduler, log: log)
        at(20, "c", on: scheduler, log: log)
        at(10, "d", on: scheduler, log: log)
        at(20, "e", on: scheduler, log: log)
        at(10, "f", on: scheduler, log: log)
        scheduler.start()
        XCTAssertEqual(log.labels, ["b", "d", "f", "c", "e", "a"])
        XCTAssertEqual(log.clocks, [10, 10, 10, 20, 20, 30])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testManySameTimeItemsKeepInsertionOrder() {
        // The heap is not stable by itself: the insertion number must decide ties.
        let scheduler = makeScheduler()
        let log = Log()
        for index in 0..<200 {
            at(index % 3 == 0 ? 5 : 9, "\(index)", on: scheduler, log: log)
        }
        scheduler.start()
        let expected = (0..<200).filter { $0 % 3 == 0 }.map(String.init) + (0..<200).filter { $0 % 3 != 0 }.map(String.init)
        XCTAssertEqual(log.labels, expected)
    }

    func testScheduleRunsAtCurrentTimeAfterWhatIsAlreadyDueThen() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "first", on: scheduler, log: log) {
            _ = scheduler.schedule(()) { _ in
                log.append(scheduler.clock, "scheduled from first")
                return Disposables.create()
            }
        }
        at(10, "second", on: scheduler, log: log)
        at(11, "later", on: scheduler, log: log)
        scheduler.start()
        XCTAssertEqual(log.labels, ["first", "second", "scheduled from first", "later"])
        XCTAssertEqual(log.clocks, [10, 10, 10, 11])
    }

    func testScheduleRelativeConvertsTheIntervalThroughTheConverter() {
        let scheduler = makeScheduler(100)
        let log = Log()
        _ = scheduler.scheduleRelative((), dueTime: .seconds(5)) { _ in
            log.append(scheduler.clock, "5 s")
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .milliseconds(2_000)) { _ in
            log.append(scheduler.clock, "2000 ms")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.labels, ["2000 ms", "5 s"])
        XCTAssertEqual(log.clocks, [102, 105])
    }

    func testScheduleRelativePassesTheState() {
        let scheduler = makeScheduler()
        let received = Locked<String?>(nil)
        _ = scheduler.scheduleRelative("state", dueTime: .seconds(1)) { state in
            received.withLock { $0 = state }
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(received.withLock { $0 }, "state")
    }

    func testScheduleRelativeWithNeverNeverRuns() {
        let scheduler = makeScheduler(3)
        let log = Log()
        _ = scheduler.scheduleRelative((), dueTime: .never) { _ in
            log.append(scheduler.clock, "never")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.count, 0)
        XCTAssertEqual(scheduler.clock, 3)
    }

    func testScheduleRelativeVirtualUsesVirtualUnits() {
        let scheduler = makeScheduler(50)
        let log = Log()
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 7) { _ in
            log.append(scheduler.clock, "x")
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.clocks, [57])
    }

    func testAnItemDueInThePastRunsAtTheCurrentClock() {
        let scheduler = makeScheduler(50)
        let log = Log()
        at(20, "past", on: scheduler, log: log)
        at(60, "future", on: scheduler, log: log)
        scheduler.start()
        XCTAssertEqual(log.labels, ["past", "future"])
        XCTAssertEqual(log.clocks, [50, 60])
    }

    func testAdjustScheduledTimeAppliesToRelativeSchedulingOnly() {
        let scheduler = DelayingScheduler(initialClock: 0, converter: SecondsConverter())
        let clocks = Locked<[String: Int]>([:])
        _ = scheduler.schedule(()) { _ in
            clocks.withLock { $0["schedule"] = scheduler.clock }
            return Disposables.create()
        }
        _ = scheduler.scheduleRelative((), dueTime: .seconds(10)) { _ in
            clocks.withLock { $0["relative"] = scheduler.clock }
            return Disposables.create()
        }
        _ = scheduler.scheduleRelativeVirtual((), dueTime: 10) { _ in
            clocks.withLock { $0["relativeVirtual"] = scheduler.clock }
            return Disposables.create()
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in
            clocks.withLock { $0["absolute"] = scheduler.clock }
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(clocks.withLock { $0 }, ["schedule": 5, "relative": 15, "relativeVirtual": 10, "absolute": 1])
    }

    // MARK: Disposal

    func testADisposedItemNeverRunsAndDoesNotMoveTheClock() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "kept", on: scheduler, log: log)
        let cancelled = at(100, "cancelled", on: scheduler, log: log)
        cancelled.dispose()
        scheduler.start()
        XCTAssertEqual(log.labels, ["kept"])
        XCTAssertEqual(scheduler.clock, 10)
    }

    func testAnItemDisposedByAnEarlierActionNeverRuns() {
        let scheduler = makeScheduler()
        let log = Log()
        let victim = SingleAssignmentDisposable()
        at(10, "killer", on: scheduler, log: log) { victim.dispose() }
        victim.setDisposable(at(10, "victim", on: scheduler, log: log))
        at(20, "bystander", on: scheduler, log: log)
        scheduler.start()
        XCTAssertEqual(log.labels, ["killer", "bystander"])
    }

    func testDisposingAfterTheRunDisposesWhatTheActionReturned() {
        let scheduler = makeScheduler()
        let resource = BooleanDisposable()
        let item = scheduler.scheduleAbsoluteVirtual((), time: 1) { _ in resource }
        scheduler.start()
        XCTAssertFalse(resource.isDisposed)
        item.dispose()
        XCTAssertTrue(resource.isDisposed)
    }

    func testDisposingAPendingItemReleasesItsActionAtOnce() {
        final class Tracked {}
        let scheduler = makeScheduler()
        weak var weakTracked: Tracked?
        let item: Disposable = {
            let tracked = Tracked()
            weakTracked = tracked
            return scheduler.scheduleAbsoluteVirtual((), time: 1_000) { _ in
                _ = tracked
                return Disposables.create()
            }
        }()
        XCTAssertNotNil(weakTracked)
        item.dispose()
        XCTAssertNil(weakTracked, "a cancelled action must not stay captured until its due time")
    }

    // MARK: stop, start, advanceTo, sleep

    func testStopEndsTheRunAfterTheCurrentActionAndStartResumes() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "a", on: scheduler, log: log)
        at(20, "b", on: scheduler, log: log) { scheduler.stop() }
        at(20, "c", on: scheduler, log: log)
        at(30, "d", on: scheduler, log: log)
        scheduler.start()
        XCTAssertEqual(log.labels, ["a", "b"])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.start()
        XCTAssertEqual(log.labels, ["a", "b", "c", "d"])
        XCTAssertEqual(scheduler.clock, 30)
    }

    func testStopWhenNotRunningDoesNothing() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "a", on: scheduler, log: log)
        scheduler.stop()
        scheduler.start()
        XCTAssertEqual(log.labels, ["a"])
    }

    func testStartFromAnActionIsIgnored() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "a", on: scheduler, log: log) {
            scheduler.start()
            log.append(scheduler.clock, "after nested start")
        }
        at(20, "b", on: scheduler, log: log)
        scheduler.start()
        XCTAssertEqual(log.labels, ["a", "after nested start", "b"])
    }

    func testAdvanceToRunsWhatIsDueUpToAndIncludingTheTimeThenSetsTheClock() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "a", on: scheduler, log: log)
        at(20, "b", on: scheduler, log: log)
        at(21, "c", on: scheduler, log: log)
        scheduler.advanceTo(20)
        XCTAssertEqual(log.labels, ["a", "b"])
        XCTAssertEqual(scheduler.clock, 20)
        scheduler.advanceTo(20)
        XCTAssertEqual(log.labels, ["a", "b"])
        scheduler.advanceTo(25)
        XCTAssertEqual(log.labels, ["a", "b", "c"])
        XCTAssertEqual(scheduler.clock, 25)
    }

    func testAdvanceToWithNothingDueOnlyMovesTheClock() {
        let scheduler = makeScheduler()
        let log = Log()
        at(100, "later", on: scheduler, log: log)
        scheduler.advanceTo(99)
        XCTAssertEqual(log.count, 0)
        XCTAssertEqual(scheduler.clock, 99)
        scheduler.start()
        XCTAssertEqual(log.clocks, [100])
    }

    func testAdvanceToRunsWorkScheduledDuringTheAdvanceWhenItIsDueInTime() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "a", on: scheduler, log: log) {
            self.at(15, "inside", on: scheduler, log: log)
            self.at(35, "outside", on: scheduler, log: log)
        }
        scheduler.advanceTo(30)
        XCTAssertEqual(log.labels, ["a", "inside"])
        XCTAssertEqual(scheduler.clock, 30)
        scheduler.start() // runs what is left: the queued closures capture the scheduler
    }

    func testAdvanceToStoppedMidwayStillSetsTheClockAndTheRestRunsLate() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "a", on: scheduler, log: log) { scheduler.stop() }
        at(20, "b", on: scheduler, log: log)
        scheduler.advanceTo(25)
        XCTAssertEqual(log.labels, ["a"])
        XCTAssertEqual(scheduler.clock, 25)
        scheduler.start()
        XCTAssertEqual(log.labels, ["a", "b"])
        XCTAssertEqual(log.clocks, [10, 25])
    }

    func testSleepMovesTheClockWithoutRunningAnything() {
        let scheduler = makeScheduler(10)
        let log = Log()
        at(15, "skipped over", on: scheduler, log: log)
        scheduler.sleep(10)
        XCTAssertEqual(scheduler.clock, 20)
        XCTAssertEqual(log.count, 0)
        scheduler.start()
        XCTAssertEqual(log.clocks, [20])
        scheduler.sleep(0)
        XCTAssertEqual(scheduler.clock, 20)
    }

    func testSleepFromAnActionDelaysTheRest() {
        let scheduler = makeScheduler()
        let log = Log()
        at(10, "sleeper", on: scheduler, log: log) { scheduler.sleep(100) }
        at(50, "late", on: scheduler, log: log)
        scheduler.start()
        XCTAssertEqual(log.clocks, [10, 110])
    }

    // MARK: Recursive and periodic work

    func testScheduleRecursiveRunsEveryStepAtTheCurrentTime() {
        let scheduler = makeScheduler(5)
        let log = Log()
        _ = scheduler.scheduleRecursive(0) { count, recurse in
            log.append(scheduler.clock, "\(count)")
            if count < 3 { recurse(count + 1) }
        }
        at(5, "scheduled before the second step", on: scheduler, log: log)
        scheduler.start()
        XCTAssertEqual(log.labels, ["0", "scheduled before the second step", "1", "2", "3"])
        XCTAssertEqual(Set(log.clocks), [5])
    }

    func testScheduleRecursiveDisposedMidwayStops() {
        let scheduler = makeScheduler()
        let log = Log()
        let recursion = SingleAssignmentDisposable()
        recursion.setDisposable(scheduler.scheduleRecursive(0) { count, recurse in
            log.append(scheduler.clock, "\(count)")
            if count == 2 { recursion.dispose() }
            recurse(count + 1)
        })
        scheduler.start()
        XCTAssertEqual(log.labels, ["0", "1", "2"])
    }

    func testSchedulePeriodicTicksOnVirtualTimeUntilDisposed() {
        let scheduler = makeScheduler()
        let log = Log()
        let periodic = scheduler.schedulePeriodic(0, startAfter: .seconds(5), period: .seconds(10)) { state in
            log.append(scheduler.clock, "\(state)")
            return state + 1
        }
        _ = scheduler.scheduleAbsoluteVirtual((), time: 30) { _ in
            periodic.dispose()
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.labels, ["0", "1", "2"])
        XCTAssertEqual(log.clocks, [5, 15, 25])
        XCTAssertEqual(scheduler.clock, 30, "the cancelled tick at 35 must not move the clock")
    }

    func testIntervalEmitsOnVirtualTime() {
        let scheduler = makeScheduler()
        let log = Log()
        let subscription = Observable<Int>.interval(.seconds(10), scheduler: scheduler)
            .subscribe(onNext: { log.append(scheduler.clock, "\($0)") })
        _ = scheduler.scheduleAbsoluteVirtual((), time: 35) { _ in
            subscription.dispose()
            return Disposables.create()
        }
        scheduler.start()
        XCTAssertEqual(log.labels, ["0", "1", "2"])
        XCTAssertEqual(log.clocks, [10, 20, 30])
        XCTAssertEqual(scheduler.clock, 35)
    }

    func testTimerEmitsOnceAndCompletes() {
        let scheduler = makeScheduler(100)
        let log = Log()
        _ = Observable<Int>.timer(.seconds(5), scheduler: scheduler)
            .subscribe(onNext: { log.append(scheduler.clock, "\($0)") }, onCompleted: { log.append(scheduler.clock, "completed") })
        scheduler.start()
        XCTAssertEqual(log.labels, ["0", "completed"])
        XCTAssertEqual(log.clocks, [105, 105])
    }

    // MARK: Threads and descriptions

    func testSchedulingFromManyThreadsLosesNothingAndKeepsTheOrder() {
        let scheduler = makeScheduler()
        let times = Locked<[Int]>([])
        DispatchQueue.concurrentPerform(iterations: 8) { thread in
            for index in 0..<250 {
                let time = (index * 7 + thread * 13) % 100
                _ = scheduler.scheduleAbsoluteVirtual((), time: time) { _ in
                    times.withLock { $0.append(scheduler.clock) }
                    return Disposables.create()
                }
            }
        }
        scheduler.start()
        let ran = times.withLock { $0 }
        XCTAssertEqual(ran.count, 2_000)
        XCTAssertEqual(ran, ran.sorted())
    }

    func testDebugDescriptionShowsTheClockAndTheLivePendingCount() {
        let scheduler = makeScheduler(4)
        _ = scheduler.scheduleAbsoluteVirtual((), time: 9) { _ in Disposables.create() }
        scheduler.scheduleAbsoluteVirtual((), time: 9) { _ in Disposables.create() }.dispose()
        XCTAssertEqual(scheduler.debugDescription, "VirtualTimeScheduler(clock: 4, pending: 1)")
    }
}
