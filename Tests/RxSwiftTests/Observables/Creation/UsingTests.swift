@testable import RxSwift
import RxTestSupport
import XCTest

final class UsingTests: RxTestCase {
    func testResourceDisposedOnCompletion() {
        var log: [String] = []
        let resource = CountingDisposable { log.append("resource disposed") }
        let source = Observable<Int>.using({ resource }, observableFactory: { _ in Observable.of(1, 2) })
        _ = source.subscribe(onNext: { log.append("next \($0)") }, onCompleted: { log.append("completed") })
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "resource disposed"])
        XCTAssertEqual(resource.count, 1)
    }

    func testResourceDisposedOnError() {
        let resource = CountingDisposable()
        let source = Observable<Int>.using({ resource }, observableFactory: { _ in Observable.error(TestError(1)) })
        XCTAssertEqual(recordSynchronously(source), [.error(TestError(1))])
        XCTAssertEqual(resource.count, 1)
    }

    func testResourceDisposedOnDispose() {
        let resource = CountingDisposable()
        let inner = CountingDisposable()
        let source = Observable<Int>.using({ resource }, observableFactory: { _ in Observable.create { _ in inner } })
        let subscription = source.subscribe()
        XCTAssertEqual(resource.count, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(resource.count, 1)
        XCTAssertEqual(inner.count, 1)
    }

    func testResourcePerSubscription() {
        var created = 0
        var resources: [CountingDisposable] = []
        let source = Observable<Int>.using({ () -> CountingDisposable in
            created += 1
            let resource = CountingDisposable()
            resources.append(resource)
            return resource
        }, observableFactory: { _ in Observable.never() })
        let first = source.subscribe()
        let second = source.subscribe()
        XCTAssertEqual(created, 2)
        first.dispose()
        XCTAssertEqual(resources.map(\.count), [1, 0])
        second.dispose()
        XCTAssertEqual(resources.map(\.count), [1, 1])
    }

    func testFactoryReceivesTheResource() {
        final class Resource: Disposable, @unchecked Sendable {
            let value = 11
            func dispose() {}
        }
        let source = Observable<Int>.using({ Resource() }, observableFactory: { Observable.just($0.value) })
        XCTAssertEqual(recordSynchronously(source), [.next(11), .completed])
    }

    func testThrowingResourceFactory() {
        var observableFactoryCalled = false
        let source = Observable<Int>.using({ () -> CountingDisposable in throw TestError(2) }, observableFactory: { _ in
            observableFactoryCalled = true
            return Observable.just(1)
        })
        XCTAssertEqual(recordSynchronously(source), [.error(TestError(2))])
        XCTAssertFalse(observableFactoryCalled)
    }

    func testThrowingObservableFactoryStillDisposesTheResource() {
        let resource = CountingDisposable()
        let source = Observable<Int>.using({ resource }, observableFactory: { _ in throw TestError(3) })
        XCTAssertEqual(recordSynchronously(source), [.error(TestError(3))])
        XCTAssertEqual(resource.count, 1)
    }
}
