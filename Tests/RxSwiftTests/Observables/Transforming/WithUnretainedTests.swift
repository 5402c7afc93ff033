import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "WithUnretainedTests", code: 1)

private final class Owner {
    let name: String

    init(_ name: String) {
        self.name = name
    }
}

final class WithUnretainedTests: RxTestCase {
    func testWithUnretained_PairsElementsWithTheObject() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("a")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let res = scheduler.start { xs.withUnretained(owner).map { "\($0.0.name)\($0.1)" } }
        XCTAssertEqual(res.events, [.next(210, "a1"), .next(220, "a2"), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testWithUnretained_ResultSelector() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("b")
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start { xs.withUnretained(owner) { owner, element in owner.name + String(element) } }
        XCTAssertEqual(res.events, [.next(210, "b1"), .completed(300)])
    }

    func testWithUnretained_CompletesAtTheFirstElementAfterTheObjectWentAway() {
        let scheduler = TestScheduler(initialClock: 0)
        var owner: Owner? = Owner("c")
        weak let weakOwner = owner
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(240, 3), .completed(300)])
        let observer = scheduler.createObserver(String.self)
        scheduler.scheduleAt(200) {
            _ = xs.withUnretained(owner!) { owner, element in owner.name + String(element) }.subscribe(observer)
        }
        scheduler.scheduleAt(220) { owner = nil }
        scheduler.start()
        XCTAssertNil(weakOwner, "the subscription must not keep the object alive")
        XCTAssertEqual(observer.events, [.next(210, "c1"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretained_SourceErrorPassesThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("d")
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError)])
        let res = scheduler.start { xs.withUnretained(owner).map(\.1) }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testWithUnretained_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("e")
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2)])
        let res = scheduler.start(disposed: 230) { xs.withUnretained(owner).map(\.1) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testWithUnretained_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let owner = Owner("f")
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { empty.withUnretained(owner).map(\.1) }.events, [.completed(250)])
        let never = TestScheduler(initialClock: 0).start { Observable<Int>.never().withUnretained(owner).map(\.1) }
        XCTAssertEqual(never.events, [])
    }

    func testWithUnretained_ReentrantElementKeepsOrder() {
        let owner = Owner("g")
        let events = recordReentrantly({ $0.withUnretained(owner) { $0.name + String($1) } }, feeding: [.next(1), .next(3), .completed]) { element, source in
            if element == "g1" { source.onNext(2) }
        }
        XCTAssertEqual(events, [.next("g1"), .next("g2"), .next("g3"), .completed])
    }
}
