// Traits used from client code in Swift 6 language mode: a `Single` built on a dispatch queue,
// awaited from a task, and an `Infallible` iterated with `for await`. That this file compiles
// under strict concurrency checking is part of the test.

import Dispatch
import Foundation
import RxSwift
import XCTest
import RxTestSupport

/// A network-like call: its result arrives on another queue.
private func fetchNumber(_ number: Int) -> Single<Int> {
    Single.create { observer in
        let work = DispatchWorkItem { observer(.success(number)) }
        DispatchQueue.global().async(execute: work)
        return Disposables.create { work.cancel() }
    }
}

final class TraitsClientTests: RxTestCase {
    func testAwaitingASingleFromATask() async throws {
        let task = Task { try await fetchNumber(21).map { $0 * 2 }.value }
        let value = try await task.value
        XCTAssertEqual(value, 42)
    }

    func testACompletableThenASingle() async throws {
        let done = Completable.create { observer in
            DispatchQueue.global().async { observer(.completed) }
            return Disposables.create()
        }
        let value = try await done.andThen(fetchNumber(7)).value
        XCTAssertEqual(value, 7)
    }

    func testIteratingAnInfallible() async {
        var total = 0
        for await element in Infallible.from(1...4).values {
            total += element
        }
        XCTAssertEqual(total, 10)
    }

    func testTraitsCrossIntoSendableClosures() async throws {
        let single = fetchNumber(3)
        let maybe = Maybe<Int>.empty()
        let results = try await withThrowingTaskGroup(of: Int?.self) { group in
            group.addTask { try await single.value }
            group.addTask { try await maybe.value }
            var results: [Int?] = []
            for try await result in group {
                results.append(result)
            }
            return results
        }
        XCTAssertEqual(results.compactMap { $0 }, [3])
        XCTAssertEqual(results.count, 2)
    }
}
