import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class InfallibleCombiningTests: RxTestCase {
    func testConcat() {
        XCTAssertEqual(recordSynchronously(Infallible.of(1, 2).concat(Infallible.just(3)).asObservable()), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(recordSynchronously(Infallible.concat(Infallible.just(1), .just(2)).asObservable()), [.next(1), .next(2), .completed])
        XCTAssertEqual(recordSynchronously(Infallible.concat([Infallible.just(1), .just(2)]).asObservable()), [.next(1), .next(2), .completed])
        XCTAssertEqual(recordSynchronously(Infallible.concat(AnySequence([Infallible.just(1)])).asObservable()), [.next(1), .completed])
    }

    func testConcatSubscribesTheSecondAfterTheFirst() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.start(disposed: 215) {
            Infallible<Int>.timer(.seconds(10), scheduler: scheduler).concat(Infallible<Int>.timer(.seconds(10), scheduler: scheduler))
        }
        XCTAssertEqual(res.events, [.next(210, 0)])
    }

    func testMerge() {
        let scheduler = TestScheduler(initialClock: 0)
        func timer(_ ticks: Int, _ value: Int) -> Infallible<Int> {
            Infallible<Int>.timer(.seconds(ticks), scheduler: scheduler).map { _ in value }
        }
        let res = scheduler.start { Infallible.merge(timer(20, 1), timer(10, 2)) }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 1), .completed(220)])
        XCTAssertEqual(recordSynchronously(Infallible.merge([Infallible.just(1), .just(2)]).asObservable()), [.next(1), .next(2), .completed])
        XCTAssertEqual(recordSynchronously(Infallible.merge(AnyCollection([Infallible.just(1)])).asObservable()), [.next(1), .completed])
    }

    func testStartWith() {
        XCTAssertEqual(recordSynchronously(Infallible.of(3).startWith(1, 2).asObservable()), [.next(1), .next(2), .next(3), .completed])
        XCTAssertEqual(recordSynchronously(Infallible<Int>.empty().startWith(0).asObservable()), [.next(0), .completed])
    }
}
