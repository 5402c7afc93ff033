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

    func testADisposalWhileStartingReleasesOnceTheStartReturned() {
        let node = Node()
        node.deferringReleaseWhileStarting {
            node.setUpstream(upstream())
            node.dispose()
            XCTAssertTrue(node.isDisposed)
            XCTAssertTrue(node.isDisposedWhileStarting)
            XCTAssertEqual(upstreamDisposals, 0)
            XCTAssertEqual(node.resourcesDisposed, 0)
        }
        XCTAssertFalse(node.isDisposedWhileStarting)
        XCTAssertEqual(upstreamDisposals, 1)
        XCTAssertEqual(node.resourcesDisposed, 1)
        node.dispose()
        XCTAssertEqual(upstreamDisposals, 1)
        XCTAssertEqual(node.resourcesDisposed, 1)
    }

    func testAnUpstreamHandedOverAfterADisposalWhileStartingIsReleasedWhenTheStartReturned() {
        let node = Node()
        node.deferringReleaseWhileStarting {
            node.dispose()
            node.setUpstream(upstream())
            XCTAssertEqual(upstreamDisposals, 0)
        }
        XCTAssertEqual(upstreamDisposals, 1)
        XCTAssertEqual(node.resourcesDisposed, 1)
    }

    func testDisposeUpstreamWhileStartingReleasesTheUpstreamAtOnceAndOnce() {
        let node = Node()
        node.deferringReleaseWhileStarting {
            node.setUpstream(upstream())
            node.dispose()
            node.disposeUpstream()
            XCTAssertEqual(upstreamDisposals, 1)
            XCTAssertEqual(node.resourcesDisposed, 0)
        }
        XCTAssertEqual(upstreamDisposals, 1)
        XCTAssertEqual(node.resourcesDisposed, 1)
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
        XCTAssertEqual(upstreamDisposals, 1)
        XCTAssertEqual(node.resourcesDisposed, 1)
    }

    func testAStartWithoutDisposalReleasesNothing() {
        let node = Node()
        node.deferringReleaseWhileStarting {
            node.setUpstream(upstream())
        }
        XCTAssertEqual(upstreamDisposals, 0)
        XCTAssertFalse(node.isDisposed)
        node.dispose()
        XCTAssertEqual(upstreamDisposals, 1)
        XCTAssertEqual(node.resourcesDisposed, 1)
    }

    func testDisposeAfterTerminalWhileStartingReleasesAsItWouldOnceTheStartReturned() {
        let node = Node()
        node.deferringReleaseWhileStarting {
            node.setUpstream(upstream())
            node.disposeAfterTerminal()
            XCTAssertTrue(node.isDisposed)
            XCTAssertEqual(node.resourcesDisposed, 0)
            XCTAssertEqual(upstreamDisposals, 0)
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
