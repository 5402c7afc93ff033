// async/await from main-actor code: `values` iterated in a task keeps its semantics (the task is
// on the main actor, the sequence is not).

import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// The ticks of a background timer, summed by iterating `values`.
func sumOfTicks(_ count: Int) async throws -> Int {
    var total = 0
    for try await tick in Observable<Int>.interval(.milliseconds(5), scheduler: backgroundScheduler()).take(count).values {
        total += tick
    }
    return total
}

nonisolated final class AsyncTests: RxTestCase {
    func testValuesInATaskOnTheMainActor() {
        runOnMainActor {
            var total: Int?
            let task = Task {
                total = try await sumOfTicks(4)
            }
            XCTAssertTrue(serveMainQueue { total != nil })
            XCTAssertEqual(total, 6)
            task.cancel()
        }
    }

    func testValuesEndsWithTheSequencesError() {
        runOnMainActor {
            var failure: Error?
            let task = Task {
                do {
                    for try await _ in Observable<Int>.error(URLError(.timedOut)).observe(on: backgroundScheduler()).values {}
                } catch {
                    failure = error
                }
            }
            XCTAssertTrue(serveMainQueue { failure != nil })
            XCTAssertEqual((failure as? URLError)?.code, .timedOut)
            task.cancel()
        }
    }
}
