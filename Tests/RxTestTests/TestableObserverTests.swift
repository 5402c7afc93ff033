import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class TestableObserverTests: RxTestCase {
    func testRecordsEventsWithTheClock() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(10) { observer.onNext(1) }
        scheduler.scheduleAt(20) { observer.onError(TestError()) }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(10, 1), .error(20, TestError())])
    }

    func testRecordsEverythingEvenAfterATerminalEvent() {
        let scheduler = TestScheduler(initialClock: 5)
        let observer = scheduler.createObserver(String.self)
        observer.onCompleted()
        observer.onNext("late")
        XCTAssertEqual(observer.events, [.completed(5), .next(5, "late")])
    }

    func testStartsEmptyAndEventsIsASnapshot() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        XCTAssertEqual(observer.events, [])
        let before = observer.events
        observer.onNext(1)
        XCTAssertEqual(before, [])
        XCTAssertEqual(observer.events.count, 1)
    }

    func testRecordsAsAnObserverOfAnOperatorChain() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(300) {
            _ = Observable.of(1, 2, 3).map { $0 * 2 }.subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events, [.next(300, 2), .next(300, 4), .next(300, 6), .completed(300)])
    }

    func testRecordsOptionalElementsIncludingNil() {
        let scheduler = TestScheduler(initialClock: 0)
        let observer = scheduler.createObserver(Int?.self)
        observer.onNext(nil)
        observer.onNext(1)
        XCTAssertEqual(observer.events, [.next(0, nil), .next(0, 1)])
    }
}
