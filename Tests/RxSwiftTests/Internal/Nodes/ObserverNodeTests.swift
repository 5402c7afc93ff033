@testable import RxSwift
import RxTestSupport
import XCTest

/// `ObserverNode`: the trusted entries go straight to `receive`; the external ones (what an
/// `AnyObserver` calls) drop whatever breaks the grammar; `EventHandlerNode` and `ObserverAdapter`
/// filter nothing, as RxSwift's `AnyObserver(eventHandler:)` does.
final class ObserverNodeTests: RxTestCase {
    private struct RecordingObserver: ObserverType {
        let events: Locked<[Recording<Int>]>

        func on(_ event: Event<Int>) {
            events.append(Recording(event))
        }
    }

    func testElementSentAfterCompletionIsDropped() {
        let node = RecordingNode<Int>()
        let observer = AnyObserver(node)
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onCompleted()
        observer.onError(TestError.boom)
        XCTAssertEqual(node.events, [.next(1), .completed])
    }

    func testEventsAfterAnErrorAreDropped() {
        let node = RecordingNode<Int>()
        let observer = AnyObserver(node)
        observer.onError(TestError(1))
        observer.onNext(1)
        observer.onError(TestError(2))
        observer.onCompleted()
        XCTAssertEqual(node.events, [.error(TestError(1))])
    }

    func testEventsAfterDisposalAreDropped() {
        let node = RecordingNode<Int>()
        let observer = AnyObserver(node)
        observer.onNext(1)
        node.dispose()
        observer.onNext(2)
        observer.onError(TestError.boom)
        observer.onCompleted()
        XCTAssertEqual(node.events, [.next(1)])
    }

    func testDisposalFromInsideADeliveryDropsWhatFollows() {
        let node = RecordingNode<Int>()
        node.onEvent = { [unowned node] _ in node.dispose() }
        let observer = AnyObserver(node)
        observer.onNext(1)
        observer.onNext(2)
        observer.onCompleted()
        XCTAssertEqual(node.events, [.next(1)])
    }

    func testObserverTypeOnIsTheGuardedEntry() {
        let node = RecordingNode<Int>()
        node.on(.next(1))
        node.on(.completed)
        node.on(.next(2))
        node.on(.error(TestError.boom))
        XCTAssertEqual(node.events, [.next(1), .completed])
    }

    /// The guard is the external path's alone: a sink pays nothing for it per element, and keeps
    /// the grammar itself.
    func testTrustedEntriesAreNotGuarded() {
        let node = RecordingNode<Int>()
        node.receiveCompletion()
        node.receive(1)
        XCTAssertEqual(node.events, [.completed, .next(1)])
    }

    func testAnyObserverOfAnyObserverSharesTheNodeAndItsGuard() {
        let node = RecordingNode<Int>()
        let first = AnyObserver(node)
        let second = AnyObserver(first)
        XCTAssertTrue(second.node === node)
        first.onCompleted()
        second.onNext(1)
        second.onCompleted()
        XCTAssertEqual(node.events, [.completed])
    }

    func testExternalTerminalEventEndsAnExternalProducerAfterItIsDelivered() {
        for terminal in [Event<Int>.completed, .error(TestError.boom)] {
            let trace = Trace()
            let node = RecordingNode<Int>(trace: trace)
            node.feedsExternalProducer()
            node.setUpstream(Disposables.create { trace("producer released") })
            node.on(terminal)
            XCTAssertEqual(trace.entries, [Recording(terminal).description, "producer released"])
            XCTAssertFalse(node.isDisposed, "only the producer's subscription ends: the node keeps its own disposal")
            node.dispose()
            XCTAssertEqual(trace.entries.count, 2, "the producer is not released twice")
        }
    }

    func testExternalTerminalEventKeepsAnUpstreamThatIsNoProducer() {
        let trace = Trace()
        let node = RecordingNode<Int>(trace: trace)
        node.setUpstream(Disposables.create { trace("upstream released") })
        node.on(.completed)
        XCTAssertEqual(trace.entries, ["completed"])
        node.dispose()
        XCTAssertEqual(trace.entries, ["completed", "upstream released"])
    }

    #if DEBUG
    /// Reported, not prevented: the nested event is still delivered, nested.
    func testReentrantExternalEventIsReported() {
        let node = RecordingNode<Int>()
        node.onEvent = { [unowned node] event in
            if event == .next(1) { AnyObserver(node).onNext(2) }
        }
        let anomalies = recordingAnomalies { AnyObserver(node).onNext(1) }
        XCTAssertEqual(anomalies, [.reentrancy])
        XCTAssertEqual(node.events, [.next(1), .next(2)])
    }
    #endif

    func testEventHandlerObserverPassesEveryCallUnfiltered() {
        var received: [Recording<Int>] = []
        let observer = AnyObserver<Int> { received.append(Recording($0)) }
        observer.onNext(1)
        observer.onCompleted()
        observer.onNext(2)
        observer.onError(TestError.boom)
        observer.onCompleted()
        XCTAssertEqual(received, [.next(1), .completed, .next(2), .error(TestError.boom), .completed])
    }

    func testObserverAdapterPassesEveryCallUnfiltered() {
        let events = Locked<[Recording<Int>]>([])
        let observer = AnyObserver(RecordingObserver(events: events))
        XCTAssertTrue(observer.node is ObserverAdapter<RecordingObserver>)
        observer.onError(TestError.boom)
        observer.onNext(1)
        observer.onCompleted()
        observer.onCompleted()
        XCTAssertEqual(events.value, [.error(TestError.boom), .next(1), .completed, .completed])
    }

    /// Both closures' trusted entries reach them too: a sink may deliver to them directly.
    func testEventHandlerAndAdapterNodesReceiveTheTrustedEntries() {
        var handled: [Recording<Int>] = []
        let handler = EventHandlerNode<Int> { handled.append(Recording($0)) }
        let events = Locked<[Recording<Int>]>([])
        let adapter = ObserverAdapter(RecordingObserver(events: events))
        for node in [handler, adapter] as [ObserverNode<Int>] {
            node.receive(1)
            node.receive(error: TestError.boom)
            node.receiveCompletion()
        }
        let expected: [Recording<Int>] = [.next(1), .error(TestError.boom), .completed]
        XCTAssertEqual(handled, expected)
        XCTAssertEqual(events.value, expected)
    }

    func testOnTerminalDeliversThroughTheTrustedEntries() {
        let node = RecordingNode<Int>()
        node.dispose()
        // Trusted: not filtered even by the disposal.
        node.on(terminal: .next(1))
        node.on(terminal: .error(TestError.boom))
        node.on(terminal: .completed)
        XCTAssertEqual(node.events, [.next(1), .error(TestError.boom), .completed])
    }

    func testReceiveTerminalCompletesWithoutAnErrorAndFailsWithOne() {
        let node = RecordingNode<Int>()
        node.receive(terminal: nil)
        node.receive(terminal: TestError(2))
        XCTAssertEqual(node.events, [.completed, .error(TestError(2))])
    }
}
