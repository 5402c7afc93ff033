@testable import RxSwift
import RxTestSupport
import XCTest

final class DeferredTests: RxTestCase {
    func testFactoryRunsPerSubscription() {
        var calls = 0
        let source = Observable<Int>.deferred {
            calls += 1
            return Observable.just(calls)
        }
        XCTAssertEqual(calls, 0, "nothing runs before subscription")
        XCTAssertEqual(recordSynchronously(source), [.next(1), .completed])
        XCTAssertEqual(recordSynchronously(source), [.next(2), .completed])
        XCTAssertEqual(calls, 2)
    }

    func testThrownErrorIsDelivered() {
        let source = Observable<Int>.deferred { throw TestError(8) }
        var disposed = 0
        var events: [Recording<Int>] = []
        _ = source.subscribe(onNext: { events.append(.next($0)) }, onError: { events.append(.error("\($0)")) }, onDisposed: { disposed += 1 })
        XCTAssertEqual(events, [.error(TestError(8))])
        XCTAssertEqual(disposed, 1)
    }

    func testDisposingReachesTheCreatedSequence() {
        let resource = CountingDisposable()
        let source = Observable<Int>.deferred { Observable.create { _ in resource } }
        let subscription = source.subscribe()
        XCTAssertEqual(resource.count, 0)
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
    }
}
