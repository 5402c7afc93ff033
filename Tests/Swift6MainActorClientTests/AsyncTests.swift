// async/await from main-actor code: `values` iterated in a task keeps its semantics (the task is
// on the main actor, the sequence is not), and the asynchronous `create` forms run their bodies
// in tasks of their own.

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

/// Lines read by an asynchronous body, shown by a main-actor screen: the body is `@Sendable`, so
/// it is not main-actor code and runs in its own task; the screen is updated on the main thread.
final class LinesScreen {
    var lines: [String] = []
    var finished = false
    private var subscription: Disposable?

    func show(_ source: AsyncStream<String>) {
        subscription = Observable<String>.create { observer in
            for await line in source {
                observer.onNext(line.uppercased())
            }
        }
        .observe(on: MainScheduler.instance)
        .subscribe(onNext: { [weak self] in self?.lines.append($0) }, onCompleted: { [weak self] in self?.finished = true })
    }

    func close() {
        subscription?.dispose()
    }
}

nonisolated final class AsyncTests: RxTestCase {
    func testAnObservableOfAnAsyncBodyShownOnTheMainActor() {
        runOnMainActor {
            let (stream, continuation) = AsyncStream.makeStream(of: String.self)
            let screen = LinesScreen()
            screen.show(stream)
            continuation.yield("a")
            continuation.yield("b")
            continuation.finish()
            XCTAssertTrue(serveMainQueue { screen.finished })
            XCTAssertEqual(screen.lines, ["A", "B"])
            screen.close()
        }
    }

    func testAMaybeAndACompletableOfAsyncBodiesAwaitedOnTheMainActor() {
        runOnMainActor {
            var results: [String] = []
            let task = Task {
                let loaded = try await Maybe.create { "loaded" }.value
                results.append(loaded ?? "nothing")
                try await Completable.create { try await Task.sleep(nanoseconds: 1_000_000) }.value
                results.append("saved")
            }
            XCTAssertTrue(serveMainQueue { results.count == 2 })
            XCTAssertEqual(results, ["loaded", "saved"])
            task.cancel()
        }
    }

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
