import Foundation
@testable import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "UsingTests", code: 1)

/// A resource that records when it was disposed, on the test scheduler's clock.
private final class Resource: Disposable, @unchecked Sendable {
    // @unchecked Sendable: used only on the test's thread (the TestScheduler runs there).
    let scheduler: TestScheduler
    let id: Int
    private(set) var disposedAt: [Int] = []
    var onDispose: () -> Void = {}

    init(scheduler: TestScheduler, id: Int) {
        self.scheduler = scheduler
        self.id = id
    }

    func dispose() {
        disposedAt.append(scheduler.clock)
        onDispose()
    }
}

final class UsingTests: RxTestCase {
    func testResourceLivesAsLongAsTheSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(50)])
        var resources: [Resource] = []
        var createdAt: [Int] = []
        let res = scheduler.start {
            Observable.using({ () -> Resource in
                createdAt.append(scheduler.clock)
                let resource = Resource(scheduler: scheduler, id: resources.count)
                resources.append(resource)
                return resource
            }, observableFactory: { resource in
                xs.asObservable().map { $0 * 10 + resource.id }
            })
        }
        XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .completed(250)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(createdAt, [200])
        XCTAssertEqual(resources.map(\.disposedAt), [[250]])
    }

    func testErrorDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .error(20, testError)])
        let resource = Resource(scheduler: scheduler, id: 0)
        let res = scheduler.start {
            Observable.using({ resource }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1), .error(220, testError)])
        XCTAssertEqual(resource.disposedAt, [220])
    }

    func testDisposalMidStreamUnsubscribesTheSourceBeforeDisposingTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable([.next(10, 1), .next(100, 2)])
        let resource = Resource(scheduler: scheduler, id: 0)
        var sourceSubscriptionsWhenDisposed: [Subscription] = []
        resource.onDispose = { sourceSubscriptionsWhenDisposed = xs.subscriptions }
        let res = scheduler.start(disposed: 250) {
            Observable.using({ resource }, observableFactory: { _ in xs.asObservable() })
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        XCTAssertEqual(resource.disposedAt, [250])
        XCTAssertEqual(sourceSubscriptionsWhenDisposed, [Subscription(200, 250)])
    }

    func testThrowingResourceFactoryFailsWithoutCallingTheObservableFactory() {
        let scheduler = TestScheduler(initialClock: 0)
        var observableFactoryCalls = 0
        let res = scheduler.start {
            Observable<Int>.using({ () throws -> Resource in throw testError }, observableFactory: { _ in
                observableFactoryCalls += 1
                return .never()
            })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(observableFactoryCalls, 0)
    }

    func testThrowingObservableFactoryFailsAndDisposesTheResource() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = Resource(scheduler: scheduler, id: 0)
        let res = scheduler.start {
            Observable<Int>.using({ resource }, observableFactory: { _ in throw testError })
        }
        XCTAssertEqual(res.events, [.error(200, testError)])
        XCTAssertEqual(resource.disposedAt, [200])
    }

    func testEachSubscriptionGetsItsOwnResource() {
        let scheduler = TestScheduler(initialClock: 0)
        var resources: [Resource] = []
        let shared = Observable<Int>.using({ () -> Resource in
            let resource = Resource(scheduler: scheduler, id: resources.count)
            resources.append(resource)
            return resource
        }, observableFactory: { resource in .just(resource.id) })
        var first: [Int] = []
        var second: [Int] = []
        _ = shared.subscribe(onNext: { first.append($0) })
        _ = shared.subscribe(onNext: { second.append($0) })
        XCTAssertEqual(first, [0])
        XCTAssertEqual(second, [1])
        XCTAssertEqual(resources.map(\.disposedAt.count), [1, 1])
    }

    func testNeverKeepsTheResourceUntilDisposal() {
        let scheduler = TestScheduler(initialClock: 0)
        let resource = Resource(scheduler: scheduler, id: 0)
        let subscription = Observable<Int>.using({ resource }, observableFactory: { _ in .never() }).subscribe()
        XCTAssertEqual(resource.disposedAt, [])
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(resource.disposedAt, [0])
    }

    func testElementEmittedFromInsideOnNextKeepsOrder() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = PublishSubject<Int>()
        let resource = Resource(scheduler: scheduler, id: 0)
        var received: [Int] = []
        let subscription = Observable.using({ resource }, observableFactory: { _ in subject.asObservable() })
            .subscribe(onNext: { element in
                received.append(element)
                if element == 1 { subject.onNext(2) }
                received.append(-element)
            })
        let anomalies = recordingAnomalies { subject.onNext(1) }
        XCTAssertEqual(anomalies, [.reentrancy])
        XCTAssertEqual(received, [1, -1, 2, -2])
        subscription.dispose()
        XCTAssertEqual(resource.disposedAt, [0])
    }
}

/// Synchronous checks, without a scheduler.
extension UsingTests {
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
