import XCTest
@testable import RxSwift
import RxTestSupport

/// `SubscriptionNode.deferringReleaseWhileStarting(_:)`: a node disposed while it starts is
/// disposed at once, and releases its upstream and its resources once, when its start returned.
final class SubscriptionNodeDeferredReleaseTests: RxTestCase {
    private final class Node: SubscriptionNode, @unchecked Sendable {
        var resourcesDisposed = 0
        override func disposeResources() { resourcesDisposed += 1 }
    }

    private var upstreamDisposals = 0

    private func upstream() -> Disposable {
        Disposables.create { self.upstreamDisposals += 1 }
    }

    /// A node started with `upstream()` handed over, `body` run before its start returns.
    private func started(_ body: (Node) -> Void) -> Node {
        let node = Node()
        node.deferringReleaseWhileStarting {
            node.setUpstream(upstream())
            body(node)
        }
        return node
    }

    /// How many times the upstream and the node's resources were released so far.
    private func assertReleases(of node: Node, upstream: Int, resources: Int, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(upstreamDisposals, upstream, "upstream", file: file, line: line)
        XCTAssertEqual(node.resourcesDisposed, resources, "resources", file: file, line: line)
    }

    func testADisposalWhileStartingReleasesOnceTheStartReturned() {
        let node = started { node in
            node.dispose()
            XCTAssertTrue(node.isDisposed)
            XCTAssertTrue(node.isDisposedWhileStarting)
            assertReleases(of: node, upstream: 0, resources: 0)
        }
        XCTAssertFalse(node.isDisposedWhileStarting)
        assertReleases(of: node, upstream: 1, resources: 1)
        node.dispose()
        assertReleases(of: node, upstream: 1, resources: 1)
    }

    func testAnUpstreamHandedOverAfterADisposalWhileStartingIsReleasedWhenTheStartReturned() {
        let node = Node()
        node.deferringReleaseWhileStarting {
            node.dispose()
            node.setUpstream(upstream())
            XCTAssertEqual(upstreamDisposals, 0)
        }
        assertReleases(of: node, upstream: 1, resources: 1)
    }

    func testDisposeUpstreamWhileStartingReleasesTheUpstreamAtOnceAndOnce() {
        let node = started { node in
            node.dispose()
            node.disposeUpstream()
            assertReleases(of: node, upstream: 1, resources: 0)
        }
        assertReleases(of: node, upstream: 1, resources: 1)
    }

    func testANodeDisposedBeforeItStartsReleasesAtOnceAsUsual() {
        let node = Node()
        node.dispose()
        XCTAssertEqual(node.resourcesDisposed, 1)
        node.deferringReleaseWhileStarting {
            node.setUpstream(upstream())
            XCTAssertEqual(upstreamDisposals, 1, "handed over to a node released already")
            XCTAssertFalse(node.isDisposedWhileStarting)
        }
        assertReleases(of: node, upstream: 1, resources: 1)
    }

    func testAStartWithoutDisposalReleasesNothing() {
        let node = started { _ in }
        XCTAssertEqual(upstreamDisposals, 0)
        XCTAssertFalse(node.isDisposed)
        node.dispose()
        assertReleases(of: node, upstream: 1, resources: 1)
    }

    func testDisposeAfterTerminalWhileStartingReleasesAsItWouldOnceTheStartReturned() {
        let node = started { node in
            node.disposeAfterTerminal()
            XCTAssertTrue(node.isDisposed)
            assertReleases(of: node, upstream: 0, resources: 0)
        }
        XCTAssertEqual(node.resourcesDisposed, 1)
        XCTAssertEqual(upstreamDisposals, 1, "an upstream that does not end itself is disposed")
    }

    func testDisposeAfterTerminalWhileStartingLetsGoOfAnUpstreamThatEndsItself() {
        let node = Node()
        let upstreamNode = Node()
        node.deferringReleaseWhileStarting {
            node.setUpstream(upstreamNode)
            node.upstreamEndsItself()
            node.disposeAfterTerminal()
        }
        XCTAssertEqual(node.resourcesDisposed, 1)
        XCTAssertFalse(upstreamNode.isDisposed, "let go of: it ends itself")
        upstreamNode.dispose()
    }

    func testADisposalFromAnotherThreadWhileStartingIsReleasedByTheStartingThread() {
        let node = Node()
        let disposed = expectation(description: "disposed on another thread")
        var releasedOnStartingThread = false
        node.deferringReleaseWhileStarting {
            node.setUpstream(Disposables.create { releasedOnStartingThread = Thread.isMainThread })
            DispatchQueue.global().async {
                node.dispose()
                disposed.fulfill()
            }
            wait(for: [disposed], timeout: 10)
            XCTAssertEqual(node.resourcesDisposed, 0)
        }
        XCTAssertTrue(releasedOnStartingThread)
        XCTAssertEqual(node.resourcesDisposed, 1)
    }
}
