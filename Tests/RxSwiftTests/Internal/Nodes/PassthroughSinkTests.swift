@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// `PassthroughSink`: forwards everything unchanged, and guards a node that does not guard itself
/// from an untrusted producer.
final class PassthroughSinkTests: RxTestCase {
    func testForwardsElementsAndTheTerminalEventThenReleasesTheUpstream() {
        let trace = Trace()
        let downstream = RecordingNode<Int>(trace: trace)
        let sink = PassthroughSink(downstream: downstream)
        sink.setUpstream(Disposables.create { trace("upstream released") })
        sink.receive(1)
        sink.receive(2)
        sink.receive(error: TestError.boom)
        XCTAssertEqual(trace.entries, ["next(1)", "next(2)", "error(TestError(1))", "upstream released"])
    }

    func testGuardsTheDownstreamFromAnUntrustedProducer() {
        let downstream = RecordingNode<Int>()
        let observer = AnyObserver(PassthroughSink(downstream: downstream))
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onError(TestError.boom)
        XCTAssertEqual(downstream.events, [.next(1), .completed])
    }

    /// `deferred` runs its sequence through one: the events keep their ticks, and the sequence's
    /// subscription ends with its completion.
    func testDeferredSequenceKeepsTicksAndIsReleasedAtItsEnd() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)])
        let res = scheduler.start { Observable.deferred { xs.asObservable() } }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .completed(230)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }
}
