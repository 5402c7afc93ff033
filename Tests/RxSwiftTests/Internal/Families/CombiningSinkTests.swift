@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `CombiningSink` with the fixed-arity forms: a source that ends is released before its event
/// passes, the others once the sequence ended, in the order they were subscribed; a source that
/// fails while the inputs are subscribed leaves the later ones to be subscribed, then everything
/// is released; an element sent from inside a delivery comes after it.
final class CombiningSinkTests: RxTestCase {
    func testFailingSourceIsReleasedFirstThenTheOthersInSubscriptionOrder() {
        for mode in [CombiningMode.latest, .zip] {
            let sources = CombiningSources(count: 3)
            let combined = mode == .latest
                ? Observable.combineLatest(sources[0], sources[1], sources[2]) { $0 + $1 + $2 }
                : Observable.zip(sources[0], sources[1], sources[2]) { $0 + $1 + $2 }
            _ = sources.subscribe(combined)
            sources.subjects[1].onError(TestError.boom)
            XCTAssertEqual(sources.trace.entries, ["release 1", "error(TestError(1))", "release 0", "release 2"], "\(mode)")
        }
    }

    func testCompletedSourcesAreReleasedAsTheyComplete() {
        let sources = CombiningSources(count: 3)
        _ = sources.subscribe(Observable.combineLatest(sources[0], sources[1], sources[2]) { $0 + $1 + $2 })
        sources.subjects[2].onNext(1)
        sources.subjects[2].onCompleted()
        XCTAssertEqual(sources.trace.entries, ["release 2"])
        sources.subjects[0].onNext(1)
        sources.subjects[0].onCompleted()
        sources.subjects[1].onNext(1)
        sources.subjects[1].onCompleted()
        XCTAssertEqual(sources.trace.entries, ["release 2", "release 0", "release 1", "completed"])
    }

    func testThrowingSelectorEndsTheSequenceThenReleasesInSubscriptionOrder() {
        let sources = CombiningSources(count: 2)
        _ = sources.subscribe(Observable.combineLatest(sources[0], sources[1]) { _, _ -> Int in throw TestError(2) })
        sources.subjects[1].onNext(1)
        sources.subjects[0].onNext(1)
        XCTAssertEqual(sources.trace.entries, ["error(TestError(2))", "release 0", "release 1"])
    }

    func testDisposalReleasesInSubscriptionOrder() {
        let sources = CombiningSources(count: 3)
        let subscription = sources.subscribe(Observable.zip(sources[0], sources[1], sources[2]) { $0 + $1 + $2 })
        subscription.dispose()
        XCTAssertEqual(sources.trace.entries, ["release 0", "release 1", "release 2"])
        XCTAssertTrue(sources.subjects.allSatisfy { !$0.hasObservers })
    }

    /// As in RxSwift, whose sink keeps its subscriptions once its run returned.
    func testSourceFailingWhileSubscribedLeavesTheLaterOnesSubscribedThenReleased() {
        let scheduler = TestScheduler(initialClock: 0)
        let later = scheduler.createColdObservable([.next(10, 1)])
        let res = scheduler.start { Observable.combineLatest(Observable<Int>.error(TestError.boom), later.asObservable()) { $0 + $1 } }
        XCTAssertEqual(res.events, [.error(200, TestError.boom)])
        XCTAssertEqual(later.subscriptions, [Subscription(200, 200)])
    }

    func testElementSentFromInsideADeliveryIsCombinedAfterItReturns() {
        let sources = CombiningSources(count: 2)
        var log: [String] = []
        let subscription = Observable.combineLatest(sources[0], sources[1]) { "\($0)\($1)" }.subscribe(onNext: { combined in
            log.append(combined)
            guard combined == "110" else { return }
            sources.subjects[0].onNext(2)
            log.append("delivery returns")
        })
        sources.subjects[0].onNext(1)
        sources.subjects[1].onNext(10)
        XCTAssertEqual(log, ["110", "delivery returns", "210"])
        subscription.dispose()
    }

    /// A `just` is stored at once, with no input (combineLatest); zip subscribes it as an input,
    /// which takes part in consuming each combination.
    func testJustSourceIsCombinedWithoutAnInputOnlyByCombineLatest() {
        let subject = PublishSubject<Int>()
        let latest = Locked<[Int]>([])
        let zipped = Locked<[Int]>([])
        let subscriptions = [
            Observable.combineLatest(Observable.just(100), subject) { $0 + $1 }.subscribe(onNext: { latest.append($0) }),
            Observable.zip(Observable.just(100), subject) { $0 + $1 }.subscribe(onNext: { zipped.append($0) }),
        ]
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(latest.value, [101, 102])
        XCTAssertEqual(zipped.value, [101])
        subscriptions.forEach { $0.dispose() }
    }
}
