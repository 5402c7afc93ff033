import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class AsInfallibleTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    func testOnErrorJustReturn() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, -1), .completed(220)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testOnErrorFallbackTo() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
        let res = scheduler.start { xs.asInfallible(onErrorFallbackTo: Infallible.of(7, 8)) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 7), .next(220, 8), .completed(220)])
    }

    func testOnErrorRecover() {
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(5))])
        let res = scheduler.start { xs.asInfallible(onErrorRecover: { error in Infallible.just((error as! TestError).id * 10) }) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 50), .completed(220)])
    }

    func testWithoutErrorNothingChanges() {
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
        let res = scheduler.start { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1), .completed(220)])
    }

    func testDisposedMidStream() {
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .error(270, TestError(1))])
        let res = scheduler.start(disposed: 250) { xs.asInfallible(onErrorJustReturn: -1) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFromTraits() {
        var received: [Int] = []
        _ = Single<Int>.error(TestError()).asInfallible(onErrorJustReturn: 3).subscribe(onNext: { received.append($0) })
        _ = Maybe<Int>.error(TestError()).asInfallible(onErrorFallbackTo: .just(4)).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [3, 4])
    }
}
