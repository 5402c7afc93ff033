import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class InfallibleTransformingTests: RxTestCase {
    private var scheduler: TestScheduler!

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
    }

    /// A hot source wrapped as an Infallible (it has no error event).
    private func hot(_ events: [Recorded<Event<Int>>]) -> (TestableObservable<Int>, Infallible<Int>) {
        let xs = scheduler.createHotObservable(events)
        return (xs, Infallible.create { observer in
            xs.subscribe { event in
                switch event {
                case .next(let element): observer(.next(element))
                case .completed: observer(.completed)
                case .error: XCTFail("the test source must not fail")
                }
            }
        })
    }

    func testMap() {
        let (xs, infallible) = hot([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { infallible.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testMapDisposed() {
        let (xs, infallible) = hot([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { infallible.map { $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testFlatMapMergesInnerSequences() {
        let (xs, infallible) = hot([.next(210, 1), .next(220, 2), .completed(230)])
        let res = scheduler.start { infallible.flatMap { element in Infallible.of(element, element * 10) } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(210, 10), .next(220, 2), .next(220, 20), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testFlatMapLatestSwitches() {
        let (_, infallible) = hot([.next(210, 1), .next(220, 2), .completed(300)])
        let inner = scheduler.createColdObservable([.next(5, 0), .next(15, 1), .completed(20)])
        let res = scheduler.start {
            infallible.flatMapLatest { element in Infallible.create { observer in inner.subscribe(onNext: { observer(.next($0 + element * 100)) }, onCompleted: { observer(.completed) }) } }
        }
        XCTAssertEqual(res.events, [.next(215, 100), .next(225, 200), .next(235, 201), .completed(300)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 220), Subscription(220, 240)])
    }

    func testFlatMapFirstIgnoresWhileBusy() {
        let (_, infallible) = hot([.next(210, 1), .next(215, 2), .next(240, 3), .completed(300)])
        let res = scheduler.start {
            infallible.flatMapFirst { element in Infallible<Int>.timer(.seconds(20), scheduler: self.scheduler).map { _ in element } }
        }
        XCTAssertEqual(res.events, [.next(230, 1), .next(260, 3), .completed(300)])
    }

    func testConcatMapKeepsOrder() {
        let (_, infallible) = hot([.next(210, 1), .next(215, 2), .completed(220)])
        let res = scheduler.start {
            infallible.concatMap { element in Infallible<Int>.timer(.seconds(20), scheduler: self.scheduler).map { _ in element } }
        }
        XCTAssertEqual(res.events, [.next(230, 1), .next(250, 2), .completed(250)])
    }

    func testFlatMapDisposedMidStream() {
        let (xs, infallible) = hot([.next(210, 1), .completed(400)])
        let inner = scheduler.createColdObservable([.next(100, 7)])
        let res = scheduler.start(disposed: 250) {
            infallible.flatMap { _ in Infallible.create { observer in inner.subscribe(onNext: { observer(.next($0)) }) } }
        }
        XCTAssertEqual(res.events, [])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(inner.subscriptions, [Subscription(210, 250)])
    }

    func testCompactMap() {
        let (xs, infallible) = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { infallible.compactMap { $0.isMultiple(of: 2) ? nil : $0 * 10 } }
        XCTAssertEqual(res.events, [.next(210, 10), .next(230, 30), .completed(240)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)])
    }

    func testScan() {
        let (_, infallible) = hot([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
        let res = scheduler.start { infallible.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(240)])
        let into = TestScheduler(initialClock: 0).start { Infallible.of(1, 2).scan(into: [Int]()) { $0.append($1) } }
        XCTAssertEqual(into.events.compactMap { $0.value.element }, [[1], [1, 2]])
    }

    func testScanDisposed() {
        let (xs, infallible) = hot([.next(210, 1), .next(260, 2), .completed(300)])
        let res = scheduler.start(disposed: 250) { infallible.scan(0, accumulator: +) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testWithUnretained() {
        final class Owner {
            let factor = 10
        }
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        let infallible = Infallible<Int>.create { observer in subject.subscribe(onNext: { observer(.next($0)) }) }
        var pairs: [Int] = []
        var selected: [Int] = []
        var completions = 0
        _ = infallible.withUnretained(owner!).subscribe(onNext: { object, element in pairs.append(object.factor * element) }, onCompleted: { completions += 1 })
        _ = infallible.withUnretained(owner!) { object, element in object.factor + element }.subscribe(onNext: { selected.append($0) }, onCompleted: { completions += 1 })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        XCTAssertEqual(pairs, [10])
        XCTAssertEqual(selected, [11])
        XCTAssertEqual(completions, 2, "completes once the object is gone")
    }
}
