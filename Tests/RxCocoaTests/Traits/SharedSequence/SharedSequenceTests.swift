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
            throw TestError(id: 1)
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
