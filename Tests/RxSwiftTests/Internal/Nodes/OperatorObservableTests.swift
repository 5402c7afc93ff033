@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `OperatorObservable`: one sink per subscription, made from the arguments the sequence keeps;
/// the sink subscribes the source before it is linked downstream; a `filter` after it runs in the
/// sink type `fusedSinkType` names, once.
final class OperatorObservableTests: RxTestCase {
    /// What every sink of one sequence shares: a record of what they did.
    private final class Probe {
        let fuses: Bool
        let trace = Trace()
        /// The type of each sink made, and its identity (not a reference: the sink holds this).
        var sinks: [(type: String, id: ObjectIdentifier)] = []
        var received: [Int] = []

        init(fuses: Bool) {
            self.fuses = fuses
        }
    }

    private struct ProbeArguments {
        let probe: Probe
    }

    /// Multiplies by 10 and records what it made and received.
    private class ProbeSink: Sink<Int, Int>, OperatorSink, @unchecked Sendable {
        // @unchecked Sendable: touched by one thread.
        let probe: Probe

        required init(_ arguments: borrowing ProbeArguments, downstream: ObserverNode<Int>) {
            probe = arguments.probe
            super.init(downstream: downstream)
            probe.sinks.append((String(describing: type(of: self)), ObjectIdentifier(self)))
        }

        required init(_ arguments: borrowing ProbeArguments, filter: @escaping (Int) throws -> Bool, downstream: ObserverNode<Int>) {
            rxAbstractMethod()
        }

        override func start(from source: Observable<Int>) {
            probe.trace("start")
            super.start(from: source)
        }

        override func receive(_ element: Int) {
            probe.received.append(element)
            downstream.receive(element * 10)
        }

        override func disposeResources() {
            probe.trace("sink released")
        }

        class func fusedSinkType(_ arguments: borrowing ProbeArguments) -> AnyClass? {
            arguments.probe.fuses ? FusedProbeSink.self : nil
        }
    }

    private final class FusedProbeSink: ProbeSink, @unchecked Sendable {
        private let predicate: (Int) throws -> Bool

        required init(_ arguments: borrowing ProbeArguments, downstream: ObserverNode<Int>) {
            rxAbstractMethod()
        }

        required init(_ arguments: borrowing ProbeArguments, filter: @escaping (Int) throws -> Bool, downstream: ObserverNode<Int>) {
            predicate = filter
            super.init(arguments, downstream: downstream)
        }

        override func receive(_ element: Int) {
            probe.received.append(element)
            let result = element * 10
            if (try? predicate(result)) == true {
                downstream.receive(result)
            }
        }
    }

    private func probed(_ source: Observable<Int>, fuses: Bool = false) -> (OperatorObservable<ProbeSink, ProbeArguments>, Probe) {
        let probe = Probe(fuses: fuses)
        return (OperatorObservable<ProbeSink, _>(source: source, arguments: ProbeArguments(probe: probe)), probe)
    }

    private func sinkTypes(of probe: Probe) -> [String] {
        probe.sinks.map(\.type)
    }

    func testEachSubscriptionRunsASinkOfItsOwnOnTheSharedArguments() {
        let subject = PublishSubject<Int>()
        let (sequence, probe) = probed(subject.asObservable())
        var first: [Int] = []
        var second: [Int] = []
        let subscriptions = [
            sequence.subscribe(onNext: { first.append($0) }),
            sequence.subscribe(onNext: { second.append($0) }),
        ]
        subject.onNext(1)
        XCTAssertEqual(probe.sinks.count, 2)
        XCTAssertNotEqual(probe.sinks[0].id, probe.sinks[1].id)
        XCTAssertEqual(probe.received, [1, 1], "both sinks were made of the one probe the sequence keeps")
        XCTAssertEqual(first, [10])
        XCTAssertEqual(second, [10])
        subscriptions.forEach { $0.dispose() }
    }

