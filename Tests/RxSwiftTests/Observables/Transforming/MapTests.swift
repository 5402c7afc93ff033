import Foundation
@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "MapTests", code: 1)

final class MapTests: RxTestCase {
    func testMap_TransformsEachElementAtItsTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .next(220, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 20), .next(220, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMap_ChangesTheElementType() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { xs.map { "#\($0)" } }
        XCTAssertEqual(res.events, [.next(210, "#1"), .next(220, "#2"), .completed(230)])
    }

    func testMap_KeyPath() {
        struct Person { let name: String }
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, Person(name: "Ann")), .next(220, Person(name: "Bob")), .completed(230)])
        let res = scheduler.start { xs.map(\.name) }
        XCTAssertEqual(res.events, [.next(210, "Ann"), .next(220, "Bob"), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMap_ForwardsTheSourceError() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .error(220, testError), .next(230, 2)])
        let res = scheduler.start { xs.map { $0 + 1 } }
        XCTAssertEqual(res.events, [.next(210, 2), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testMap_ThrowingTransformFailsAndUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var calls = 0
        let res = scheduler.start {
            xs.map { element -> Int in
                calls += 1
                if element == 2 { throw testError }
                return element
            }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(calls, 2)
    }

    func testMap_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.map { $0 } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMap_EmptyNeverAndImmediateError() {
        let empty = TestScheduler(initialClock: 0).start { Observable<Int>.empty().map { $0 } }
        XCTAssertEqual(empty.events, [.completed(200)])
        let never = TestScheduler(initialClock: 0).start { Observable<Int>.never().map { $0 } }
        XCTAssertEqual(never.events, [])
        let failing = TestScheduler(initialClock: 0).start { Observable<Int>.error(testError).map { $0 } }
        XCTAssertEqual(failing.events, [.error(200, testError)])
    }

    func testMap_ReentrantElementKeepsOrder() {
        let events = recordReentrantly({ $0.map { $0 * 10 } }, feeding: [.next(1), .next(3), .completed]) { element, source in
            if element == 10 { source.onNext(2) }
        }
        XCTAssertEqual(events, [.next(10), .next(20), .next(30), .completed])
    }
}

/// Synchronous checks, without a scheduler.
extension MapTests {
    func testMapTransformsEveryElement() {
        XCTAssertEqual(recordSynchronously(Observable.of(1, 2, 3).map { $0 * 10 }), [.next(10), .next(20), .next(30), .completed])
    }

    func testMapChangesTheType() {
        XCTAssertEqual(recordSynchronously(Observable.of(1, 2).map { "#\($0)" }), [.next("#1"), .next("#2"), .completed])
    }

    func testMapKeyPath() {
        struct Person { let name: String }
        let source = Observable.of(Person(name: "Ann"), Person(name: "Bob")).map(\.name)
        XCTAssertEqual(recordSynchronously(source), [.next("Ann"), .next("Bob"), .completed])
    }

    func testMapPassesErrorsThrough() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(1))
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(source.map { $0 + 1 }), [.next(2), .error(TestError(1))])
    }

    func testThrowingTransformEndsTheSequenceAndDisposesTheSource() {
        var captured: AnyObserver<Int>?
        let resource = CountingDisposable()
        let source = Observable<Int>.create { observer in
            captured = observer
            return resource
        }
        var events: [Recording<Int>] = []
        var transformed: [Int] = []
        _ = source.map { element -> Int in
            transformed.append(element)
            if element == 2 { throw TestError(2) }
            return element
        }.subscribe { events.append(Recording($0)) }
        captured?.onNext(1)
        captured?.onNext(2)
        XCTAssertEqual(resource.count, 1, "the source is disposed as soon as the transform throws")
        captured?.onNext(3)
        captured?.onCompleted()
        XCTAssertEqual(events, [.next(1), .error(TestError(2))])
        XCTAssertEqual(transformed, [1, 2])
    }

    func testDisposingStopsTheSourceAndTheTransform() {
        let subject = PublishSubject<Int>()
        var transformed = 0
        let subscription = subject.map { element -> Int in
            transformed += 1
            return element
        }.subscribe()
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(transformed, 1)
    }

    func testMapIsEvaluatedPerSubscription() {
        var calls = 0
        let source = Observable.of(1, 2).map { element -> Int in
            calls += 1
            return element
        }
        XCTAssertEqual(calls, 0)
        _ = source.subscribe()
        _ = source.subscribe()
        XCTAssertEqual(calls, 4)
    }

    func testLongChainOfMaps() {
        var source = Observable.just(0)
        for _ in 0..<1_000 {
            source = source.map { $0 + 1 }
        }
        XCTAssertEqual(recordSynchronously(source), [.next(1_000), .completed])
    }

    // MARK: map followed by filter, one stage

    func testMapFilter_OneStageKeepsTicksAndReleasesTheSourceOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let res = scheduler.start { xs.map { $0 * 10 }.filter { $0 != 20 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 30), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testMapFilter_ThrowingTransformOrPredicateFailsAndUnsubscribesAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let ys = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        var predicateCalls = 0
        let throwingTransform = scheduler.createObserver(Int.self)
        let throwingPredicate = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.map { element -> Int in
                if element == 2 { throw testError }
                return element
            }
            .filter { _ in
                predicateCalls += 1
                return true
            }
            .subscribe(throwingTransform)
            _ = ys.map { $0 * 10 }.filter { element in
                if element == 20 { throw testError }
                return true
            }
            .subscribe(throwingPredicate)
        }
        scheduler.start()
        XCTAssertEqual(throwingTransform.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(predicateCalls, 1, "the predicate is not asked about an element the transform failed on")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(throwingPredicate.events, [.next(210, 10), .error(220, testError)])
        XCTAssertEqual(ys.subscriptions, [Subscription(200, 220)])
    }

    func testMapFilter_DisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.map { $0 + 1 }.filter { _ in true } }
        XCTAssertEqual(res.events, [.next(210, 2), .next(220, 3)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapFilter_AMapKeptElsewhereIsNotFiltered() {
        // `mapped` is still referenced when `filter` is applied: the fused stage is a new
        // sequence, and `mapped` keeps emitting everything.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
        let mapped = xs.map { $0 * 10 }
        let filtered = mapped.filter { $0 != 20 }
        let all = scheduler.createObserver(Int.self)
        let some = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = mapped.subscribe(all)
            _ = filtered.subscribe(some)
        }
        scheduler.start()
        XCTAssertEqual(all.events, [.next(210, 10), .next(220, 20), .next(230, 30), .completed(300)])
        XCTAssertEqual(some.events, [.next(210, 10), .next(230, 30), .completed(300)])
    }

    func testMapFilter_FusedInPlaceOnlyWhenAskedTo() {
        let mapped = Observable.of(1, 2, 3).map { $0 * 10 }
        guard case .fused(let copy) = mapped.filtered(by: { $0 != 20 }, inPlace: false) else {
            return XCTFail("a map has a fused form")
        }
        XCTAssertFalse(copy === mapped, "a map referenced elsewhere is left as it is")
        XCTAssertEqual(recordSynchronously(mapped), [.next(10), .next(20), .next(30), .completed])
        XCTAssertEqual(recordSynchronously(copy), [.next(10), .next(30), .completed])

        guard case .fusedInPlace = mapped.filtered(by: { $0 != 30 }, inPlace: true) else {
            return XCTFail("a map referenced by nothing else takes the predicate itself")
        }
        XCTAssertEqual(recordSynchronously(mapped), [.next(10), .next(20), .completed])
    }

    func testMapFilter_InPlaceOnlyWhenNothingElseReferencesTheMap() {
        // `isKnownUniquelyReferenced` counts strong references only: a weak or unowned holder
        // would see the map change under it if it took the predicate in place.
        final class Holder {
            weak var weakly: Observable<Int>?
            unowned var unownedly: Observable<Int>
            init(_ observable: Observable<Int>) { unownedly = observable }
        }
        var alone = Observable.of(1, 2, 3).map { $0 * 10 }
        XCTAssertTrue(isKnownUniquelyReferenced(&alone) && hasNoWeakOrUnownedReferences(alone))

        var strongly = Observable.of(1, 2, 3).map { $0 * 10 }
        let strongHolder = strongly
        XCTAssertFalse(isKnownUniquelyReferenced(&strongly) && hasNoWeakOrUnownedReferences(strongly), "held strongly elsewhere")
        withExtendedLifetime(strongHolder) {}

        var weakly = Observable.of(1, 2, 3).map { $0 * 10 }
        let anchor = Observable<Int>.never()
        let weakHolder = Holder(anchor)
        weakHolder.weakly = weakly
        XCTAssertTrue(isKnownUniquelyReferenced(&weakly), "no other strong reference")
        XCTAssertFalse(hasNoWeakOrUnownedReferences(weakly), "held weakly elsewhere")
        // What `filter` does with that answer: the map the holder sees keeps its elements.
        guard case .fused(let filtered) = weakly.filtered(by: { $0 != 20 }, inPlace: hasNoWeakOrUnownedReferences(weakly)) else {
            return XCTFail("a map held weakly elsewhere gives a new fused stage")
        }
        XCTAssertEqual(recordSynchronously(weakHolder.weakly!), [.next(10), .next(20), .next(30), .completed])
        XCTAssertEqual(recordSynchronously(filtered), [.next(10), .next(30), .completed])

        var unownedly = Observable.of(1, 2, 3).map { $0 * 10 }
        let unownedHolder = Holder(unownedly)
        XCTAssertTrue(isKnownUniquelyReferenced(&unownedly), "no other strong reference")
        XCTAssertFalse(hasNoWeakOrUnownedReferences(unownedly), "held unowned elsewhere")
        withExtendedLifetime(unownedHolder) {}
        withExtendedLifetime(weakly) {}
        withExtendedLifetime(anchor) {}
    }

    func testMapFilter_ASecondFilterIsAStageOfItsOwn() {
        let fused = Observable.of(1, 2, 3, 4).map { $0 * 10 }.filter { $0 != 20 }
        guard case .none = fused.filtered(by: { _ in true }, inPlace: true) else { return XCTFail("a map takes one predicate") }
        guard case .none = fused.filtered(by: { _ in true }, inPlace: false) else { return XCTFail("a map takes one predicate") }
        XCTAssertEqual(recordSynchronously(fused.filter { $0 != 40 }), [.next(10), .next(30), .completed])
        XCTAssertEqual(recordSynchronously(fused), [.next(10), .next(30), .next(40), .completed])
        // The same as one expression, where the map is a temporary that may take the first
        // predicate in place (in optimized builds).
        XCTAssertEqual(recordSynchronously(Observable.of(1, 2, 3, 4).map { $0 * 10 }.filter { $0 != 20 }.filter { $0 != 40 }), [.next(10), .next(30), .completed])
    }

    // MARK: map followed by filter, reentrancy and threads

    /// The two ways of writing `source.map(transform).filter(predicate)` compared below: one
    /// fused stage, and a chain whose `filter` is a stage of its own (a map takes one predicate:
    /// the second `filter` is not fused).
    private typealias MapFilterChain = (Observable<Int>, @escaping (Int) -> Int, @escaping (Int) -> Bool) -> Observable<Int>
    private static func fusedChain(_ source: Observable<Int>, _ transform: @escaping (Int) -> Int, _ predicate: @escaping (Int) -> Bool) -> Observable<Int> {
        source.map(transform).filter(predicate)
    }

    private static func unfusedChain(_ source: Observable<Int>, _ transform: @escaping (Int) -> Int, _ predicate: @escaping (Int) -> Bool) -> Observable<Int> {
        source.map(transform).filter { _ in true }.filter(predicate)
    }

    /// Feeds 1, 2, 3 and a completion to `chain` through `feed`, with a reentrant element sent
    /// to the source from the transform (7, on 1), the predicate (8, on 30) and the observer (9,
    /// on 70); returns every call of the transform (t), the predicate (p) and the observer (o), in order.
    private func reentrantCallLog(_ chain: MapFilterChain, source: Observable<Int>, feed: @escaping () -> AnyObserver<Int>?) -> [String] {
        var log: [String] = []
        let transform = { (element: Int) -> Int in
            log.append("t\(element)")
            if element == 1 { feed()?.onNext(7) }
            return element * 10
        }
        let predicate = { (element: Int) -> Bool in
            log.append("p\(element)")
            if element == 30 { feed()?.onNext(8) }
            return element != 20
        }
        RxDiagnostics.withReporter({ _ in }) {
            let subscription = chain(source, transform, predicate).subscribe { event in
                switch event {
                case .next(let element):
                    log.append("o\(element)")
                    if element == 70 { feed()?.onNext(9) }
                case .error(let error):
                    log.append("error \(error)")
                case .completed:
                    log.append("completed")
                }
            }
            for element in [1, 2, 3] {
                feed()?.onNext(element)
            }
            feed()?.onCompleted()
            subscription.dispose()
        }
        return log
    }

    /// A subject delivers an element sent from inside its own delivery after the current one:
    /// through the fused stage, whether it comes from the transform, the predicate or the
    /// observer, it is transformed, filtered and delivered after the current element, in order,
    /// exactly as through the unfused chain.
    func testMapFilter_ReentrantElementsFromASubjectComeAfterTheCurrentOneAsUnfused() {
        func run(_ chain: MapFilterChain) -> [String] {
            let subject = PublishSubject<Int>()
            return reentrantCallLog(chain, source: subject.asObservable(), feed: { subject.asObserver() })
        }
        let expected = [
            "t1", "p10", "o10", // 7, sent from the transform, waits for 10's delivery
            "t7", "p70", "o70",
            "t9", "p90", "o90", // sent from the observer
            "t2", "p20",
            "t3", "p30", "o30", // 8, sent from the predicate, waits for 30's delivery
            "t8", "p80", "o80",
            "completed",
        ]
        XCTAssertEqual(run(Self.unfusedChain), expected)
        XCTAssertEqual(run(Self.fusedChain), expected)
    }

    /// A `create` observer delivers an element sent from inside a delivery at once, nested in it
    /// (as RxSwift 6 does): the fused stage handles the nested element completely, then resumes
    /// the current one where it was, exactly as the unfused chain does.
    func testMapFilter_NestedReentrantElementsMatchTheUnfusedChain() {
        func run(_ chain: MapFilterChain) -> [String] {
            var observer: AnyObserver<Int>?
            let source = Observable<Int>.create { subscriber in
                observer = subscriber
                return Disposables.create()
            }
            let log = reentrantCallLog(chain, source: source, feed: { observer })
            observer = nil
            return log
        }
        let expected = [
            "t1",
            "t7", "p70", "o70", // sent from the transform of 1
            "t9", "p90", "o90", // sent from the observer of 70
            "p10", "o10", // 1 resumes
            "t2", "p20",
            "t3", "p30",
            "t8", "p80", "o80", // sent from the predicate of 30
            "o30", // 3 resumes
            "completed",
        ]
        XCTAssertEqual(run(Self.unfusedChain), expected)
        XCTAssertEqual(run(Self.fusedChain), expected)
    }

    /// One fused sequence, built once, subscribed from 4 threads at once, each subscription to
    /// its own synchronous data: each subscriber gets exactly its elements, transformed and
    /// filtered, in order, then completion, and no other subscription's.
    func testMapFilter_OneFusedSequenceSubscribedFromFourThreads() {
        let rounds = Stress.count(30, minimum: 5)
        let count = 2_000
        let stride = 1_000_000
        func expected(base: Int) -> [Int] {
            (base..<base + count).map { $0 * 3 }.filter { $0 % 2 == 0 }
        }
        for round in 0..<rounds {
            let subscriptions = Counter()
            // Subscription k emits k * stride ..< k * stride + count.
            let source = Observable<Int>.deferred {
                let k = subscriptions.increment() - 1
                return Observable.range(start: k * stride, count: count)
            }
            let fused = source.map { $0 * 3 }.filter { $0 % 2 == 0 }
            let probes = (0..<4).map { _ in GrammarProbe<Int>(keepsElements: true, check: strictlyIncreasing) }
            XCTAssertTrue(runThreads(4, timeout: 10) { index in
                _ = fused.subscribe(probes[index])
            }, "round \(round)")
            var bases: Set<Int> = []
            for (index, probe) in probes.enumerated() {
                probe.assertGrammar("round \(round), thread \(index)")
                XCTAssertTrue(probe.isCompleted, "round \(round), thread \(index)")
                let elements = probe.elements
                let base = (elements.first ?? -1) / 3
                bases.insert(base)
                XCTAssertEqual(elements, expected(base: base), "round \(round), thread \(index)")
            }
            XCTAssertEqual(bases, Set((0..<4).map { $0 * stride }), "round \(round): one subscription each")
        }
    }
}
