@testable import RxSwift
import RxTestSupport
import XCTest

/// `CombiningInput`: combineLatest replaces the element in its slot, zip queues the elements behind
/// it and each combination consumes the oldest; a source that completes is released with its
/// completion, which for the forms over a collection passes first when it ends the sequence; a
/// failing source is released before its error with the fixed-arity forms, after it over a
/// collection.
final class CombiningInputTests: RxTestCase {
    func testCombineLatestReplacesTheElementInTheSlot() {
        let sources = CombiningSources(count: 2)
        let combined = Locked<[Int]>([])
        let subscription = sources.subscribe(Observable.combineLatest(sources[0], sources[1]) { $0 * 10 + $1 }, recording: combined)
        sources.subjects[0].onNext(1)
        sources.subjects[0].onNext(2)
        sources.subjects[1].onNext(3)
        sources.subjects[1].onNext(4)
        XCTAssertEqual(combined.value, [23, 24])
        subscription.dispose()
    }

    func testZipConsumesTheOldestElementOfEachSource() {
        let sources = CombiningSources(count: 2)
        let combined = Locked<[Int]>([])
        let subscription = sources.subscribe(Observable.zip(sources[0], sources[1]) { $0 * 10 + $1 }, recording: combined)
        for element in 1...3 {
            sources.subjects[0].onNext(element)
        }
        sources.subjects[1].onNext(4)
        sources.subjects[1].onNext(5)
        XCTAssertEqual(combined.value, [14, 25])
        sources.subjects[1].onNext(6)
        sources.subjects[1].onNext(7)
        XCTAssertEqual(combined.value, [14, 25, 36])
        subscription.dispose()
    }

    func testCompletedSourceIsReleasedWithItsCompletionInBothForms() {
        let fixed = CombiningSources(count: 2)
        _ = fixed.subscribe(Observable.combineLatest(fixed[0], fixed[1]) { $0 + $1 })
        let collection = CombiningSources(count: 2)
        _ = collection.subscribe(Observable.combineLatest(collection.all) { $0.count })
        for sources in [fixed, collection] {
            sources.subjects[0].onNext(1)
            sources.subjects[0].onCompleted()
            XCTAssertEqual(sources.trace.entries, ["release 0"])
        }
        fixed.subjects[1].onCompleted()
        collection.subjects[1].onCompleted()
        XCTAssertEqual(fixed.trace.entries, ["release 0", "release 1", "completed"])
        XCTAssertEqual(collection.trace.entries, ["release 0", "completed", "release 1"], "the source that ends the sequence goes with it")
    }

    func testFailingSourceIsReleasedBeforeItsErrorOnlyWithTheFixedArityForms() {
        let fixed = CombiningSources(count: 3)
        _ = fixed.subscribe(Observable.zip(fixed[0], fixed[1], fixed[2]) { $0 + $1 + $2 })
        let collection = CombiningSources(count: 3)
        _ = collection.subscribe(Observable.zip(collection.all) { $0.count })
        fixed.subjects[1].onError(TestError.boom)
        collection.subjects[1].onError(TestError.boom)
        XCTAssertEqual(fixed.trace.entries, ["release 1", "error(TestError(1))", "release 0", "release 2"])
        XCTAssertEqual(collection.trace.entries, ["error(TestError(1))", "release 0", "release 1", "release 2"])
    }

    /// The elements kept in the slots and behind them belong to the inputs, and go with them.
    func testKeptElementsAreReleasedWithTheSubscription() {
        weak var kept: Token?
        weak var queued: Token?
        let tokens = PublishSubject<Token>()
        let other = PublishSubject<Int>()
        let subscription = Observable.zip(tokens, other) { token, _ in token }.subscribe()
        tokens.onNext(Token().named(&kept))
        tokens.onNext(Token().named(&queued))
        XCTAssertNotNil(kept)
        XCTAssertNotNil(queued)
        subscription.dispose()
        XCTAssertNil(kept)
        XCTAssertNil(queued)
    }
}
