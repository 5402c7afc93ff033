@testable import RxSwift
import RxTestSupport

// Shared by the tests of the internal nodes and families, which drive the machinery directly.

/// The order in which things happened in a test: deliveries, releases, callbacks.
final class Trace {
    private(set) var entries: [String] = []

    func callAsFunction(_ entry: String) {
        entries.append(entry)
    }
}

/// The end of a chain under test, reached through the trusted entries: records each event (and
/// traces it, if given a trace), then runs `onEvent`, still inside the delivery.
final class RecordingNode<Element: Equatable>: ObserverNode<Element>, @unchecked Sendable {
    // @unchecked Sendable: touched by one thread.
    private(set) var events: [Recording<Element>] = []
    private let trace: Trace?
    /// Runs inside each delivery, once it was recorded: where a test reenters or disposes.
    var onEvent: ((Recording<Element>) -> Void)?

    init(trace: Trace? = nil) {
        self.trace = trace
    }

    override func receive(_ element: Element) {
        record(.next(element))
    }

    override func receive(error: Swift.Error) {
        record(Recording(.error(error)))
    }

    override func receiveCompletion() {
        record(.completed)
    }

    private func record(_ event: Recording<Element>) {
        events.append(event)
        trace?(event.description)
        onEvent?(event)
    }
}

extension Observable {
    /// This sequence, tracing `entry` when a subscription to it is released.
    func tracingRelease(_ entry: String, in trace: Trace) -> Observable<Element> {
        self.do(onDispose: { trace(entry) })
    }
}

/// Sinks under test, each between a recording downstream linked to it (as a subscription links
/// them) and an upstream that traces its release. A linked downstream holds its sink until it is
/// disposed, and the sink holds it: `release()`, at the end of the test, unlinks them.
final class SinkChains {
    private var downstreams: [RecordingNode<Int>] = []

    /// The sink `makeSink` makes for a new downstream and trace, linked.
    func make<S: Sink<Int, Int>>(_ makeSink: (RecordingNode<Int>, Trace) -> S) -> (S, RecordingNode<Int>, Trace) {
        let trace = Trace()
        let downstream = RecordingNode<Int>(trace: trace)
        let sink = makeSink(downstream, trace)
        downstream.setUpstream(sink)
        downstreams.append(downstream)
        sink.setUpstream(Disposables.create { trace("upstream released") })
        return (sink, downstream, trace)
    }

    func release() {
        for downstream in downstreams {
            downstream.onEvent = nil
            downstream.dispose()
        }
        downstreams = []
    }
}
