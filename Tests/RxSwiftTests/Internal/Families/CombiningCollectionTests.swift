@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `CombiningCollection`: `combineLatest` and `zip` of a collection of sources: the empty
/// collection, the selector's array in source order, completion when an element can never be
/// combined (zip too, unlike its fixed-arity form), and collections too long for the inline
/// slots or for the immediate-slot mask.
final class CombiningCollectionTests: RxTestCase {
    func testEmptyCollectionCombinesOnceWithCombineLatestAndNeverWithZip() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.combineLatest([] as [Observable<Int>]) { $0.count }), [.next(0), .completed])
        XCTAssertEqual(recordSynchronously(Observable<Int>.zip([] as [Observable<Int>]) { $0.count }), [.completed])
    }

    func testEmptyCollectionWithAThrowingSelectorFails() {
        let combined = Observable<Int>.combineLatest([] as [Observable<Int>]) { _ -> Int in throw TestError.boom }
        XCTAssertEqual(recordSynchronously(combined), [.error(TestError.boom)])
    }

    func testSelectorReceivesTheElementsInSourceOrder() {
        let sources = CombiningSources(count: 3)
        let combined = Locked<[[Int]]>([])
        let subscription = sources.subscribe(Observable.combineLatest(sources.all) { $0 }, recording: combined)
        sources.subjects[2].onNext(3)
        sources.subjects[0].onNext(1)
        sources.subjects[1].onNext(2)
        XCTAssertEqual(combined.value, [[1, 2, 3]])
        subscription.dispose()
    }

    func testZipCompletesWhenAnElementArrivesThatCanNeverBeZipped() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.completed(220)] as [Recorded<Event<Int>>])
        let ys = scheduler.createHotObservable([.next(230, 1), .completed(300)])
        let res = scheduler.start { Observable.zip([xs.asObservable(), ys.asObservable()]) { $0.reduce(0, +) } }
        XCTAssertEqual(res.events, [.completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 230)])
    }

    /// Ten sources overflow the inline slots; seventy, the mask of sources stored at once
    /// (`just`s beyond it run through inputs).
    func testCollectionsBeyondTheInlineSlotsAndTheImmediateMaskCombine() {
        for count in [10, 70] {
            let words = (0..<count).map { "word \($0) of a string too long to be stored inline" }
            XCTAssertEqual(
                recordSynchronously(Observable.combineLatest(words.map { Observable.just($0) }) { $0.joined(separator: ",") }),
                [.next(words.joined(separator: ",")), .completed],
                "\(count) sources"
            )
            XCTAssertEqual(
                recordSynchronously(Observable.zip(words.map { Observable.just($0) }) { $0.count }),
                [.next(count), .completed],
                "\(count) sources"
            )
        }
    }
}
