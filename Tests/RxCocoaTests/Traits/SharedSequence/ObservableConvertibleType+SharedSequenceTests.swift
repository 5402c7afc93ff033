import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

/// A strategy of the test's own: it delivers on the sharing scheduler and replays two elements,
/// so a test sees that the generic conversion uses both.
private enum ReplayTwoStrategy: SharingStrategyProtocol {
    static var scheduler: SchedulerType {
        SharingScheduler.make()
    }

    static func share<Element>(_ source: Observable<Element>) -> Observable<Element> {
        source.share(replay: 2, scope: .whileConnected)
    }
}

/// `asSharedSequence(sharingStrategy:onError...:)`, the conversion behind `asDriver(onError...)`
/// and `asSignal(onError...)`.
final class ObservableConvertibleTypeSharedSequenceTests: RxTestCase {
    /// A scheduler that delivers scheduled work one tick late, as the strategies' scheduler: an
    /// element moved onto it arrives at t + 1.
    private func withDelayingSharingScheduler(_ body: (TestScheduler) -> Void) {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: true)
        SharingScheduler.mock(scheduler: scheduler) { body(scheduler) }
    }

    func testOnErrorJustReturnDeliversOnTheStrategysSchedulerAndSharesAsItDoes() {
        withDelayingSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .error(300, TestError(1)), .next(310, 4)])
            let shared = xs.asSharedSequence(sharingStrategy: ReplayTwoStrategy.self, onErrorJustReturn: -1)
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = shared.asObservable().subscribe(first) }
            scheduler.scheduleAt(250) { _ = shared.asObservable().subscribe(late) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(211, 1), .next(221, 2), .next(231, 3), .next(301, -1), .completed(301)])
            XCTAssertEqual(late.events, [.next(250, 2), .next(250, 3), .next(301, -1), .completed(301)])
            // observe(on:) lets the source go at its error (300), before delivering it (301).
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        }
    }

    func testTheStrategyIsInferredFromTheResultType() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let driver: Driver<Int> = xs.asSharedSequence(onErrorJustReturn: -1)
            let signal: Signal<Int> = xs.asSharedSequence(onErrorJustReturn: -2)
            let driverLate = scheduler.createObserver(Int.self)
            let signalLate = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = driver.drive()
                _ = signal.emit()
            }
            // A driver replays its latest element to a late subscriber, a signal nothing.
            scheduler.scheduleAt(215) {
                _ = driver.drive(driverLate)
                _ = signal.emit(to: signalLate)
            }
            scheduler.start()
            XCTAssertEqual(driverLate.events, [.next(215, 1), .next(220, -1), .completed(220)])
            XCTAssertEqual(signalLate.events, [.next(220, -2), .completed(220)])
        }
    }

    func testOnErrorDriveWithContinuesWithTheFallback() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1))])
            let fallback = scheduler.createColdObservable([.next(10, 7), .next(20, 8), .completed(30)])
            let res = scheduler.start {
                xs.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: fallback.asSignal(onErrorJustReturn: 0))
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(230, 7), .next(240, 8), .completed(250)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
            XCTAssertEqual(fallback.subscriptions, [Subscription(220, 250)])
        }
    }

    func testOnErrorRecoverReceivesTheError() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(6))])
            let res = scheduler.start {
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorRecover: { error in
                    .just((error as? TestError)?.id ?? 0)
                })
            }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 6), .completed(220)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testDisposalMidStreamUnsubscribesTheSource() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
            let res = scheduler.start(disposed: 250) {
                xs.asSharedSequence(sharingStrategy: DriverSharingStrategy.self, onErrorJustReturn: -1)
            }
            XCTAssertEqual(res.events, [.next(210, 1)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
        }
    }

    func testAsSharedSequenceOfASharedSequenceIsItself() {
        let driver = Driver.just(1)
        XCTAssertTrue(driver.asSharedSequence().asObservable() === driver.asObservable())
    }
}