    func testSourceIsSubscribedForTheSubscriptionAndReleasedWithIt() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(300, 2), .completed(400)])
        let (sequence, _) = probed(xs.asObservable())
        let res = scheduler.start(disposed: 350) { sequence }
        XCTAssertEqual(res.events, [.next(210, 10), .next(300, 20)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 350)])
    }

    /// The sink starts once made; its disposal releases the source first, then what it holds.
    func testSinkStartsAtSubscriptionAndReleasesTheSourceBeforeItself() {
        let probe = Probe(fuses: false)
        let source = Observable<Int>.create { _ in
            probe.trace("source subscribed")
            return Disposables.create { probe.trace("source released") }
        }
        let sequence = OperatorObservable<ProbeSink, _>(source: source, arguments: ProbeArguments(probe: probe))
        XCTAssertEqual(probe.trace.entries, [], "nothing runs before a subscription")
        let subscription = sequence.subscribe()
        XCTAssertEqual(probe.trace.entries, ["start", "source subscribed"])
        subscription.dispose()
        XCTAssertEqual(probe.trace.entries, ["start", "source subscribed", "source released", "sink released"])
    }

    /// Linked downstream only once the source's subscription returned, as RxSwift's sink disposer:
    /// a `take(1)` after it ends at the first element, and the source goes on through this sink
    /// until then.
    func testSinkIsLinkedDownstreamOnceTheSourceSubscriptionReturned() {
        let trace = Trace()
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            trace("source returns")
            return Disposables.create { trace("source released") }
        }
        let (sequence, probe) = probed(source)
        XCTAssertEqual(recordSynchronously(sequence.take(1)), [.next(10), .completed])
        XCTAssertEqual(probe.received, [1, 2])
        XCTAssertEqual(trace.entries, ["source returns", "source released"])
    }

    /// `startWith(7).take(1)` ends before the sink starts: the source is subscribed all the same
    /// and released in the same tick, and nothing of it reaches the sink.
    func testSinkWhoseDownstreamEndedSubscribesTheSourceAndReleasesItAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(200, 1), .next(210, 2), .completed(300)])
        let (sequence, probe) = probed(xs.asObservable())
        let res = scheduler.start { sequence.startWith(7).take(1) }
        XCTAssertEqual(res.events, [.next(200, 7), .completed(200)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 200)])
        XCTAssertEqual(probe.received, [])
    }

    func testFilterAfterAFusingOperatorRunsTheFusedSinkType() {
        let (sequence, probe) = probed(.of(1, 2, 3), fuses: true)
        let filtered = sequence.filter { $0 != 20 }
        XCTAssertEqual(recordSynchronously(filtered), [.next(10), .next(30), .completed])
        XCTAssertEqual(sinkTypes(of: probe), ["FusedProbeSink"])
    }

    /// A sequence referenced elsewhere is fused into a copy: its other users keep the plain form.
    func testSharedSequenceIsFusedIntoACopy() {
        let (sequence, probe) = probed(.of(1, 2), fuses: true)
        guard case .fused(let fused) = sequence.filtered(by: { $0 > 10 }, inPlace: false) else {
            return XCTFail("expected a fused copy")
        }
        XCTAssertFalse(fused === sequence)
        XCTAssertEqual(recordSynchronously(sequence.asObservable()), [.next(10), .next(20), .completed])
        XCTAssertEqual(recordSynchronously(fused), [.next(20), .completed])
        XCTAssertEqual(sinkTypes(of: probe), ["ProbeSink", "FusedProbeSink"])
    }

    /// Fused in place, the sequence takes the predicate; a second `filter` is a stage of its own.
    func testSequenceFusesInPlaceOnlyOnce() {
        let (sequence, probe) = probed(.of(1, 2, 3), fuses: true)
        guard case .fusedInPlace = sequence.filtered(by: { $0 > 10 }, inPlace: true) else {
            return XCTFail("expected the sequence to take the predicate")
        }
        guard case .none = sequence.filtered(by: { _ in true }, inPlace: true) else {
            return XCTFail("a second filter must not replace the first one's predicate")
        }
        XCTAssertEqual(recordSynchronously(sequence.asObservable()), [.next(20), .next(30), .completed])
        XCTAssertEqual(sinkTypes(of: probe), ["FusedProbeSink"])
    }

    func testTwoFiltersAfterAFusingOperatorBothApply() {
        let (sequence, probe) = probed(.of(1, 2, 3, 4), fuses: true)
        let filtered = sequence.filter { $0 > 10 }.filter { $0 < 40 }
        XCTAssertEqual(recordSynchronously(filtered), [.next(20), .next(30), .completed])
        XCTAssertEqual(sinkTypes(of: probe), ["FusedProbeSink"])
    }

    func testOperatorWithoutAFusedFormIsNotFused() {
        let (sequence, probe) = probed(.of(1, 2), fuses: false)
        guard case .none = sequence.filtered(by: { _ in true }, inPlace: true) else {
            return XCTFail("no fused form: the filter is a stage of its own")
        }
        XCTAssertEqual(recordSynchronously(sequence.filter { $0 > 10 }), [.next(20), .completed])
        XCTAssertEqual(sinkTypes(of: probe), ["ProbeSink"])
    }
}
