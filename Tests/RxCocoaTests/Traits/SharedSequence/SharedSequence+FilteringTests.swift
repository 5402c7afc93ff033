import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SharedSequenceFilteringTests: RxTestCase {
    private func hot(_ scheduler: TestScheduler) -> TestableObservable<Int> {
        scheduler.createHotObservable([
            .next(210, 1), .next(220, 1), .next(230, 2), .next(240, 2), .next(250, 1), .completed(260),
        ])
    }

    func testFilter() {
        withSharingScheduler { scheduler in
            let xs = hot(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).filter { $0 == 2 } }
            XCTAssertEqual(res.events, [.next(230, 2), .next(240, 2), .completed(260)])
        }
    }

    func testSkip() {
        withSharingScheduler { scheduler in
            let xs = hot(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).skip(3) }
            XCTAssertEqual(res.events, [.next(240, 2), .next(250, 1), .completed(260)])
        }
    }

    func testDistinctUntilChanged() {
        withSharingScheduler { scheduler in
            let xs = hot(scheduler)
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).distinctUntilChanged() }
            XCTAssertEqual(res.events, [.next(210, 1), .next(230, 2), .next(250, 1), .completed(260)])
        }
    }

    func testDistinctUntilChangedForms() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, "a"), .next(220, "b"), .next(230, "cc"), .next(240, "dd"), .completed(250)])
            let driver = xs.asDriver(onErrorJustReturn: "")
            let byKey = scheduler.createObserver(String.self)
            let byComparer = scheduler.createObserver(String.self)
            let byKeyAndComparer = scheduler.createObserver(String.self)
            let byKeyPath = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) {
                _ = driver.distinctUntilChanged { $0.count }.drive(byKey)
                _ = driver.distinctUntilChanged { $0.count == $1.count }.drive(byComparer)
                _ = driver.distinctUntilChanged({ $0.count }, comparer: { $0 == $1 }).drive(byKeyAndComparer)
                _ = driver.distinctUntilChanged(at: \.count).drive(byKeyPath)
            }
            scheduler.start()
            let expected: [Recorded<Event<String>>] = [.next(210, "a"), .next(230, "cc"), .completed(250)]
            XCTAssertEqual(byKey.events, expected)
            XCTAssertEqual(byComparer.events, expected)
            XCTAssertEqual(byKeyAndComparer.events, expected)
            XCTAssertEqual(byKeyPath.events, expected)
        }
    }
}
