import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SharedSequenceTransformingTests: RxTestCase {
    func testMap() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(1))])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).map { $0 * 10 } }
            XCTAssertEqual(res.events, [.next(210, 10), .next(220, 20), .next(230, -10), .completed(230)])
        }
    }

    func testMapRunsOncePerElementForSeveralSubscribers() {
        let subject = PublishSubject<Int>()
        var calls = 0
        let driver = subject.asDriver(onErrorJustReturn: 0).map { value -> Int in
            calls += 1
            return value
        }
        let subscription1 = driver.drive()
        let subscription2 = driver.drive()
        subject.onNext(1)
        XCTAssertEqual(calls, 1, "the mapped driver is shared again")
        subscription1.dispose()
        subscription2.dispose()
    }

    func testCompactMap() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, "1"), .next(220, "x"), .next(230, "3"), .completed(240)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: "").compactMap { Int($0) } }
            XCTAssertEqual(res.events, [.next(210, 1), .next(230, 3), .completed(240)])
        }
    }

    func testFlatMapMergesInnerSequences() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .completed(300)])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).flatMap { value in
                    scheduler.createColdObservable([.next(10, value * 10), .next(20, value * 100), .completed(30)])
                        .asDriver(onErrorJustReturn: -1)
                }
            }
            XCTAssertEqual(res.events, [.next(220, 10), .next(225, 20), .next(230, 100), .next(235, 200), .completed(300)])
        }
    }

    func testFlatMapLatestSwitchesToTheLatestInnerSequence() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(225, 2), .completed(300)])
            var inners: [TestableObservable<Int>] = []
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).flatMapLatest { value -> Driver<Int> in
                    let inner = scheduler.createColdObservable([.next(10, value * 10), .next(20, value * 100), .error(30, TestError(value))])
                    inners.append(inner)
                    return inner.asDriver(onErrorJustReturn: -value)
                }
            }
            XCTAssertEqual(res.events, [.next(220, 10), .next(235, 20), .next(245, 200), .next(255, -2), .completed(300)])
            XCTAssertEqual(inners.map(\.subscriptions), [[Subscription(210, 225)], [Subscription(225, 255)]])
        }
    }

    func testFlatMapLatestCanChangeTheSharingStrategy() {
        let relay = PublishSubject<Int>()
        let signal: Signal<String> = relay.asDriver(onErrorJustReturn: 0).flatMapLatest { Signal.just("\($0)") }
        var received: [String] = []
        let subscription = signal.emit(onNext: { received.append($0) })
        relay.onNext(1)
        XCTAssertEqual(received, ["1"])
        subscription.dispose()
    }

    func testFlatMapFirstIgnoresElementsWhileAnInnerSequenceRuns() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(215, 2), .next(250, 3), .completed(300)])
            let res = scheduler.start {
                xs.asDriver(onErrorJustReturn: 0).flatMapFirst { value in
                    scheduler.createColdObservable([.next(10, value), .completed(20)]).asDriver(onErrorJustReturn: -1)
                }
            }
            XCTAssertEqual(res.events, [.next(220, 1), .next(260, 3), .completed(300)])
        }
    }

    func testSwitchLatest() {
        withSharingScheduler { scheduler in
            let first = scheduler.createHotObservable([.next(220, 1), .next(240, 2)])
            let second = scheduler.createHotObservable([.next(235, 3), .next(250, 4)])
            let xs = scheduler.createHotObservable([
                .next(210, first.asDriver(onErrorJustReturn: 0)),
                .next(230, second.asDriver(onErrorJustReturn: 0)),
            ])
            let res = scheduler.start { xs.asDriver(onErrorDriveWith: .empty()).switchLatest() }
            XCTAssertEqual(res.events, [.next(220, 1), .next(235, 3), .next(250, 4)])
            XCTAssertEqual(first.subscriptions, [Subscription(210, 230)])
        }
    }

    func testScan() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(240)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).scan(0, accumulator: +) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 6), .completed(240)])
        }
    }

    func testWithUnretainedOnASignal() {
        let relay = PublishSubject<Int>()
        var label: Label? = Label(text: "label")
        var received: [String] = []
        var completed = false
        let subscription = relay.asSignal(onErrorJustReturn: 0)
            .withUnretained(label!)
            .emit(onNext: { label, value in received.append("\(label.text!) \(value)") }, onCompleted: { completed = true })
        relay.onNext(1)
        label = nil
        relay.onNext(2)
        XCTAssertEqual(received, ["label 1"])
        XCTAssertTrue(completed, "the object is gone: the sequence completes")
        subscription.dispose()
    }

    func testWithUnretainedResultSelector() {
        let label = Label(text: "x")
        var received: [String] = []
        _ = Signal.just(1).withUnretained(label) { label, value in "\(label.text!)\(value)" }.emit(onNext: { received.append($0) })
        XCTAssertEqual(received, ["x1"])
    }
}
