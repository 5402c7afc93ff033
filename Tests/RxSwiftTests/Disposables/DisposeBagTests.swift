@testable import RxSwift
import RxTestSupport
import XCTest

final class DisposeBagTests: RxTestCase {
    func testDisposesOnDeinitInInsertionOrder() {
        var log: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        for index in 0..<5 {
            bag?.insert(Disposables.create { log.append(index) })
        }
        XCTAssertEqual(log, [])
        bag = nil
        XCTAssertEqual(log, [0, 1, 2, 3, 4])
    }

    func testReplacingTheBagDisposesTheOldOne() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        var bag = DisposeBag()
        subject.subscribe(onNext: { received.append($0) }).disposed(by: bag)
        subject.onNext(1)
        bag = DisposeBag()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
        _ = bag
    }

    func testInitDisposingVariadic() {
        var log: [Int] = []
        var bag: DisposeBag? = DisposeBag(disposing: Disposables.create { log.append(1) }, Disposables.create { log.append(2) })
        XCTAssertEqual(log, [])
        bag = nil
        XCTAssertEqual(log, [1, 2])
        _ = bag
    }

    func testInitDisposingArray() {
        var log: [Int] = []
        var bag: DisposeBag? = DisposeBag(disposing: [Disposables.create { log.append(1) }, Disposables.create { log.append(2) }, Disposables.create { log.append(3) }])
        bag = nil
        XCTAssertEqual(log, [1, 2, 3])
        _ = bag
    }

    func testInitWithResultBuilder() {
        var log: [String] = []
        var bag: DisposeBag? = DisposeBag {
            Disposables.create { log.append("a") }
            Disposables.create { log.append("b") }
        }
        bag = nil
        XCTAssertEqual(log, ["a", "b"])
        _ = bag
    }

    func testInsertForms() {
        var log: [Int] = []
        var bag: DisposeBag? = DisposeBag()
        bag?.insert(Disposables.create { log.append(1) })
        bag?.insert(Disposables.create { log.append(2) }, Disposables.create { log.append(3) })
        bag?.insert([Disposables.create { log.append(4) }])
        bag?.insert {
            Disposables.create { log.append(5) }
            Disposables.create { log.append(6) }
        }
        Disposables.create { log.append(7) }.disposed(by: bag!)
        bag = nil
        XCTAssertEqual(log, [1, 2, 3, 4, 5, 6, 7])
    }

    func testDisposedByStopsSubscriptionsOnDeinit() {
        let subject = PublishSubject<Int>()
        var received: [String] = []
        var disposed = 0
        do {
            let bag = DisposeBag()
            subject.subscribe(onNext: { received.append("a\($0)") }, onDisposed: { disposed += 1 }).disposed(by: bag)
            subject.subscribe(onNext: { received.append("b\($0)") }, onDisposed: { disposed += 1 }).disposed(by: bag)
            subject.onNext(1)
        }
        subject.onNext(2)
        XCTAssertEqual(received, ["a1", "b1"])
        XCTAssertEqual(disposed, 2)
        XCTAssertFalse(subject.hasObservers)
    }

    func testEachEntryDisposedOnce() {
        let item = CountingDisposable()
        var bag: DisposeBag? = DisposeBag()
        bag?.insert(item)
        bag = nil
        XCTAssertEqual(item.count, 1)
    }

    func testLongLivedBagStaysBoundedWithCompletedSubscriptions() {
        // #2364: a bag that lives long and receives many short-lived subscriptions that complete
        // must not keep one entry per subscription forever.
        let bag = DisposeBag()
        var received = 0
        var maximum = 0
        for index in 0..<100_000 {
            Observable.just(index).subscribe(onNext: { _ in received += 1 }).disposed(by: bag)
            maximum = max(maximum, bag.count)
        }
        XCTAssertEqual(received, 100_000)
        XCTAssertLessThanOrEqual(maximum, 64, "finished subscriptions are swept out")
    }

    func testSweepKeepsLiveSubscriptions() {
        let bag = DisposeBag()
        let subject = PublishSubject<Int>()
        var received = 0
        // 50 live subscriptions, interleaved with 10,000 completed ones.
        for index in 0..<10_000 {
            if index % 200 == 0 {
                subject.subscribe(onNext: { _ in received += 1 }).disposed(by: bag)
            }
            Observable<Int>.empty().subscribe().disposed(by: bag)
        }
        XCTAssertLessThanOrEqual(bag.count, 200)
        XCTAssertGreaterThanOrEqual(bag.count, 50)
        subject.onNext(1)
        XCTAssertEqual(received, 50, "live subscriptions are kept")
    }

    func testSweptEntriesAreReleasedOutsideTheBagsLock() {
        // A finished subscription captured an object whose deinit uses the same bag; the sweep
        // that drops the subscription must not hold the bag's lock while releasing it (the
        // recursive lock would stop the program).
        let bag = DisposeBag()
        var deinitInserted = false
        func subscribeCapturing() {
            let token = Token {
                bag.insert(Disposables.create())
                deinitInserted = true
            }
            Observable.just(1).subscribe(onNext: { _ in _ = token }).disposed(by: bag)
        }
        subscribeCapturing()
        for _ in 0..<40 {
            Observable<Int>.empty().subscribe().disposed(by: bag)
        }
        XCTAssertTrue(deinitInserted, "the finished subscription was swept and released")
    }

    func testLiveEntriesAreNotSwept() {
        var bag: DisposeBag? = DisposeBag()
        let items = (0..<1_000).map { _ in CountingDisposable() }
        for item in items {
            bag?.insert(item)
        }
        XCTAssertEqual(bag?.count, 1_000, "non-cancelable entries cannot be known to be finished")
        bag = nil
        XCTAssertTrue(items.allSatisfy { $0.count == 1 })
    }

    func testConcurrentInsertion() {
        let items = (0..<8).map { _ in (0..<200).map { _ in CountingDisposable() } }
        do {
            let bag = DisposeBag()
            runConcurrently(threads: 8) { [unowned bag] index in
                for item in items[index] {
                    bag.insert(item)
                }
            }
            XCTAssertEqual(bag.count, 1_600)
            XCTAssertTrue(items.joined().allSatisfy { $0.count == 0 })
        }
        XCTAssertTrue(items.joined().allSatisfy { $0.count == 1 })
    }
}
