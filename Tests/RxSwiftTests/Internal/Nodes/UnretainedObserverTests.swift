@testable import RxSwift
import RxTestSupport
import XCTest

/// `UnretainedObserver`: delivers to a node's element target, and does not keep it alive.
final class UnretainedObserverTests: RxTestCase {
    private final class Recorder: ObserverNode<Int>, @unchecked Sendable {
        // @unchecked Sendable: touched by one thread.
        var received: [Int] = []

        override func receive(_ element: Int) {
            received.append(element)
        }
    }

    /// A node that hands its elements to another one, as `share`'s sink does.
    private final class Forwarder: ObserverNode<Int>, @unchecked Sendable {
        let target: Recorder

        init(to target: Recorder) {
            self.target = target
        }

        override var elementTarget: Unmanaged<ObserverNode<Int>> {
            Unmanaged.passUnretained(target)
        }

        override func receive(_ element: Int) {
            XCTFail("elements go to the target, past this node")
        }
    }

    func testDeliversToTheNodeInOrder() {
        let node = Recorder()
        let observer = UnretainedObserver(elementTargetOf: node)
        observer.receive(1)
        observer.receive(2)
        XCTAssertEqual(node.received, [1, 2])
    }

    func testDeliversToTheElementTargetOfTheNode() {
        let target = Recorder()
        let forwarder = Forwarder(to: target)
        UnretainedObserver(elementTargetOf: forwarder).receive(7)
        XCTAssertEqual(target.received, [7])
    }

    func testDoesNotKeepTheNodeAlive() {
        var node: Recorder? = Recorder()
        weak let watched = node
        let observer = UnretainedObserver(elementTargetOf: node!)
        observer.receive(1)
        XCTAssertEqual(watched?.received, [1])
        node = nil
        XCTAssertNil(watched, "the node went away with its last owner: the observer value did not retain it")
    }
}
