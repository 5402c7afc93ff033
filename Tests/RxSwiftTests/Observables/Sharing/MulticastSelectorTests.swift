import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "MulticastSelectorTests", code: 1)

/// `multicast(_:selector:)`: per subscription, a subject shared by what the selector builds, then
/// the source connected to it.
final class MulticastSelectorTests: RxTestCase {
    /// Both uses of the subject, one of them multiplied by ten, merged.
    private func mergedTwice(_ shared: Observable<Int>) -> Observable<Int> {
        Observable.merge(shared, shared.map { $0 * 10 })
    }

    func testTheUsesInsideTheSelectorShareOneSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(240, 2), .completed(300), .next(310, 3)])
        var subjectsMade = 0
        var selectorCalls = 0
        let res = scheduler.start {
            xs.multicast({ () -> PublishSubject<Int> in
                subjectsMade += 1
                return PublishSubject()
            }, selector: { shared in
                selectorCalls += 1
                return self.mergedTwice(shared)
            })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 10), .next(240, 2), .next(240, 20), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        XCTAssertEqual(subjectsMade, 1)
        XCTAssertEqual(selectorCalls, 1)
    }

    func testEachSubscriptionHasItsOwnSubjectAndSourceSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        // A replaying subject would hand the second subscriber the first one's elements if the
        // subject were shared between subscriptions.
        let multicast = xs.multicast({ ReplaySubject<Int>.createUnbounded() }, selector: { $0 })
        let first = scheduler.createObserver(Int.self)
        let second = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) { _ = multicast.subscribe(first) }
        scheduler.scheduleAt(250) { _ = multicast.subscribe(second) }
        scheduler.start()
        XCTAssertEqual(first.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(second.events, [.next(260, 1), .next(270, 2), .completed(280)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230), Subscription(250, 280)])
    }

    func testTheSelectedSequenceIsSubscribedBeforeTheSourceIsConnected() {
        let scheduler = TestScheduler(initialClock: 0)
        // `of` emits during its subscription: a selected sequence subscribed after the connection
        // would miss it, since a publish subject keeps nothing.
        let res = scheduler.start {
            Observable.of(1, 2, 3).multicast({ PublishSubject<Int>() }, selector: { $0.map { $0 * 2 } })
        }
        XCTAssertEqual(res.events, [.next(200, 2), .next(200, 4), .next(200, 6), .completed(200)])
    }

    func testAnErrorOfTheSourceIsTheSequencesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(250, testError), .next(260, 2)])
        let ys = scheduler.createHotObservable([.next(230, 100), .next(270, 200)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in Observable.merge(self.mergedTwice(shared), ys.asObservable()) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 10), .next(230, 100), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testAnErrorThrownBySubjectSelectorIsTheSequencesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        var selectorCalls = 0
        let res = scheduler.start {
            xs.multicast({ () throws -> PublishSubject<Int> in throw testError }, selector: { shared -> Observable<Int> in
                selectorCalls += 1
                return shared
            })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
        XCTAssertEqual(selectorCalls, 0)
    }

    func testAnErrorThrownBySelectorIsTheSequencesError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ -> Observable<Int> in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(xs.subscriptions, [])
    }

    func testDisposalMidStreamEndsTheSourceAndTheSelectedSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .next(260, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(230, 100), .next(270, 200)])
        let res = scheduler.start(disposed: 250) {
            xs.multicast({ PublishSubject<Int>() }, selector: { shared in Observable.merge(self.mergedTwice(shared), ys.asObservable()) })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 10), .next(230, 100), .next(240, 2), .next(240, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 250)])
    }

    func testASelectedSequenceThatEndsAtOnceStillConnectsAndDisconnectsTheSource() {
        // As in RxSwift: the connection is made, then disposed at once.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(300)])
        let res = scheduler.start {
            xs.multicast({ PublishSubject<Int>() }, selector: { _ in Observable.just(7) })
        }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
    }

    func testAnElementFedBackIntoTheSourceFromOnNextArrivesAfterTheCurrentOne() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = subject.multicast({ PublishSubject<Int>() }, selector: { self.mergedTwice($0) })
            .subscribe(onNext: { element in
                received.append(element)
                if element == 1 { subject.onNext(2) }
            })
        subject.onNext(1)
        subscription.dispose()
        XCTAssertEqual(received, [1, 10, 2, 20])
    }
}
