import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class InfallibleCreateTests: RxTestCase {
    private func run<Element: Equatable>(_ create: @escaping (TestScheduler) -> Infallible<Element>) -> [Recorded<Event<Element>>] {
        let scheduler = TestScheduler(initialClock: 0)
        return scheduler.start { create(scheduler) }.events
    }

    // MARK: create

    func testCreateDeliversElementsThenCompletion() {
        let infallible = Infallible<Int>.create { observer in
            observer(.next(1))
            observer(.next(2))
            observer(.completed)
            observer(.next(3))
            observer(.completed)
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(infallible.asObservable()), [.next(1), .next(2), .completed])
    }

    func testCreateDisposesItsResource() {
        let resource = CountingDisposable()
        var captured: Infallible<Int>.InfallibleObserver?
        let subscription = Infallible<Int>.create { observer in
            captured = observer
            return resource
        }.subscribe(onNext: { _ in XCTFail("nothing after disposal") })
        subscription.dispose()
        captured?(.next(1))
        XCTAssertEqual(resource.count, 1)

        _ = Infallible<Int>.create { observer in
            observer(.completed)
            return resource
        }.subscribe()
        XCTAssertEqual(resource.count, 2, "completion disposes the resource too")
    }

    // MARK: creation methods

    func testJustNeverEmpty() {
        XCTAssertEqual(run { _ in Infallible.just(1) }, [.next(200, 1), .completed(200)])
        XCTAssertEqual(run { Infallible.just(1, scheduler: $0) }, [.next(201, 1), .completed(202)])
        XCTAssertEqual(run { _ in Infallible<Int>.never() }, [])
        XCTAssertEqual(run { _ in Infallible<Int>.empty() }, [.completed(200)])
    }

    func testOfAndFrom() {
        XCTAssertEqual(recordSynchronously(Infallible.of(1, 2, 3).asObservable()), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(recordSynchronously(Infallible.from([4, 5]).asObservable()), [.next(4), .next(5), .completed])
        XCTAssertEqual(recordSynchronously(Infallible.from(6...7).asObservable()), [.next(6), .next(7), .completed])
        XCTAssertEqual(run { Infallible.of(1, 2, scheduler: $0) }, [.next(201, 1), .next(202, 2), .completed(203)])
        XCTAssertEqual(run { Infallible.from([1], scheduler: $0) }, [.next(201, 1), .completed(202)])
        XCTAssertEqual(run { Infallible.from(AnySequence([1]), scheduler: $0) }, [.next(201, 1), .completed(202)])
    }

    func testRangeIntervalTimer() {
        XCTAssertEqual(recordSynchronously(Infallible.range(start: 3, count: 2).asObservable()), [.next(3), .next(4), .completed])
        let interval = TestScheduler(initialClock: 0)
        XCTAssertEqual(interval.start(disposed: 235) { Infallible<Int>.interval(.seconds(10), scheduler: interval) }.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        XCTAssertEqual(run { Infallible<Int>.timer(.seconds(5), scheduler: $0) }, [.next(205, 0), .completed(205)])
    }

    func testRangeRejectsANegativeCount() {
        assertPreconditionFailure(containing: "count must not be negative (got -1)") {
            _ = Infallible.range(start: 0, count: -1)
        }
    }

    // MARK: deferred

    func testDeferredCallsTheFactoryAtEachSubscription() {
        var calls = 0
        let infallible = Infallible<Int>.deferred {
            calls += 1
            return .just(calls)
        }
        XCTAssertEqual(calls, 0)
        XCTAssertEqual(recordSynchronously(infallible.asObservable()), [.next(1), .completed])
        XCTAssertEqual(recordSynchronously(infallible.asObservable()), [.next(2), .completed])
    }

    func testDeferredFactoryThatThrowsIsAProgrammingError() {
        assertPreconditionFailure(containing: "Infallible.deferred(_:): the factory threw TestError(1)") {
            _ = Infallible<Int>.deferred { throw TestError(1) }.subscribe()
        }
    }
}
