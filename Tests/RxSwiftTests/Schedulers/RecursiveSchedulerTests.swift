import XCTest
@testable import RxSwift

final class RecursiveSchedulerTests: XCTestCase {
    func testRecursionOnCurrentThreadSchedulerIsIterative() {
        var log: [String] = []
        _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { level, recurse in
            log.append("begin \(level)")
            if level < 2 {
                recurse(level + 1)
            }
            log.append("end \(level)")
        }
        XCTAssertEqual(log, ["begin 0", "end 0", "begin 1", "end 1", "begin 2", "end 2"])
    }

    func testDisposingStopsTheRecursion() {
        var levels: [Int] = []
        var disposable: Disposable?
        onTrampoline {
            disposable = CurrentThreadScheduler.instance.scheduleRecursive(0) { level, recurse in
                levels.append(level)
                if level == 3 { disposable?.dispose() }
                recurse(level + 1)
            }
        }
        XCTAssertEqual(levels, [0, 1, 2, 3])
    }

    func testRecursionOnAnotherScheduler() {
        let scheduler = ManualScheduler()
        var levels: [Int] = []
        let disposable = scheduler.scheduleRecursive(0) { level, recurse in
            levels.append(level)
            if level < 4 { recurse(level + 1) }
        }
        XCTAssertEqual(levels, [], "nothing runs before the scheduler does")
        XCTAssertEqual(scheduler.runAll(), 5)
        XCTAssertEqual(levels, [0, 1, 2, 3, 4])
        disposable.dispose()
    }

    func testDisposingCancelsThePendingStepOnAnotherScheduler() {
        let scheduler = ManualScheduler()
        var levels: [Int] = []
        let disposable = scheduler.scheduleRecursive(0) { level, recurse in
            levels.append(level)
            recurse(level + 1)
        }
        scheduler.runOne()
        scheduler.runOne()
        disposable.dispose()
        scheduler.runAll(limit: 10)
        XCTAssertEqual(levels, [0, 1])
    }

    func testSeveralRecursiveCallsPerStep() {
        // Each step may schedule more than one continuation; all of them run.
        let scheduler = ManualScheduler()
        var visited: [String] = []
        _ = scheduler.scheduleRecursive("") { path, recurse in
            visited.append(path)
            if path.count < 2 {
                recurse(path + "L")
                recurse(path + "R")
            }
        }
        scheduler.runAll()
        XCTAssertEqual(visited, ["", "L", "R", "LL", "LR", "RL", "RR"])
    }
}
