import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
import RxTestSupport

/// The three properties of a Driver from the guide's Units chapter: it cannot error, it is
/// observed on the main scheduler, and it shares side effects (replaying the latest element).
final class DriverTests: RxTestCase {
    // MARK: Cannot error

    func testAnErrorIsReplacedByTheFallbackElementAndTheDriverCompletes() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([
                .next(210, 1),
                .next(220, 2),
                .error(230, TestError(1)),
                .next(240, 3),
            ])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .next(230, -1), .completed(230)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        }
    }

    func testDriverTypeHasNoWayToReceiveAnError() {
        // A driver's subscriptions take no `onError`; what fails upstream arrives as an element.
        let received = Locked<[String]>([])
        let subscription = Observable<String>.error(TestError(2))
            .asDriver(onErrorRecover: { error in .just("recovered from \(error)") })
            .drive(onNext: { received.append($0) })
        XCTAssertEqual(received.current, ["recovered from TestError(2)"])
        subscription.dispose()
    }

    // MARK: Observed on the main scheduler

    func testElementsEmittedOnABackgroundThreadAreDeliveredOnTheMainThread() {
        let emittedOnMainThread = Locked<[Bool]>([])
        let source = Observable<Int>.create { observer in
            let thread = Thread {
                emittedOnMainThread.append(Thread.isMainThread)
                for value in 1...3 {
                    observer.onNext(value)
                }
                observer.onError(TestError(3))
            }
            thread.start()
            return Disposables.create()
        }
        let received = Locked<[Int]>([])
        let onMainThread = Locked<[Bool]>([])
        let completed = Locked(false)
        let subscription = source
            .asDriver(onErrorJustReturn: -1)
            .drive(onNext: { value in
                received.append(value)
                onMainThread.append(Thread.isMainThread)
            }, onCompleted: {
                onMainThread.append(Thread.isMainThread)
                completed.withLock { $0 = true }
            })
        XCTAssertTrue(spinRunLoop(timeout: 10) { completed.current }, "the main queue never delivered completion")
        XCTAssertEqual(emittedOnMainThread.current, [false])
        XCTAssertEqual(received.current, [1, 2, 3, -1])
        XCTAssertEqual(onMainThread.current, [true, true, true, true, true])
        subscription.dispose()
    }

    func testElementsEmittedOnTheMainThreadAreDeliveredAtOnce() {
        let subject = PublishSubject<Int>()
        let received = Locked<[Int]>([])
        let subscription = subject.asDriver(onErrorJustReturn: 0).drive(onNext: { received.append($0) })
        subject.onNext(1)
        XCTAssertEqual(received.current, [1], "nothing was queued, so the main scheduler runs inline")
        subscription.dispose()
    }

    // MARK: Shares side effects

    func testSeveralSubscribersShareOneSubscriptionToTheSource() {
        let source = CountingSource<Int>()
        let driver = source.observable.asDriver(onErrorJustReturn: 0)
        let first = Locked<[Int]>([])
        let second = Locked<[Int]>([])
        let subscription1 = driver.drive(onNext: { first.append($0) })
        let subscription2 = driver.drive(onNext: { second.append($0) })
        source.send(.next(1))
        source.send(.next(2))
        XCTAssertEqual(source.subscriptionCount, 1)
        XCTAssertEqual(first.current, [1, 2])
        XCTAssertEqual(second.current, [1, 2])

        subscription1.dispose()
        XCTAssertEqual(source.disposalCount, 0, "a subscriber is still there")
        subscription2.dispose()
        XCTAssertEqual(source.disposalCount, 1, "the last subscriber left: the source is disposed")
    }

    func testALateSubscriberReceivesTheLatestElementFirst() {
        let subject = PublishSubject<Int>()
        let driver = subject.asDriver(onErrorJustReturn: 0)
        let first = Locked<[Int]>([])
        let late = Locked<[Int]>([])
        let subscription1 = driver.drive(onNext: { first.append($0) })
        subject.onNext(1)
        subject.onNext(2)
        let subscription2 = driver.drive(onNext: { late.append($0) })
        XCTAssertEqual(late.current, [2], "the latest element is replayed synchronously")
        subject.onNext(3)
        XCTAssertEqual(first.current, [1, 2, 3])
        XCTAssertEqual(late.current, [2, 3])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testAfterTheLastSubscriberLeftANewOneResubscribesAndGetsNoStaleReplay() {
        let source = CountingSource<Int>()
        let driver = source.observable.asDriver(onErrorJustReturn: 0)
        let subscription1 = driver.drive()
        source.send(.next(1))
        subscription1.dispose()

        let received = Locked<[Int]>([])
        let subscription2 = driver.drive(onNext: { received.append($0) })
        XCTAssertEqual(source.subscriptionCount, 2, "whileConnected: a new connection")
        XCTAssertEqual(received.current, [], "nothing from the old connection is replayed")
        source.send(.next(2))
        XCTAssertEqual(received.current, [2])
        subscription2.dispose()
    }

    func testTheFallbackIsSharedToo() {
        let fallbacks = Locked(0)
        let driver = Observable<Int>.error(TestError(4)).asDriver(onErrorRecover: { _ in
            fallbacks.withLock { $0 += 1 }
            return .never()
        })
        let subscription1 = driver.drive()
        let subscription2 = driver.drive()
        XCTAssertEqual(fallbacks.current, 1)
        subscription1.dispose()
        subscription2.dispose()
    }

    // MARK: Conversions

    func testAsDriverOnAnySharedSequenceConvertibleTypeKeepsTheDriver() {
        let driver = Driver.just(1)
        let again: Driver<Int> = driver.asDriver()
        XCTAssertTrue(again.asObservable() === driver.asObservable())
    }

    func testDriverIsSendable() {
        let driver = Driver.just(1)
        let sendable: any Sendable = driver
        XCTAssertTrue(sendable is Driver<Int>)
    }
}
