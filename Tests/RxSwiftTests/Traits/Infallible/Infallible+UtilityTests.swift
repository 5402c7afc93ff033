import Foundation
import RxSwift
import RxTest
import XCTest

final class InfallibleUtilityTests: XCTestCase {
    func testObserveOnAndSubscribeOn() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start { Infallible.just(1).subscribe(on: scheduler).observe(on: scheduler) }
        XCTAssertEqual(res.events, [.next(202, 1), .completed(202)])
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

    func testShareRejectsANegativeReplay() {
        assertPreconditionFailure(containing: "replay must not be negative (got -1)") {
            _ = Infallible.just(1).share(replay: -1)
        }
    }
}
