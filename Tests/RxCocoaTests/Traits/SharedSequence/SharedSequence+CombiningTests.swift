import RxCocoa
import RxSwift
import RxTest
import XCTest

final class SharedSequenceCombiningTests: XCTestCase {
    func testStaticMergeForms() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .error(250, TestError(id: 1))])
            let a = xs.asDriver(onErrorJustReturn: -1)
            let b = ys.asDriver(onErrorJustReturn: -2)
            let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .next(230, 3), .next(250, -2), .completed(250)]
            let variadic = scheduler.createObserver(Int.self)
            let array = scheduler.createObserver(Int.self)
            let collection = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = Driver.merge(a, b).drive(variadic)
                _ = Driver.merge([a, b]).drive(array)
                _ = Driver.merge(ContiguousArray([a, b])).drive(collection)
            }
            scheduler.start()
            XCTAssertEqual(variadic.events, expected)
            XCTAssertEqual(array.events, expected)
            XCTAssertEqual(collection.events, expected)
            XCTAssertEqual(xs.subscriptions, [Subscription(200, 240)], "each operand is shared by the three merges")
        }
    }

    func testInstanceMerge() {
        withSharingScheduler { scheduler in
            let inner1 = scheduler.createHotObservable([.next(220, 1), .completed(260)])
            let inner2 = scheduler.createHotObservable([.next(230, 2), .completed(250)])
            let xs = scheduler.createHotObservable([
                .next(210, inner1.asDriver(onErrorJustReturn: 0)),
                .next(215, inner2.asDriver(onErrorJustReturn: 0)),
                .completed(240),
            ])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: .empty()).merge() }
            XCTAssertEqual(res.events, [.next(220, 1), .next(230, 2), .completed(260)])
        }
    }

    func testMergeMaxConcurrentWaitsForAFreeSlot() {
        withSharingScheduler { scheduler in
            let inner1 = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let inner2 = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let xs = scheduler.createHotObservable([
                .next(210, inner1.asDriver(onErrorJustReturn: 0)),
                .next(215, inner2.asDriver(onErrorJustReturn: 0)),
                .completed(300),
            ])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: .empty()).merge(maxConcurrent: 1) }
            XCTAssertEqual(res.events, [.next(220, 1), .next(240, 2), .completed(300)])
            XCTAssertEqual(inner2.subscriptions, [Subscription(230, 250)])
        }
    }

    func testConcat() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createColdObservable([.next(10, 1), .completed(20)])
            let ys = scheduler.createColdObservable([.next(10, 2), .completed(20)])
            let a = xs.asDriver(onErrorJustReturn: 0)
            let b = ys.asDriver(onErrorJustReturn: 0)
            let fromCollection = scheduler.createObserver(Int.self)
            let fromSequence = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = Driver.concat([a, b]).drive(fromCollection)
                _ = Driver.concat(AnySequence([a, b])).drive(fromSequence)
            }
            scheduler.start()
            XCTAssertEqual(fromCollection.events, [.next(210, 1), .next(230, 2), .completed(240)])
            XCTAssertEqual(fromSequence.events, [.next(210, 1), .next(230, 2), .completed(240)])
        }
    }

    func testStartWith() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .completed(220)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).startWith(0) }
            XCTAssertEqual(res.events, [.next(200, 0), .next(210, 1), .completed(220)])
        }
    }
}
