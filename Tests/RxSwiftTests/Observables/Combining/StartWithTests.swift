import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "StartWithTests", code: 1)

final class StartWithTests: RxTestCase {
    func testStartWith_EmitsTheElementsAtSubscriptionThenTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(220, 3), .next(230, 4), .completed(300)])
        let res = scheduler.start { xs.startWith(1, 2) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(200, 2), .next(220, 3), .next(230, 4), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testStartWith_ChainedCallsPrependInReverseOrder() {
        var elements: [Int] = []
        _ = Observable.of(3).startWith(2).startWith(1).subscribe(onNext: { elements.append($0) })
        XCTAssertEqual(elements, [1, 2, 3])
    }

    func testStartWith_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.error(220, testError)] as [Recorded<Event<Int>>])
        let res = scheduler.start { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testStartWith_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.startWith(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    /// RxSwift's `startWith` subscribes the source after its elements whatever the downstream
    /// did with them: ended by `take(1)`, the source is subscribed and released in the same tick.
    func testStartWith_DisposedDuringThePrefixSubscribesAndReleasesTheSource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(220, 3), .completed(300)])
        let res = scheduler.start { xs.startWith(1, 2).take(1) }
        XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testStartWith_EmptyNeverAndNoElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { empty.startWith(1) }.events, [.next(200, 1), .completed(250)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable<Int>.never().startWith(1) }.events, [.next(200, 1)])
        XCTAssertEqual(TestScheduler(initialClock: 0).start { Observable.of(5).startWith() }.events, [.next(200, 5), .completed(200)])
    }

    func testStartWith_ElementFedFromInsideThePrefixComesAfterIt() {
        let subject = PublishSubject<Int>()
        var elements: [Int] = []
        let subscription = subject.startWith(1, 2).subscribe(onNext: { element in
            elements.append(element)
            // Not subscribed to the subject yet: nobody receives this.
            if element == 1 { subject.onNext(99) }
        })
        subject.onNext(3)
        subscription.dispose()
        XCTAssertEqual(elements, [1, 2, 3])
    }
}
