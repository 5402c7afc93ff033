import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// User code that disposes its own subscription while it handles an element: as in RxSwift, whose
/// sinks drop every event once disposed, the operator whose closure disposed passes nothing on,
/// so no later operator's closure runs for that element, and the source is released at that
/// tick. One row per operator that runs user code on an element.
final class DisposalFromUserCodeTests: RxTestCase {
    /// Builds the operator under test on `source`; its closure calls `disposeOn(element)` first.
    private typealias Stage = (_ source: Observable<Int>, _ disposeOn: @escaping (Int) -> Void) -> Observable<Int>

    /// Each operator, and what it delivers before the disposal at 220 (element 1, at 210, but
    /// for `skip(while:)`, which skips it).
    private let stages: [(name: String, delivered: [Int], stage: Stage)] = [
        ("map", [1], { source, disposeOn in source.map { disposeOn($0); return $0 } }),
        ("filter", [1], { source, disposeOn in source.filter { disposeOn($0); return true } }),
        ("map then filter, the transform disposing", [1], { source, disposeOn in
            source.map { disposeOn($0); return $0 }.filter { _ in true }
        }),
        ("map then filter, the predicate disposing", [1], { source, disposeOn in
            source.map { $0 }.filter { disposeOn($0); return true }
        }),
        ("compactMap", [1], { source, disposeOn in source.compactMap { disposeOn($0); return $0 } }),
        ("scan", [1], { source, disposeOn in source.scan(0) { _, element in disposeOn(element); return element } }),
        ("distinctUntilChanged", [1], { source, disposeOn in source.distinctUntilChanged { disposeOn($0); return $0 } }),
        ("take(while:)", [1], { source, disposeOn in source.take(while: { disposeOn($0); return true }) }),
        ("take(while:) inclusive, at its last element", [1], { source, disposeOn in
            source.take(while: { disposeOn($0); return $0 < 2 }, behavior: .inclusive)
        }),
        ("skip(while:)", [], { source, disposeOn in source.skip(while: { disposeOn($0); return $0 < 2 }) }),
        ("do(onNext:)", [1], { source, disposeOn in source.do(onNext: { disposeOn($0) }) }),
        ("withUnretained", [1], { source, disposeOn in
            source.withUnretained(DisposalFromUserCodeTests.anchor) { _, element in disposeOn(element); return element }
        }),
    ]

    private static let anchor = NSObjectLike()

    func testTheOperatorWhoseClosureDisposedPassesNothingOn() {
        for (name, delivered, stage) in stages {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let observer = scheduler.createObserver(Int.self)
            var laterClosure: [Int] = []
            let subscription = SerialDisposable()
            scheduler.scheduleAt(200) {
                subscription.disposable = stage(xs.asObservable(), { element in
                    if element == 2 { subscription.dispose() }
                })
                .map { element -> Int in
                    laterClosure.append(element)
                    return element
                }
                .subscribe(observer)
            }
            scheduler.start()
            XCTAssertEqual(observer.events, delivered.map { .next(210, $0) }, name)
            XCTAssertEqual(laterClosure, delivered, "\(name): the next operator's closure ran for an element after the disposal")
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)], name)
        }
    }

    /// `reduce`'s result selector disposing: no element, no completion.
    func testReduceWhoseResultSelectorDisposesEmitsNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(300)])
        let observer = scheduler.createObserver(Int.self)
        var laterClosure: [Int] = []
        let subscription = SerialDisposable()
        scheduler.scheduleAt(200) {
            subscription.disposable = xs.reduce(0, accumulator: +, mapResult: { sum in
                subscription.dispose()
                return sum
            })
            .map { element -> Int in
                laterClosure.append(element)
                return element
            }
            .subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [])
        XCTAssertEqual(laterClosure, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }
}

/// An object for `withUnretained` to hold weakly, alive for the whole test run.
private final class NSObjectLike: Sendable {}
