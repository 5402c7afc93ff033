import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class InfallibleCombiningArityTests: RxTestCase {
    func testCombineLatest() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20), .completed(310)])
        let res = scheduler.start {
            Infallible.combineLatest(a.asInfallible(onErrorJustReturn: 0), b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(220, 11), .next(230, 12), .next(240, 22), .completed(310)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 310)])
    }

    func testCombineLatestTupleAndCollection() {
        var tuples: [String] = []
        _ = Infallible.combineLatest(Infallible.just(1), Infallible.just("a")).subscribe(onNext: { tuples.append("\($0.0)\($0.1)") })
        _ = Infallible.combineLatest([Infallible.just(1), .just(2)]).subscribe(onNext: { tuples.append("\($0)") })
        _ = Infallible.combineLatest([Infallible.just(1), .just(2)]) { $0.reduce(0, +) }.subscribe(onNext: { tuples.append("\($0)") })
        XCTAssertEqual(tuples, ["1a", "[1, 2]", "3"])
    }

    func testZip() {
        var results: [String] = []
        _ = Infallible.zip(Infallible.of(1, 2), Infallible.of("a", "b", "c")).subscribe(onNext: { results.append("\($0.0)\($0.1)") })
        _ = Infallible.zip(Infallible.of(1, 2), Infallible.of(10, 20)) { $0 + $1 }.subscribe(onNext: { results.append("\($0)") })
        _ = Infallible.zip([Infallible.of(1), .of(2)]).subscribe(onNext: { results.append("\($0)") })
        _ = Infallible.zip([Infallible.of(1), .of(2)]) { $0.count }.subscribe(onNext: { results.append("\($0)") })
        XCTAssertEqual(results, ["1a", "2b", "11", "22", "[1, 2]", "2"])
    }

    func testCombiningDisposed() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(260, 2)])
        let res = scheduler.start(disposed: 250) {
            Infallible.zip(a.asInfallible(onErrorJustReturn: 0), Infallible<Int>.interval(.seconds(15), scheduler: scheduler)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(215, 1)])
        XCTAssertEqual(a.subscriptions, [Subscription(200, 250)])
    }

    func testResultSelectorThatThrowsIsAProgrammingError() {
        assertPreconditionFailure(containing: "combineLatest: the result selector threw TestError(1)") {
            _ = Infallible.combineLatest(Infallible.just(1), Infallible.just(2)) { _, _ -> Int in throw TestError(1) }.subscribe()
        }
    }

    func testWithLatestFrom() {
        let scheduler = TestScheduler(initialClock: 0)
        let a = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(300)])
        let b = scheduler.createHotObservable([.next(220, 10), .next(240, 20)])
        let res = scheduler.start {
            a.asInfallible(onErrorJustReturn: 0).withLatestFrom(b.asInfallible(onErrorJustReturn: 0)) { $0 + $1 }
        }
        XCTAssertEqual(res.events, [.next(230, 12), .next(250, 23), .completed(300)])
        XCTAssertEqual(b.subscriptions, [Subscription(200, 300)])

        var latest: [Int] = []
        _ = Infallible.of(1, 2).withLatestFrom(Infallible.just(7)).subscribe(onNext: { latest.append($0) })
        XCTAssertEqual(latest, [7, 7])
    }
}
