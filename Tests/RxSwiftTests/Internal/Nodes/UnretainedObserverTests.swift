@testable import RxSwift
import RxTestSupport
import XCTest

/// `UnretainedObserver`: delivers to a node, and does not keep it alive.
final class UnretainedObserverTests: RxTestCase {
    private final class Recorder: ObserverNode<Int>, @unchecked Sendable {
        // @unchecked Sendable: touched by one thread.
        var received: [Int] = []

        override func receive(_ element: Int) {
            received.append(element)
        }
    }

    func testDeliversToTheNodeInOrder() {
        let node = Recorder()
        let observer = UnretainedObserver(node)
        observer.receive(1)
        observer.receive(2)
        XCTAssertEqual(node.received, [1, 2])
    }

    func testDoesNotKeepTheNodeAlive() {
        var node: Recorder? = Recorder()
        weak let watched = node
        let observer = UnretainedObserver(node!)
        observer.receive(1)
        XCTAssertEqual(watched?.received, [1])
        node = nil
        XCTAssertNil(watched, "the node went away with its last owner: the observer value did not retain it")
    }
}
