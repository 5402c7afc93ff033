@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `SerializingSink`: work sent from inside lane work runs after it; one terminal event, after
/// which (or after a disposal) nothing goes downstream. `SideSubscription`: disposed with the
/// sink, and a source subscribed after that is released at once.
final class SerializingSinkTests: RxTestCase {
    private final class LaneSink: SerializingSink<Int, Int>, @unchecked Sendable {
        // @unchecked Sendable: driven by one thread.
        override func receive(_ element: Int) {
            serialize { [self] in forward(element) }
        }
    }

    private let chains = SinkChains()

    override func tearDown() {
        chains.release()
        super.tearDown()
    }

    private func makeSink() -> (LaneSink, RecordingNode<Int>, Trace) {
        chains.make { downstream, _ in LaneSink(downstream: downstream) }
    }

    func testWorkSentFromInsideWorkRunsAfterIt() {
        let (sink, _, trace) = makeSink()
        sink.serialize {
            trace("first begins")
            sink.serialize { trace("second") }
            sink.receive(1)
            trace("first ends")
        }
        XCTAssertEqual(trace.entries, ["first begins", "first ends", "second", "next(1)"])
        sink.dispose()
    }

    func testElementSentFromInsideADeliveryIsDeliveredAfterItReturns() {
        let (sink, downstream, trace) = makeSink()
        downstream.onEvent = { event in
            guard event == .next(1) else { return }
            sink.receive(2)
            trace("delivery of 1 returns")
        }
        sink.receive(1)
        XCTAssertEqual(trace.entries, ["next(1)", "delivery of 1 returns", "next(2)"])
        sink.dispose()
    }

    func testStopDeliversOnceThenReleasesTheUpstream() {
        let (sink, downstream, trace) = makeSink()
        downstream.onEvent = { [unowned downstream] _ in trace("ending itself: \(downstream.isUpstreamEndingItself)") }
        sink.serialize {
            sink.stop(with: nil)
            XCTAssertFalse(sink.isDelivering)
            sink.forward(1)
            sink.stop(with: TestError.boom)
        }
        XCTAssertEqual(trace.entries, ["completed", "ending itself: true", "upstream released"])
        XCTAssertTrue(sink.isDisposed)
    }

    func testNothingGoesDownstreamAfterDisposal() {
        let (sink, downstream, _) = makeSink()
        sink.receive(1)
        sink.dispose()
        sink.receive(2)
        sink.serialize { sink.stop(with: nil) }
        XCTAssertEqual(downstream.events, [.next(1)])
    }

    /// A disposal from inside a delivery stops what is queued behind it.
    func testDisposalFromInsideADeliveryDropsWhatIsQueued() {
        let (sink, downstream, _) = makeSink()
        downstream.onEvent = { event in
            guard event == .next(1) else { return }
            sink.receive(2)
            sink.serialize { sink.stop(with: nil) }
            sink.dispose()
        }
        sink.receive(1)
        XCTAssertEqual(downstream.events, [.next(1)])
    }

    func testSideSubscriptionIsReleasedByItsDisposal() {
        let side = SideSubscription()
        let subject = PublishSubject<Int>()
        let node = RecordingNode<Int>()
        side.subscribe(node, to: subject.asObservable())
        subject.onNext(1)
        side.dispose()
        XCTAssertFalse(subject.hasObservers)
        XCTAssertTrue(node.isDisposed)
        XCTAssertEqual(node.events, [.next(1)])
    }

    /// As RxSwift's sinks do with every input they were given: the source is subscribed and
    /// released in the same tick, and the node (which would hold its sink) is never subscribed.
    func testSourceSubscribedAfterTheDisposalIsReleasedAtOnce() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(0, 1), .completed(10)])
        let side = SideSubscription()
        let node = RecordingNode<Int>()
        side.dispose()
        scheduler.scheduleAt(300) {
            side.subscribe(node, to: xs.asObservable())
        }
        scheduler.start()
        XCTAssertEqual(xs.subscriptions, [Subscription(300, 300)])
        XCTAssertEqual(node.events, [])
    }

    /// A disposal while the source is being subscribed releases it once the subscription
    /// returned: the source goes on until then (the node, disposed, drops what it sends).
    func testDisposalDuringASubscriptionDisposingOnReturnTakesEffectOnReturn() {
        let trace = Trace()
        let side = SideSubscription()
        let node = RecordingNode<Int>(trace: trace)
        let source = Observable<Int>.create { observer in
            side.dispose()
            trace("disposed while subscribing")
            observer.onNext(1)
            trace("subscription returns")
            return Disposables.create { trace("source released") }
        }
        side.subscribeDisposingOnReturn(node, to: source)
        XCTAssertEqual(trace.entries, ["disposed while subscribing", "subscription returns", "source released"])
        XCTAssertTrue(node.isDisposed)
    }
}
