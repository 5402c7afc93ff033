@testable import RxSwift
import RxTestSupport
import XCTest

final class RecursiveSchedulerTests: RxTestCase {
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

    // Real dispatch queues: the step may run before `scheduleRecursive` finished tracking it.

    func testRecursionOnASerialDispatchQueue() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursion")
        let levels = Locked<[Int]>([])
        let done = expectation(description: "recursion finished")
        let disposable = scheduler.scheduleRecursive(0) { level, recurse in
            levels.append(level)
            if level < 1_000 {
                recurse(level + 1)
            } else {
                done.fulfill()
            }
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(levels.current, Array(0...1_000))
        disposable.dispose()
    }

    func testDisposingStopsRecursionOnASerialDispatchQueue() {
        let scheduler = SerialDispatchQueueScheduler(internalSerialQueueName: "recursion")
        let levels = Locked<[Int]>([])
        let holder = Locked<Disposable?>(nil)
        let reachedFive = expectation(description: "level 5")
        let holderSet = DispatchSemaphore(value: 0)
        let disposable = scheduler.scheduleRecursive(0) { level, recurse in
            if level == 0 {
                // Wait until the test stored the disposable.
                XCTAssertEqual(holderSet.wait(timeout: .now() + 10), .success)
            }
            levels.append(level)
            if level == 5 {
                // On the scheduler's own queue: nothing runs after this.
                holder.current?.dispose()
                reachedFive.fulfill()
            }
            if level < 1_000 { // a safety valve, should disposal not work
                recurse(level + 1)
            }
        }
        holder.withLock { $0 = disposable }
        holderSet.signal()
        wait(for: [reachedFive], timeout: 10)
        let flushed = expectation(description: "queue flushed")
        _ = scheduler.schedule(()) { _ in
            flushed.fulfill()
            return Disposables.create()
        }
        wait(for: [flushed], timeout: 10)
        XCTAssertEqual(levels.current, [0, 1, 2, 3, 4, 5])
    }
}
