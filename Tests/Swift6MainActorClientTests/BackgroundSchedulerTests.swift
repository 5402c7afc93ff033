// Timers and `observe(on:)` background schedulers feeding operators whose closures were written
// in main-actor code: the program of the project's issue 12, and its relatives.

import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// The issue's program: a timer on a background scheduler through `take`, `map` and `subscribe`,
/// whose closures all run on the timer's thread.
func theIssuesProgram(_ collected: Collected<String>) -> Disposable {
    Observable<Int>.interval(.milliseconds(10), scheduler: backgroundScheduler())
        .take(3)
        .map { "item \($0)" }
        .subscribe(onNext: { collected.append($0) }, onCompleted: { collected.end() })
}

/// Work moved to a background scheduler with `observe(on:)`, through `map`, `filter`,
/// `flatMap` and `scan`.
func backgroundPipeline(_ collected: Collected<Int>) -> Disposable {
    Observable.from([1, 2, 3, 4, 5, 6])
        .observe(on: backgroundScheduler())
        .map { $0 * 10 }
        .filter { $0 % 20 == 0 }
        .flatMap { Observable.just($0 + 1) }
        .scan(0) { total, element in total + element }
        .subscribe(onNext: { collected.append($0) }, onCompleted: { collected.end() })
}

/// A timer shared with replay and combined with itself: `share(replay:)` and `combineLatest`'s
/// result selector on the timer's thread.
func sharedTimerCombined(_ collected: Collected<String>) -> Disposable {
    let ticks = Observable<Int>.interval(.milliseconds(10), scheduler: backgroundScheduler())
        .take(3)
        .share(replay: 1)
    return Observable.combineLatest(ticks, ticks.map { $0 * 100 }) { "\($0)/\($1)" }
        .subscribe(onNext: { collected.append($0) }, onCompleted: { collected.end() })
}

/// The issue's program with its closures marked `@Sendable`: they are then not main-actor code, so
/// nothing checks them (the README's advice until RxSwift is in Swift 6 mode).
func theIssuesProgramWithSendableClosures(_ collected: Collected<String>) -> Disposable {
    Observable<Int>.interval(.milliseconds(10), scheduler: backgroundScheduler())
        .take(3)
        .map { @Sendable tick in "item \(tick)" }
        .subscribe(onNext: { @Sendable item in collected.append(item) }, onCompleted: { @Sendable in collected.end() })
}

/// Background work written in a `nonisolated` function: its closures are not main-actor code.
nonisolated func doubledInTheBackground(_ numbers: [Int]) -> Observable<Int> {
    Observable.from(numbers)
        .observe(on: backgroundScheduler())
        .map { $0 * 2 }
}

nonisolated final class BackgroundSchedulerTests: RxTestCase {
    func testTheIssuesProgramWithSendableClosuresRunsToday() {
        runOnMainActor {
            let collected = Collected<String>()
            let subscription = theIssuesProgramWithSendableClosures(collected)
            XCTAssertTrue(serveMainQueue { collected.ended })
            XCTAssertEqual(collected.elements, ["item 0", "item 1", "item 2"])
            subscription.dispose()
        }
    }

    func testWorkInANonisolatedFunctionThenHoppingRunsToday() {
        runOnMainActor {
            var doubled: [Int] = []
            var completed = false
            let subscription = doubledInTheBackground([1, 2, 3])
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { doubled.append($0) }, onCompleted: { completed = true })
            XCTAssertTrue(serveMainQueue { completed })
            XCTAssertEqual(doubled, [2, 4, 6])
            subscription.dispose()
        }
    }

    func testTheIssuesProgram() {
        runOnMainActor {
            let collected = Collected<String>()
            let subscription = theIssuesProgram(collected)
            XCTAssertTrue(serveMainQueue { collected.ended })
            XCTAssertEqual(collected.elements, ["item 0", "item 1", "item 2"])
            subscription.dispose()
        }
    }

    func testObserveOnABackgroundSchedulerThroughMapFilterFlatMapAndScan() {
        runOnMainActor {
            let collected = Collected<Int>()
            let subscription = backgroundPipeline(collected)
            XCTAssertTrue(serveMainQueue { collected.ended })
            XCTAssertEqual(collected.elements, [21, 62, 123])
            subscription.dispose()
        }
    }

    func testATimerSharedWithReplayAndCombined() {
        runOnMainActor {
            let collected = Collected<String>()
            let subscription = sharedTimerCombined(collected)
            XCTAssertTrue(serveMainQueue { collected.ended })
            XCTAssertEqual(collected.elements.last, "2/200")
            subscription.dispose()
        }
    }

    func testATimerOnlyHoppingToTheMainSchedulerRunsToday() {
        // No closure of this chain runs on the timer's thread: nothing to check, nothing traps.
        runOnMainActor {
            var ticks: [Int] = []
            var completed = false
            let subscription = Observable<Int>.interval(.milliseconds(10), scheduler: backgroundScheduler())
                .take(3)
                .observe(on: MainScheduler.instance)
                .subscribe(onNext: { ticks.append($0) }, onCompleted: { completed = true })
            XCTAssertTrue(serveMainQueue { completed })
            XCTAssertEqual(ticks, [0, 1, 2])
            subscription.dispose()
        }
    }
}
