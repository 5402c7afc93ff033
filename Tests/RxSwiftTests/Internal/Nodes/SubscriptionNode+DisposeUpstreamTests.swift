import XCTest
@testable import RxSwift
import RxTestSupport

/// `SubscriptionNode.disposeUpstream()`: the upstream ends early, exactly once, and the node
/// keeps its own disposal.
final class SubscriptionNodeDisposeUpstreamTests: RxTestCase {
    private final class Node: SubscriptionNode, @unchecked Sendable {
        var resourcesDisposed = 0
        override func disposeResources() { resourcesDisposed += 1 }
    }

    func testDisposesTheUpstreamOnceAndLeavesTheNodeRunning() {
        let node = Node()
        var upstreamDisposals = 0
        node.setUpstream(Disposables.create { upstreamDisposals += 1 })

        node.disposeUpstream()
        XCTAssertEqual(upstreamDisposals, 1)
        XCTAssertFalse(node.isDisposed)
        XCTAssertEqual(node.resourcesDisposed, 0)

        node.disposeUpstream()
        node.dispose()
        XCTAssertEqual(upstreamDisposals, 1, "dispose() does not dispose it again")
        XCTAssertTrue(node.isDisposed)
        XCTAssertEqual(node.resourcesDisposed, 1)
    }

    func testUpstreamHandedOverLaterIsDisposedAtOnce() {
        let node = Node()
        node.disposeUpstream()
        var upstreamDisposals = 0
        node.setUpstream(Disposables.create { upstreamDisposals += 1 })
        XCTAssertEqual(upstreamDisposals, 1)
        node.dispose()
        XCTAssertEqual(upstreamDisposals, 1)
    }

    func testDoesNothingAfterDisposal() {
        let node = Node()
        var upstreamDisposals = 0
        node.setUpstream(Disposables.create { upstreamDisposals += 1 })
        node.dispose()
        node.disposeUpstream()
        XCTAssertEqual(upstreamDisposals, 1)
        XCTAssertEqual(node.resourcesDisposed, 1)
    }
}
