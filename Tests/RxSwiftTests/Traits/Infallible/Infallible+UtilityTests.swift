import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class InfallibleUtilityTests: RxTestCase {
    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.just(1).subscribe(on: scheduler).observe(on: scheduler) }
        // Subscribed at 201; observe(on:) delivers each event in an action of its own, as RxSwift.
        XCTAssertEqual(res.events, [.next(202, 1), .completed(203)])
    }

    func testDebugPassesEventsThrough() {
        XCTAssertEqual(recordSynchronously(Infallible.of(1, 2).debug("infallible").asObservable()), [.next(1), .next(2), .completed])
    }

    func testShareSubscribesOnce() {
        var subscriptions = 0
        let subject = PublishSubject<Int>()
        let shared = Infallible<Int>.create { observer in
            subscriptions += 1
            return subject.subscribe(onNext: { observer(.next($0)) })
        }.share(replay: 1)
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let b = shared.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        XCTAssertEqual(subscriptions, 1)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [1, 2])
        a.dispose()
        b.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    /// As `Observable.share(replay:)`: a negative replay replays nothing (RxSwift loops forever on
    /// the first element).
    func testShareWithANegativeReplayReplaysNothing() {
        let subject = PublishSubject<Int>()
        var shared: Infallible<Int>?
        let reports = anomalies { shared = subject.asInfallible(onErrorJustReturn: 0).share(replay: -1) }
        #if DEBUG
        XCTAssertEqual(reports.count, 1, "the negative replay size is reported: \(reports)")
        #endif
        _ = reports
        guard let shared else { return XCTFail("no sequence") }
        var first: [Int] = []
        var second: [Int] = []
        let a = shared.subscribe(onNext: { first.append($0) })
        subject.onNext(1)
        let b = shared.subscribe(onNext: { second.append($0) })
        subject.onNext(2)
        XCTAssertEqual(first, [1, 2])
        XCTAssertEqual(second, [2])
        a.dispose()
        b.dispose()
    }

    func testDo() {
        var log: [String] = []
        _ = Infallible.of(1).do(
            onNext: { log.append("onNext \($0)") },
            afterNext: { log.append("afterNext \($0)") },
            onCompleted: { log.append("onCompleted") },
            afterCompleted: { log.append("afterCompleted") },
            onSubscribe: { log.append("onSubscribe") },
            onSubscribed: { log.append("onSubscribed") },
            onDispose: { log.append("onDispose") }
        ).subscribe(onNext: { log.append("next \($0)") })
        // `of` emits from the trampoline, after the subscription returned.
        XCTAssertEqual(log, ["onSubscribe", "onSubscribed", "onNext 1", "next 1", "afterNext 1", "onCompleted", "afterCompleted", "onDispose"])
    }

    func testDoCallbackThatThrowsIsAProgrammingError() {
        assertPreconditionFailure(containing: "do: a callback threw TestError(4)") {
            _ = Infallible.of(1).do(onNext: { _ in throw TestError(4) }).subscribe()
        }
    }
}
