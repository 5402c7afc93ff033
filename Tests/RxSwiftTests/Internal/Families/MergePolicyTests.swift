@testable import RxSwift
import RxTestSupport
import XCTest

/// `MergePolicy`: what its flags change in a `MergeSink`: how many inners run, whether a busy sink
/// skips outer elements, when the last inner and the outer subscription are released relative to
/// the completion.
final class MergePolicyTests: RxTestCase {
    private let concatMap = MergePolicy(maxConcurrent: 1)
    private let flatMapFirst = MergePolicy(maxConcurrent: 1, skipsElementsWhileBusy: true)
    private let concat = MergePolicy(maxConcurrent: 1, releasesLastInnerAfterCompleting: true)

    func testUnlimitedRunsEveryInnerAtOnce() {
        XCTAssertEqual(MergePolicy.unlimited.maxConcurrent, .max)
        let merge = MergeHarness(.unlimited)
        merge.outer(0, 1, 2)
        XCTAssertEqual(merge.running, [0, 1, 2])
        merge.end()
    }

    func testMaxConcurrentRunsThatManyAndStartsTheOthersInTheirOrder() {
        let merge = MergeHarness(MergePolicy(maxConcurrent: 2), inners: 4)
        merge.outer(0, 1, 2, 3)
        XCTAssertEqual(merge.running, [0, 1])
        XCTAssertEqual(merge.selections, [0, 1, 2, 3], "elements are selected at once; their sources wait")
        merge.inners[1].onCompleted()
        XCTAssertEqual(merge.running, [0, 2])
        merge.inners[0].onCompleted()
        XCTAssertEqual(merge.running, [2, 3])
        merge.end()
    }

    /// An inner `just` under a limit takes its turn like any source: it does not overtake the
    /// running inner.
    func testInnerJustWaitsForItsTurnUnderALimit() {
        let merge = MergeHarness(concatMap)
        merge.outer(0)
        merge.inners[0].onNext(1)
        merge.outer(100)
        merge.inners[0].onNext(2)
        XCTAssertEqual(merge.downstream.events, [.next(1), .next(2)])
        merge.inners[0].onCompleted()
        XCTAssertEqual(merge.downstream.events, [.next(1), .next(2), .next(100)])
        merge.end()
    }

    func testInnerJustIsDeliveredAtOnceWithoutALimit() {
        let merge = MergeHarness(.unlimited)
        merge.outer(0)
        merge.outer(100)
        merge.inners[0].onNext(1)
        XCTAssertEqual(merge.downstream.events, [.next(100), .next(1)])
        merge.end()
    }

    /// As in RxSwift: with no slot nothing ever runs, and the outer completion completes.
    func testZeroConcurrencyNeverSubscribesAnInner() {
        let merge = MergeHarness(MergePolicy(maxConcurrent: 0))
        merge.outer(0, 1)
        XCTAssertEqual(merge.running, [])
        merge.outerCompletes()
        XCTAssertEqual(merge.downstream.events, [.completed])
    }

    func testSkipsElementsWhileBusyWithoutSelectingThem() {
        let merge = MergeHarness(flatMapFirst)
        merge.outer(0, 1)
        XCTAssertEqual(merge.selections, [0])
        merge.inners[0].onCompleted()
        merge.outer(2)
        XCTAssertEqual(merge.selections, [0, 2])
        XCTAssertEqual(merge.running, [2])
        merge.end()
    }

    func testWithoutSkippingElementsWhileBusyTheyWait() {
        let merge = MergeHarness(concatMap)
        merge.outer(0, 1)
        XCTAssertEqual(merge.selections, [0, 1])
        merge.inners[0].onCompleted()
        XCTAssertEqual(merge.running, [1])
        merge.end()
    }

    func testReleasesLastInnerAfterCompletingOnlyWhenAsked() {
        let expectations: [(MergePolicy, [String])] = [
            (concatMap, ["outer released", "inner 0 released", "completed"]),
            (concat, ["outer released", "completed", "inner 0 released"]),
        ]
        for (policy, expected) in expectations {
            let merge = MergeHarness(policy)
            merge.outer(0)
            merge.outerCompletes()
            merge.inners[0].onCompleted()
            XCTAssertEqual(merge.trace.entries, expected, "\(policy)")
        }
    }

    /// RxSwift's `concat` again: a last source that completes while the loop subscribes it is
    /// released once its subscription returned, before the completion.
    func testLastInnerCompletingWhileSubscribedIsReleasedBeforeTheCompletion() {
        let trace = Trace()
        let source = Observable<Int>.create { observer in
            observer.onCompleted()
            trace("subscription returns")
            return Disposables.create()
        }
        _ = Observable.concat([source.tracingRelease("released", in: trace)]).subscribe(onCompleted: { trace("completed") })
        XCTAssertEqual(trace.entries, ["subscription returns", "released", "completed"])
    }

    /// The outer subscription ends with the outer sequence: before the completion passes without
    /// a limit (or when skipping), after it with one, when the sink ends.
    func testOuterIsReleasedBeforeTheCompletionUnlessConcurrencyIsLimited() {
        let expectations: [(MergePolicy, [String])] = [
            (.unlimited, ["outer released", "completed"]),
            (flatMapFirst, ["outer released", "completed"]),
            (concatMap, ["completed", "outer released"]),
            (concat, ["completed", "outer released"]),
        ]
        for (policy, expected) in expectations {
            let merge = MergeHarness(policy)
            merge.outerCompletes()
            XCTAssertEqual(merge.trace.entries, expected, "\(policy)")
        }
    }

    /// Whatever the limit, an outer sequence that completes while inners run lets go of its
    /// subscription at once.
    func testOuterCompletingWhileInnersRunIsReleasedAtOnce() {
        for policy in [MergePolicy.unlimited, flatMapFirst, concatMap, concat] {
            let merge = MergeHarness(policy)
            merge.outer(0)
            merge.outerCompletes()
            XCTAssertEqual(merge.trace.entries, ["outer released"], "\(policy)")
            merge.end()
        }
    }
}
