import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SharedSequenceCreationTests: RxTestCase {
    func testJust() {
        withSharingScheduler { scheduler in
            let res = scheduler.start { Driver.just(1) }
            XCTAssertEqual(res.events, [.next(200, 1), .completed(200)])
        }
    }

    func testJustOnTheMainThreadDeliversAtOnce() {
        var received: [Int] = []
        _ = Driver.just(1).drive(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
    }

    func testJustSubscribedOffTheMainThreadEmitsOnTheMainThread() {
        let onMainThread = Locked<[Bool]>([])
        let subscription = Locked<Disposable?>(nil)
        onBackgroundThread {
            let disposable = Signal.just(1).emit(onNext: { _ in onMainThread.append(Thread.isMainThread) })
            subscription.withLock { $0 = disposable }
        }
        XCTAssertTrue(spinRunLoop { onMainThread.current.count == 1 })
        XCTAssertEqual(onMainThread.current, [true])
        subscription.current?.dispose()
    }

    func testEmpty() {
        withSharingScheduler { scheduler in
            let res = scheduler.start { Driver<Int>.empty() }
            XCTAssertEqual(res.events, [.completed(200)])
        }
    }

    func testNever() {
        withSharingScheduler { scheduler in
            let res = scheduler.start { Signal<Int>.never() }
            XCTAssertEqual(res.events, [])
        }
    }

    func testOfAndFrom() {
        withSharingScheduler { scheduler in
            let expected: [Recorded<Event<Int>>] = [.next(200, 1), .next(200, 2), .next(200, 3), .completed(200)]
            XCTAssertEqual(scheduler.start { Driver.of(1, 2, 3) }.events, expected)
        }
        withSharingScheduler { scheduler in
            XCTAssertEqual(scheduler.start { Driver.from([1, 2]) }.events, [.next(200, 1), .next(200, 2), .completed(200)])
        }
        withSharingScheduler { scheduler in
            XCTAssertEqual(scheduler.start { Signal.from(1...2) }.events, [.next(200, 1), .next(200, 2), .completed(200)])
        }
    }

    func testFromOptional() {
        withSharingScheduler { scheduler in
            XCTAssertEqual(scheduler.start { Driver.from(optional: 1) }.events, [.next(200, 1), .completed(200)])
        }
        withSharingScheduler { scheduler in
            XCTAssertEqual(scheduler.start { Driver<Int>.from(optional: nil) }.events, [.completed(200)])
        }
    }

    func testDeferredCallsTheFactoryOncePerSharedSubscription() {
        var calls = 0
        let subject = PublishSubject<Int>()
        let driver = Driver<Int>.deferred {
            calls += 1
            return subject.asDriver(onErrorJustReturn: 0)
        }
        XCTAssertEqual(calls, 0, "nothing before subscription")
        var first: [Int] = []
        var second: [Int] = []
        let subscription1 = driver.drive(onNext: { first.append($0) })
        let subscription2 = driver.drive(onNext: { second.append($0) })
        subject.onNext(1)
        XCTAssertEqual(calls, 1)
        XCTAssertEqual(first, [1])
        XCTAssertEqual(second, [1])
        subscription1.dispose()
        subscription2.dispose()
        _ = driver.drive().dispose()
        XCTAssertEqual(calls, 2, "a new connection calls the factory again")
    }

    func testInterval() {
        withSharingScheduler { scheduler in
            let res = scheduler.start(disposed: 235) { Driver<Int>.interval(.seconds(10)) }
            XCTAssertEqual(res.events, [.next(210, 0), .next(220, 1), .next(230, 2)])
        }
    }

    func testIntervalSubscribersShareOneTimer() {
        withSharingScheduler { scheduler in
            let driver = Driver<Int>.interval(.seconds(10))
            let late = scheduler.createObserver(Int.self)
            var subscriptions: [Disposable] = []
            let first = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { subscriptions.append(driver.drive(first)) }
            scheduler.scheduleAt(215) { subscriptions.append(driver.drive(late)) }
            scheduler.scheduleAt(225) { subscriptions.forEach { $0.dispose() } }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 0), .next(220, 1)])
            XCTAssertEqual(late.events, [.next(215, 0), .next(220, 1)], "the latest tick is replayed, then the shared timer")
        }
    }

    func testTimer() {
        withSharingScheduler { scheduler in
            let res = scheduler.start(disposed: 245) { Signal<Int>.timer(.seconds(20), period: .seconds(10)) }
            XCTAssertEqual(res.events, [.next(220, 0), .next(230, 1), .next(240, 2)])
        }
    }
}
