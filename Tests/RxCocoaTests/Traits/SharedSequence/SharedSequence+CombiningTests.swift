import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SharedSequenceCombiningTests: RxTestCase {
    func testStaticMergeForms() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(240)])
            let ys = scheduler.createHotObservable([.next(220, 2), .error(250, TestError(1))])
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

final class SharedSequenceCombineLatestZipTests: RxTestCase {
    func testCombineLatestOfTwoDrivers() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .completed(250)])
            let ys = scheduler.createHotObservable([.next(220, "a"), .error(240, TestError(1))])
            let res = scheduler.start {
                Driver.combineLatest(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: "!")) { "\($0)\($1)" }
            }
            XCTAssertEqual(res.events, [.next(220, "1a"), .next(230, "2a"), .next(240, "2!"), .completed(250)])
        }
    }

    func testCombineLatestTuples() {
        let first = BehaviorRelay(value: 1)
        let second = BehaviorRelay(value: "a")
        var received: [String] = []
        let subscription = Driver.combineLatest(first.asDriver(), second.asDriver())
            .drive(onNext: { number, letter in received.append("\(number)\(letter)") })
        first.accept(2)
        second.accept("b")
        XCTAssertEqual(received, ["1a", "2a", "2b"])
        subscription.dispose()
    }

    func testCombineLatestOfEightSignals() {
        let relays = (0..<8).map { _ in PublishRelay<Int>() }
        let signals = relays.map { $0.asSignal() }
        var sums: [Int] = []
        let subscription = Signal.combineLatest(
            signals[0], signals[1], signals[2], signals[3], signals[4], signals[5], signals[6], signals[7]
        ) { $0 + $1 + $2 + $3 + $4 + $5 + $6 + $7 }
            .emit(onNext: { sums.append($0) })
        for (index, relay) in relays.enumerated() {
            relay.accept(index)
        }
        relays[0].accept(100)
        XCTAssertEqual(sums, [28, 128])
        subscription.dispose()
    }

    func testZipPairsInOrder() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(260)])
            let ys = scheduler.createHotObservable([.next(225, "a"), .next(240, "b"), .completed(250)])
            let res = scheduler.start {
                Driver.zip(xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: "")).map { "\($0)\($1)" }
            }
            XCTAssertEqual(res.events, [.next(225, "1a"), .next(240, "2b"), .completed(260)], "as zip does: completion once every source completed")
        }
    }

    func testZipOfThreeWithSelector() {
        var received: [Int] = []
        _ = Driver.zip(Driver.just(1), Driver.just(2), Driver.just(3)) { $0 * 100 + $1 * 10 + $2 }
            .drive(onNext: { received.append($0) })
        XCTAssertEqual(received, [123])
    }

    func testCollectionForms() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 3), .completed(250)])
            let ys = scheduler.createHotObservable([.next(220, 2), .completed(240)])
            let drivers = [xs.asDriver(onErrorJustReturn: 0), ys.asDriver(onErrorJustReturn: 0)]
            let latest = scheduler.createObserver([Int].self)
            let latestSum = scheduler.createObserver(Int.self)
            let zipped = scheduler.createObserver([Int].self)
            let zippedSum = scheduler.createObserver(Int.self)
            scheduler.scheduleAt(200) {
                _ = Driver.combineLatest(drivers).drive(latest)
                _ = Driver.combineLatest(drivers) { $0.reduce(0, +) }.drive(latestSum)
                _ = Driver.zip(drivers).drive(zipped)
                _ = Driver.zip(drivers) { $0.reduce(0, +) }.drive(zippedSum)
            }
            scheduler.start()
            XCTAssertEqual(latest.events, [.next(220, [1, 2]), .next(230, [3, 2]), .completed(250)])
            XCTAssertEqual(latestSum.events, [.next(220, 3), .next(230, 5), .completed(250)])
            XCTAssertEqual(zipped.events, [.next(220, [1, 2]), .completed(250)])
            XCTAssertEqual(zippedSum.events, [.next(220, 3), .completed(250)])
        }
    }

    func testAThrowingResultSelectorStopsDebugBuilds() {
        #if DEBUG
        assertPreconditionFailure(containing: "SharedSequence.combineLatest: the result selector threw") {
            _ = Driver.combineLatest(Driver.just(1), Driver.just(2)) { _, _ -> Int in throw TestError(1) }.drive()
        }
        #endif
    }

    func testWithLatestFrom() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2), .next(250, 3), .completed(260)])
            let ys = scheduler.createHotObservable([.next(220, "a"), .next(240, "b"), .completed(245)])
            let source = xs.asDriver(onErrorJustReturn: 0)
            let other = ys.asDriver(onErrorJustReturn: "")
            let combined = scheduler.createObserver(String.self)
            let latest = scheduler.createObserver(String.self)
            scheduler.scheduleAt(200) {
                _ = source.withLatestFrom(other) { "\($0)\($1)" }.drive(combined)
                _ = source.withLatestFrom(other).drive(latest)
            }
            scheduler.start()
            XCTAssertEqual(combined.events, [.next(230, "2a"), .next(250, "3b"), .completed(260)])
            XCTAssertEqual(latest.events, [.next(230, "a"), .next(250, "b"), .completed(260)])
        }
    }
}
