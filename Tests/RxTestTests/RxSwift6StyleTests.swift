import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Tests written the way RxSwift 6 users write them, unchanged: they must compile and pass here.
final class RxSwift6StyleTests: RxTestCase {
    var scheduler: TestScheduler!
    var disposeBag: DisposeBag!

    let testError = NSError(domain: "dummyError", code: -232, userInfo: nil)

    override func setUp() {
        super.setUp()
        scheduler = TestScheduler(initialClock: 0)
        disposeBag = DisposeBag()
    }

    override func tearDown() {
        disposeBag = nil
        scheduler = nil
        super.tearDown()
    }

    func testMap_Range() {
        let xs = scheduler.createHotObservable([
            .next(150, 1),
            .next(210, 0),
            .next(220, 1),
            .next(230, 2),
            .next(240, 4),
            .completed(300)
        ])

        let res = scheduler.start { xs.map { $0 * 2 } }

        let correctMessages = Recorded.events(
            .next(210, 0 * 2),
            .next(220, 1 * 2),
            .next(230, 2 * 2),
            .next(240, 4 * 2),
            .completed(300)
        )

        let correctSubscriptions = [
            Subscription(200, 300)
        ]

        XCTAssertEqual(res.events, correctMessages)
        XCTAssertEqual(xs.subscriptions, correctSubscriptions)
    }

    func testFilter_Error() {
        let xs = scheduler.createHotObservable([
            .next(110, 1),
            .next(230, 3),
            .next(270, 4),
            .error(280, testError),
            .next(300, 5)
        ])

        let res = scheduler.start { () -> Observable<Int> in
            xs.filter { $0 % 2 == 1 }
        }

        XCTAssertEqual(res.events, [
            .next(230, 3),
            .error(280, testError)
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 280)
        ])
    }

    func testFilter_Dispose() {
        let xs = scheduler.createHotObservable([
            .next(230, 3),
            .next(270, 4),
            .next(290, 5),
            .completed(600)
        ])

        let res = scheduler.start(disposed: 280) {
            xs.filter { $0 > 2 }
        }

        XCTAssertEqual(res.events, [
            .next(230, 3),
            .next(270, 4)
        ])
        XCTAssertEqual(xs.subscriptions, [
            Subscription(200, 280)
        ])
    }

    func testObserverWithDisposeBag() {
        let observer = scheduler.createObserver(String.self)

        scheduler.createColdObservable([.next(10, "a"), .next(20, "b"), .completed(30)])
            .subscribe(observer)
            .disposed(by: disposeBag)

        scheduler.start()

        XCTAssertEqual(observer.events, [
            .next(10, "a"),
            .next(20, "b"),
            .completed(30)
        ])
    }

    func testSubjectDrivenByScheduleAt() {
        let subject = PublishSubject<Int>()
        let observer = scheduler.createObserver(Int.self)

        scheduler.scheduleAt(100) {
            subject.map { $0 + 1 }.subscribe(observer).disposed(by: self.disposeBag)
        }
        scheduler.scheduleAt(200) { subject.onNext(1) }
        scheduler.scheduleAt(300) { subject.onNext(2) }
        scheduler.scheduleAt(400) { subject.onCompleted() }
        scheduler.start()

        XCTAssertEqual(observer.events, [
            .next(200, 2),
            .next(300, 3),
            .completed(400)
        ])
        XCTAssertRecordedElements(observer.events, [2, 3])
    }

    func testIntervalWithMillisecondResolution() {
        let scheduler = TestScheduler(initialClock: 0, resolution: 0.001)
        let res = scheduler.start(created: 0, subscribed: 0, disposed: 350) {
            Observable<Int>.interval(.milliseconds(100), scheduler: scheduler)
        }
        XCTAssertEqual(res.events, [
            .next(100, 0),
            .next(200, 1),
            .next(300, 2)
        ])
    }

    func testEventArrays() {
        let events: [Event<Int>] = [.next(1), .error(testError)]
        XCTAssertEqual(events, [.next(1), .error(testError)])
        XCTAssertEqual(events.map(\.element), [1, nil])
    }
}
