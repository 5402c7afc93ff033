import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class CompletableOperatorsTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    private func completing(after ticks: TestTime) -> TestableObservable<Never> {
        scheduler.createColdObservable([.completed(ticks)])
    }

    private func failing(after ticks: TestTime, _ error: TestError) -> TestableObservable<Never> {
        scheduler.createColdObservable([.error(ticks, error)])
    }

    /// Records the times of a Completable's events through `andThen`, which turns them into
    /// events of an element type that `Recorded` can compare.
    private func run(disposed: TestTime = 1000, _ create: @escaping () -> Completable) -> [Recorded<Event<Int>>] {
        scheduler.start(disposed: disposed) { create().andThen(Observable<Int>.empty()) }.events
    }

    // MARK: concat

    func testConcatRunsOneAfterAnother() {
        let first = completing(after: 10)
        let second = completing(after: 20)
        XCTAssertEqual(run { first.asCompletable().concat(second.asCompletable()) }, [.completed(230)])
        XCTAssertEqual(first.subscriptions, [Subscription(200, 210)])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 230)])
    }

    func testConcatStopsAtTheFirstError() {
        let first = failing(after: 10, TestError(1))
        let second = completing(after: 20)
        XCTAssertEqual(run { first.asCompletable().concat(second.asCompletable()) }, [.error(210, TestError(1))])
        XCTAssertEqual(second.subscriptions, [])
    }

    func testConcatDisposedWhileTheSecondRuns() {
        let first = completing(after: 10)
        let second = completing(after: 100)
        XCTAssertEqual(run(disposed: 250) { first.asCompletable().concat(second.asCompletable()) }, [])
        XCTAssertEqual(second.subscriptions, [Subscription(210, 250)])
    }

    func testStaticConcatForms() {
        let a = completing(after: 10)
        let b = completing(after: 10)
        let c = completing(after: 10)
        XCTAssertEqual(run { Completable.concat(a.asCompletable(), b.asCompletable(), c.asCompletable()) }, [.completed(230)])
        XCTAssertEqual(c.subscriptions, [Subscription(220, 230)])

        var events: [CompletableEvent] = []
        _ = Completable.concat([Completable.empty(), .error(TestError(1)), .never()]).subscribe { events.append($0) }
        _ = Completable.concat(AnySequence([Completable.empty(), .empty()])).subscribe { events.append($0) }
        _ = Completable.concat([Completable]()).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(1)), .completed, .completed])
    }

    func testConcatReadsAnInfiniteSequenceLazily() {
        var made = 0
        let sources = AnySequence { () -> AnyIterator<Completable> in
            AnyIterator {
                made += 1
                return made < 3 ? Completable.empty() : Completable.error(TestError(made))
            }
        }
        var events: [CompletableEvent] = []
        _ = Completable.concat(sources).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(3))])
        XCTAssertEqual(made, 3)
    }

    // MARK: merge and zip

    func testMergeWaitsForAll() {
        let a = completing(after: 30)
        let b = completing(after: 10)
        XCTAssertEqual(run { Completable.merge(a.asCompletable(), b.asCompletable()) }, [.completed(230)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 210)])
    }

    func testMergeFailsWithTheFirstErrorAndDisposesTheOthers() {
        let a = completing(after: 30)
        let b = failing(after: 10, TestError(2))
        XCTAssertEqual(run { Completable.merge([a.asCompletable(), b.asCompletable()]) }, [.error(210, TestError(2))])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 210)])
    }

    func testMergeDisposed() {
        let a = completing(after: 100)
        let b = completing(after: 100)
        XCTAssertEqual(run(disposed: 250) { Completable.merge(AnyCollection([a.asCompletable(), b.asCompletable()])) }, [])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 250)])
    }

    func testZipIsMerge() {
        let a = completing(after: 30)
        let b = completing(after: 10)
        XCTAssertEqual(run { Completable.zip(a.asCompletable(), b.asCompletable()) }, [.completed(230)])
        var events: [CompletableEvent] = []
        _ = Completable.zip([Completable.empty(), .error(TestError(1))]).subscribe { events.append($0) }
        _ = Completable.zip(AnyCollection([Completable.empty()])).subscribe { events.append($0) }
        _ = Completable.zip([Completable]()).subscribe { events.append($0) }
        XCTAssertEqual(events, [.error(TestError(1)), .completed, .completed])
    }
}
