@testable import RxSwift
import RxTestSupport

/// A `MergeSink` driven by hand (shared by the tests of `MergeSink` and `MergePolicy`): outer
/// element `i` selects inner subject `i`; an element of 100 or more is an inner `just` of itself,
/// handed to the sink as `just`-producing selectors do. Everything traced: deliveries, the
/// release of the outer subscription and of each inner one, the selections.
final class MergeHarness {
    let trace = Trace()
    let downstream: RecordingNode<Int>
    let inners: [PublishSubject<Int>]
    let sink: MergeSink<Int, Int>
    private(set) var selections: [Int] = []

    init(_ policy: MergePolicy, inners count: Int = 3) {
        let trace = self.trace
        let inners = (0..<count).map { _ in PublishSubject<Int>() }
        self.inners = inners
        downstream = RecordingNode(trace: trace)
        var select: InnerSelector<Int, Int> = { _, _ in nil }
        sink = MergeSink(policy: policy, selectInner: { try select($0, $1) }, innerType: MergeInner<Int, Int>.self, downstream: downstream)
        select = { [unowned self] element, deliverJust in
            if element >= 100 {
                deliverJust(element)
                return nil
            }
            selections.append(element)
            return inners[element].tracingRelease("inner \(element) released", in: trace)
        }
        // The downstream is not linked to the sink (it would hold it, and so everything, until
        // disposed): the tests dispose the sink itself.
        sink.setUpstream(Disposables.create { trace("outer released") })
    }

    /// The inners that have a subscriber now.
    var running: [Int] {
        inners.indices.filter { inners[$0].hasObservers }
    }

    /// Sends outer elements.
    func outer(_ elements: Int...) {
        for element in elements {
            sink.receive(element)
        }
    }

    func outerCompletes() {
        sink.receiveCompletion()
    }

    /// Releases what a test left running: the sink and its inners hold each other until then.
    func end() {
        sink.dispose()
    }
}
