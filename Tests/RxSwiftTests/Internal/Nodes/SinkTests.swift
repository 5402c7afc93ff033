@testable import RxSwift
import RxTestSupport
import XCTest

/// `Sink`: a terminal event goes downstream once, marked as coming from a sink that ends itself,
/// then the sink disposes itself; nothing terminal after a disposal; `subscribe(to:)` links the
/// sink downstream only once the source's subscription returned.
final class SinkTests: RxTestCase {
    /// Forwards elements; traces the release of what it holds.
    private final class TestSink: Sink<Int, Int>, @unchecked Sendable {
        // @unchecked Sendable: touched by one thread.
        private let trace: Trace

        init(trace: Trace, downstream: ObserverNode<Int>) {
            self.trace = trace
            super.init(downstream: downstream)
        }

        override func receive(_ element: Int) {
            downstream.receive(element)
        }

        override func disposeResources() {
            trace("sink resources released")
        }
    }

    private let chains = SinkChains()

    override func tearDown() {
        chains.release()
        super.tearDown()
    }

    /// A linked sink (see `SinkChains`) whose downstream traces whether the terminal event it
    /// receives comes from a sink that ends itself.
    private func makeSink() -> (TestSink, RecordingNode<Int>, Trace) {
        chains.make { downstream, trace in
            downstream.onEvent = { [unowned downstream] event in
                if case .next = event { return }
                trace("ending itself: \(downstream.isUpstreamEndingItself)")
            }
            return TestSink(trace: trace, downstream: downstream)
        }
    }

    func testCompletionIsDeliveredThenTheUpstreamAndTheSinkAreReleased() {
        let (sink, downstream, trace) = makeSink()
        sink.receiveCompletion()
        XCTAssertEqual(trace.entries, ["completed", "ending itself: true", "upstream released", "sink resources released"])
        XCTAssertTrue(sink.isDisposed)
        XCTAssertFalse(downstream.isDisposed, "the end of the chain lets go by itself")
    }

    func testErrorIsDeliveredThenTheUpstreamAndTheSinkAreReleased() {
        let (sink, _, trace) = makeSink()
        sink.receive(error: TestError.boom)
        XCTAssertEqual(trace.entries, ["error(TestError(1))", "ending itself: true", "upstream released", "sink resources released"])
        XCTAssertTrue(sink.isDisposed)
    }

    func testOnlyTheFirstTerminalEventGoesDownstream() {
        let (sink, downstream, _) = makeSink()
        sink.complete()
        sink.fail(TestError.boom)
        sink.complete()
        XCTAssertEqual(downstream.events, [.completed])
    }

    func testTerminalEventAfterDisposalIsDropped() {
        let (sink, downstream, trace) = makeSink()
        sink.dispose()
        sink.fail(TestError.boom)
        sink.complete()
        XCTAssertEqual(downstream.events, [])
        XCTAssertEqual(trace.entries, ["upstream released", "sink resources released"])
    }

    /// A downstream that disposes the subscription from inside the element it receives gets no
    /// terminal event after it (`just` does not look for disposal before its `completed`).
    func testDisposalFromInsideADeliveryDropsTheTerminalEventThatFollows() {
        let (sink, downstream, _) = makeSink()
        downstream.onEvent = { [unowned downstream] _ in downstream.dispose() }
        sink.receive(1)
        sink.receiveCompletion()
        XCTAssertEqual(downstream.events, [.next(1)])
    }

    /// Unlike `complete()`: the sink's own resources go first, then the upstream, as at the end of
    /// a chain in RxSwift 6; the mark of a sink ending itself passes on only if this one had it.
    func testPassTerminalThroughReleasesResourcesBeforeTheUpstream() {
        for upstreamEndsItself in [false, true] {
            let (sink, _, trace) = makeSink()
            if upstreamEndsItself { sink.upstreamEndsItself() }
            sink.passTerminalThrough(error: nil)
            XCTAssertEqual(trace.entries, ["completed", "ending itself: \(upstreamEndsItself)", "sink resources released", "upstream released"])
            XCTAssertTrue(sink.isDisposed)
        }
    }

    func testPassTerminalThroughForwardsAnError() {
        let (sink, downstream, _) = makeSink()
        sink.passTerminalThrough(error: TestError(3))
        XCTAssertEqual(downstream.events, [.error(TestError(3))])
    }

    /// Until the source's subscription returned, a downstream that ended cannot reach the sink:
    /// the source's elements meanwhile still go through it.
    func testSubscribeLinksDownstreamOnceTheSourceSubscriptionReturned() {
        let trace = Trace()
        let downstream = RecordingNode<Int>(trace: trace)
        let sink = TestSink(trace: trace, downstream: downstream)
        downstream.onEvent = { [unowned downstream, unowned sink] event in
            trace("sink disposed: \(sink.isDisposed)")
            if event == .next(1) { downstream.dispose() }
        }
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onNext(2)
            return Disposables.create { trace("source released") }
        }
        onTrampoline { sink.subscribe(to: source) }
        XCTAssertEqual(trace.entries, [
            "next(1)", "sink disposed: false", "next(2)", "sink disposed: false",
            "source released", "sink resources released",
        ])
        XCTAssertTrue(sink.isDisposed)
    }

    func testSinkWhoseDownstreamEndedSubscribesTheSourceAndReleasesItAtOnce() {
        let trace = Trace()
        let downstream = RecordingNode<Int>(trace: trace)
        downstream.dispose()
        let sink = TestSink(trace: trace, downstream: downstream)
        let source = Observable<Int>.create { observer in
            trace("source subscribed")
            observer.onNext(1)
            return Disposables.create { trace("source released") }
        }
        onTrampoline { sink.subscribe(to: source) }
        XCTAssertEqual(trace.entries, ["sink resources released", "source subscribed", "source released"])
        XCTAssertEqual(downstream.events, [], "the source's events go nowhere")
    }
}
