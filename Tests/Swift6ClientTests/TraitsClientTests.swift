// Traits used from client code in Swift 6 language mode: a `Single` built on a dispatch queue or
// on an async body (a `Maybe`, a `Completable` and an `Observable` too), awaited from a task, and
// an `Infallible` iterated with `for await` or
// subscribed with its own events. That this file compiles under strict concurrency checking is
// part of the test.

import Dispatch
import Foundation
import RxRelay
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

    func testASingleOfAnAsyncBody() async throws {
        let doubled = Single.create { try await fetchNumber(21).value * 2 }
        let detached = Single.create(detached: true, priority: .userInitiated) { 5 }
        let values = try await (doubled.value, detached.value)
        XCTAssertEqual(values.0, 42)
        XCTAssertEqual(values.1, 5)
    }

    func testAMaybeACompletableAndAnObservableOfAsyncBodies() async throws {
        let found = Maybe.create { try await fetchNumber(4).value }
        let missing = Maybe<Int>.create(detached: true) { nil }
        let saved = Completable.create(priority: .utility) { _ = try await fetchNumber(0).value }
        let counted = Observable<Int>.create { observer in
            for number in 1...3 {
                observer.onNext(try await fetchNumber(number).value)
            }
        }
        let found4 = try await found.value
        let missingValue = try await missing.value
        XCTAssertEqual(found4, 4)
        XCTAssertNil(missingValue)
        try await saved.value
        var received: [Int] = []
        for try await number in counted.values {
            received.append(number)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testAnAsyncSequenceAsAnObservableAtAPriority() async throws {
        let stream = AsyncStream<Int> { continuation in
            continuation.yield(1)
            continuation.finish()
        }
        var received: [Int] = []
        for try await element in stream.asObservable(priority: .background).values {
            received.append(element)
        }
        XCTAssertEqual(received, [1])
    }

    func testARelayAsAnInfallibleSubscribedWithItsOwnEvents() {
        let relay = BehaviorRelay(value: 1)
        var log: [String] = []
        let subscription = relay.asInfallible().subscribe { event in
            switch event {
            case .next(let element): log.append("next \(element)")
            case .completed: log.append("completed")
            }
        }
        relay.accept(2)
        subscription.dispose()
        XCTAssertEqual(log, ["next 1", "next 2"])

        let publish = PublishRelay<Int>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        replay.accept(3)
        var elements: [Int] = []
        let both = Infallible.merge(publish.asInfallible(), replay.asInfallible()).subscribe(onNext: { elements.append($0) })
        publish.accept(4)
        both.dispose()
        XCTAssertEqual(elements, [3, 4])
    }

    func testMulticastWithASelector() {
        var received: [Int] = []
        _ = Observable.of(1, 2)
            .multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.map { $0 * 10 }) { $0 + $1 } })
            .subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [11, 22])
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
