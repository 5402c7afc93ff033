import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SharedSequenceTests: RxTestCase {
    func testAsObservableIsTheSharedSource() {
        let driver = Driver.just(1)
        XCTAssertTrue(driver.asObservable() === driver.asSharedSequence().asObservable())
    }

    func testAsInfallibleIsTheSharedSequenceAsItIs() {
        let driver = Driver.just(1)
        XCTAssertTrue(driver.asInfallible().asObservable() === driver.asObservable())
        let signal = Signal.just(1)
        XCTAssertTrue(signal.asInfallible().asObservable() === signal.asObservable())
    }

    func testAsInfallibleKeepsTheDriversElementsAndSharing() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(220, TestError(1)), .next(230, 2)])
            let infallible = xs.asDriver(onErrorJustReturn: -1).asInfallible()
            let first = scheduler.createObserver(Int.self)
            let late = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) { _ = infallible.bind(to: first) }
            // The driver's replay reaches a subscriber that comes after 210.
            scheduler.scheduleAt(215) { _ = infallible.bind(to: late) }
            scheduler.start()
            XCTAssertEqual(first.events, [.next(210, 1), .next(220, -1), .completed(220)])
            XCTAssertEqual(late.events, [.next(215, 1), .next(220, -1), .completed(220)])
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        }
    }

    func testTheStrategiesShareAsDocumented() {
        // Driver: replay 1 while connected; Signal: no replay. Checked on plain observables.
        let subject = PublishSubject<Int>()
        let driverShared = DriverSharingStrategy.share(subject.asObservable())
        let signalShared = SignalSharingStrategy.share(subject.asObservable())
        var driverFirst: [Int] = []
        var signalFirst: [Int] = []
        let keep = Disposables.create(
            driverShared.subscribe(onNext: { driverFirst.append($0) }),
            signalShared.subscribe(onNext: { signalFirst.append($0) })
        )
        subject.onNext(1)
        var driverLate: [Int] = []
        var signalLate: [Int] = []
        _ = driverShared.subscribe(onNext: { driverLate.append($0) })
        _ = signalShared.subscribe(onNext: { signalLate.append($0) })
        XCTAssertEqual(driverLate, [1])
        XCTAssertEqual(signalLate, [])
        keep.dispose()
        subject.onCompleted() // the late subscriptions are never disposed: end them
    }

    func testTheStrategiesDeliverOnTheMainSchedulerOutsideTests() {
        XCTAssertTrue(DriverSharingStrategy.scheduler is MainScheduler)
        XCTAssertTrue(SignalSharingStrategy.scheduler is MainScheduler)
    }
}

final class SharingSchedulerTests: RxTestCase {
    func testMockReplacesTheSchedulerAndRestoresIt() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            XCTAssertTrue(SharingScheduler.make() as AnyObject === scheduler)
            XCTAssertTrue(DriverSharingStrategy.scheduler as AnyObject === scheduler)
        }
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMockRestoresTheSchedulerWhenTheActionThrows() {
        XCTAssertThrowsError(try SharingScheduler.mock(makeScheduler: { TestScheduler(initialClock: 0) }) {
            XCTAssertTrue(SharingScheduler.make() is TestScheduler)
            throw TestError(1)
        })
        XCTAssertTrue(SharingScheduler.make() is MainScheduler)
    }

    func testMocksNest() {
        let outer = TestScheduler(initialClock: 0)
        let inner = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: outer) {
            SharingScheduler.mock(scheduler: inner) {
                XCTAssertTrue(SharingScheduler.make() as AnyObject === inner)
            }
            XCTAssertTrue(SharingScheduler.make() as AnyObject === outer)
        }
    }

    func testASequenceKeepsTheSchedulerItWasBuiltWith() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        var driver: Driver<Int>?
        SharingScheduler.mock(scheduler: scheduler) {
            driver = Driver<Int>.timer(.seconds(5), period: .seconds(5))
        }
        let observer = scheduler.createObserver(Int.self)
        let subscription = driver!.asObservable().subscribe(observer)
        scheduler.advanceTo(10)
        subscription.dispose()
        XCTAssertEqual(observer.events, [.next(5, 0), .next(10, 1)])
    }
}
