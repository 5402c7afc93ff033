import Dispatch
import Foundation
import RxBlocking
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

private struct Failure: Error, Equatable {
    let id: Int
}

/// A sequence that emits `elements` and then neither completes nor fails, and counts its disposals.
private final class EndlessSource: @unchecked Sendable {
    // @unchecked Sendable: the counter is atomic; the elements are immutable.
    private let disposals = Atomic<Int>(0)
    private let elements: [Int]

    init(_ elements: [Int]) {
        self.elements = elements
    }

    var disposeCount: Int {
        disposals.load(ordering: .sequentiallyConsistent)
    }

    var observable: Observable<Int> {
        Observable.create { [self] observer in
            for element in elements { observer.onNext(element) }
            return Disposables.create { [self] in disposals.wrappingAdd(1, ordering: .sequentiallyConsistent) }
        }
    }
}

private func assertThrows<T>(_ expression: @autoclosure () throws -> T, _ matches: (Error) -> Bool, file: StaticString = #filePath, line: UInt = #line) {
    XCTAssertThrowsError(try expression(), file: file, line: line) { error in
        XCTAssertTrue(matches(error), "unexpected error \(error)", file: file, line: line)
    }
}

private func isTimeout(_ error: Error) -> Bool {
    if case RxError.timeout = error { return true }
    return false
}

private func isNoElements(_ error: Error) -> Bool {
    if case RxError.noElements = error { return true }
    return false
}

private func isMoreThanOneElement(_ error: Error) -> Bool {
    if case RxError.moreThanOneElement = error { return true }
    return false
}

private func isFailure(_ id: Int) -> (Error) -> Bool {
    { ($0 as? Failure)?.id == id }
}

final class BlockingObservableTests: RxTestCase {
    private let failing = Observable<Int>.create { observer in
        observer.onNext(1)
        observer.onNext(2)
        observer.onError(Failure(id: 1))
        return Disposables.create()
    }

    // MARK: toArray

    func testToArrayReturnsEveryElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().toArray(), [1, 2, 3])
        XCTAssertEqual(try Observable<Int>.empty().toBlocking().toArray(), [])
    }

    func testToArrayRethrowsTheError() {
        assertThrows(try failing.toBlocking().toArray(), isFailure(1))
    }

    func testToArrayTimesOutAndDisposes() {
        let source = EndlessSource([1, 2])
        let start = Date()
        assertThrows(try source.observable.toBlocking(timeout: 0.2).toArray(), isTimeout)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.19)
        XCTAssertLessThan(Date().timeIntervalSince(start), 10)
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testToArrayWaitsForElementsFromAnotherThread() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let elements = try Observable<Int>.interval(.milliseconds(20), scheduler: scheduler)
            .take3()
            .toBlocking(timeout: 10)
            .toArray()
        XCTAssertEqual(elements, [0, 1, 2])
    }

    // MARK: first

    func testFirstReturnsTheFirstElementWithoutWaitingForTheEnd() throws {
        let source = EndlessSource([4, 5])
        XCTAssertEqual(try source.observable.toBlocking(timeout: 10).first(), 4)
        XCTAssertEqual(source.disposeCount, 1, "the subscription is disposed once the element arrived")
    }

    func testFirstOfAnEmptySequenceIsNil() throws {
        XCTAssertNil(try Observable<Int>.empty().toBlocking().first())
    }

    func testFirstOfAnEndlessSynchronousSequenceReturns() throws {
        XCTAssertEqual(try Observable.repeatElement(7).toBlocking(timeout: 10).first(), 7)
    }

    func testFirstRethrowsAnErrorBeforeTheFirstElement() {
        assertThrows(try Observable<Int>.error(Failure(id: 2)).toBlocking().first(), isFailure(2))
    }

    func testFirstTimesOut() {
        assertThrows(try Observable<Int>.never().toBlocking(timeout: 0.1).first(), isTimeout)
    }

    func testFirstFromATimerOnABackgroundScheduler() throws {
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        XCTAssertEqual(try Observable<Int>.timer(.milliseconds(50), scheduler: scheduler).toBlocking(timeout: 10).first(), 0)
    }

    // MARK: last

    func testLastReturnsTheLastElement() throws {
        XCTAssertEqual(try Observable.of(1, 2, 3).toBlocking().last(), 3)
        XCTAssertNil(try Observable<Int>.empty().toBlocking().last())
    }

    func testLastRethrowsTheError() {
        assertThrows(try failing.toBlocking().last(), isFailure(1))
    }

    func testLastTimesOut() {
        assertThrows(try EndlessSource([1]).observable.toBlocking(timeout: 0.1).last(), isTimeout)
    }

    // MARK: single

    func testSingleReturnsTheOnlyElement() throws {
        XCTAssertEqual(try Observable.just(9).toBlocking().single(), 9)
    }

    func testSingleOfAnEmptySequenceThrowsNoElements() {
        assertThrows(try Observable<Int>.empty().toBlocking().single(), isNoElements)
    }

    func testSingleThrowsMoreThanOneElementAsSoonAsTheSecondArrives() {
        let source = EndlessSource([1, 2])
        assertThrows(try source.observable.toBlocking(timeout: 10).single(), isMoreThanOneElement)
        XCTAssertEqual(source.disposeCount, 1)
    }

    func testSingleRethrowsTheErrorAndTimesOut() {
        assertThrows(try Observable<Int>.error(Failure(id: 3)).toBlocking().single(), isFailure(3))
        assertThrows(try EndlessSource([1]).observable.toBlocking(timeout: 0.1).single(), isTimeout)
    }

    func testSingleWithAPredicate() throws {
        let source = Observable.of(1, 2, 3, 4)
        XCTAssertEqual(try source.toBlocking().single { $0 == 3 }, 3)
        assertThrows(try source.toBlocking().single { $0 > 2 }, isMoreThanOneElement)
        assertThrows(try source.toBlocking().single { $0 > 9 }, isNoElements)
        assertThrows(try failing.toBlocking().single { $0 == 1 }, isFailure(1))
    }

    func testSingleRethrowsThePredicatesErrorAndDisposes() {
        let source = EndlessSource([1, 2])
        assertThrows(try source.observable.toBlocking(timeout: 10).single { element in
            if element == 2 { throw Failure(id: 4) }
            return true
        }, isFailure(4))
        XCTAssertEqual(source.disposeCount, 1)
    }

    // MARK: materialize

    func testMaterializeOfACompletedSequence() {
        guard case .completed(let elements) = Observable.of(1, 2).toBlocking().materialize() else {
            return XCTFail("expected completion")
        }
        XCTAssertEqual(elements, [1, 2])
    }

    func testMaterializeOfAFailedSequence() {
        guard case .failed(let elements, let error) = failing.toBlocking().materialize() else {
            return XCTFail("expected failure")
        }
        XCTAssertEqual(elements, [1, 2])
        XCTAssertEqual(error as? Failure, Failure(id: 1))
    }

    func testMaterializeOfATimeoutKeepsTheElementsSoFar() {
        let source = EndlessSource([1, 2, 3])
        guard case .failed(let elements, let error) = source.observable.toBlocking(timeout: 0.1).materialize() else {
            return XCTFail("expected a timeout")
        }
        XCTAssertEqual(elements, [1, 2, 3])
        XCTAssertTrue(isTimeout(error))
        XCTAssertEqual(source.disposeCount, 1)
    }

    #if TRACE_RESOURCES
    func testReleasesEverythingWhetherItCompletesOrTimesOut() throws {
        let baseline = Resources.total
        _ = try Observable.of(1, 2).toBlocking().toArray()
        _ = try? Observable<Int>.never().toBlocking(timeout: 0.05).first()
        _ = try Observable.repeatElement(1).toBlocking().first()
        XCTAssertEqual(Resources.total, baseline)
    }
    #endif

    // MARK: the main thread

    func testBlockingOnTheMainThreadLetsMainSchedulerDeliver() throws {
        XCTAssertTrue(Thread.isMainThread)
        let elements = try Observable.of(1, 2, 3)
            .observe(on: MainScheduler.asyncInstance)
            .toBlocking(timeout: 10)
            .toArray()
        XCTAssertEqual(elements, [1, 2, 3])
    }

    func testBlockingOnTheMainThreadOnATimerOfTheMainScheduler() throws {
        XCTAssertTrue(Thread.isMainThread)
        let start = Date()
        XCTAssertEqual(try Observable<Int>.timer(.milliseconds(100), scheduler: MainScheduler.instance).toBlocking(timeout: 10).single(), 0)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.09)
    }

    func testBlockingOnTheMainThreadWakesForABackgroundSequence() throws {
        XCTAssertTrue(Thread.isMainThread)
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let start = Date()
        XCTAssertEqual(try Observable<Int>.timer(.milliseconds(50), scheduler: scheduler).toBlocking(timeout: 10).first(), 0)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5, "woken when the element arrives, not at the timeout")
    }

    func testBlockingOnTheMainThreadTimesOutWhenNothingComes() {
        let start = Date()
        assertThrows(try Observable<Int>.never().observe(on: MainScheduler.instance).toBlocking(timeout: 0.2).first(), isTimeout)
        XCTAssertGreaterThanOrEqual(Date().timeIntervalSince(start), 0.19)
    }

    func testBlockingOffTheMainThreadOnAMainSchedulerSource() {
        let result = RxMutex<[Int]?>(nil)
        DispatchQueue.global().async {
            let elements = try? Observable.of(1, 2)
                .observe(on: MainScheduler.asyncInstance)
                .toBlocking(timeout: 10)
                .toArray()
            result.withLock { $0 = elements ?? [] }
        }
        // The background thread sleeps on a semaphore; this thread serves the main queue.
        let deadline = Date(timeIntervalSinceNow: 10)
        while result.withLock({ $0 }) == nil, Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.01))
        }
        XCTAssertEqual(result.withLock { $0 }, [1, 2])
    }
}

extension ObservableType where Element == Int {
    /// The elements 0, 1 and 2 of a counting sequence such as `interval`, then completion (stands
    /// in for `take(3)`, which lives elsewhere).
    fileprivate func take3() -> Observable<Int> {
        Observable.create { observer in
            let subscription = SingleAssignmentDisposable()
            subscription.setDisposable(self.subscribe(onNext: { element in
                guard element <= 2 else { return }
                observer.onNext(element)
                if element == 2 {
                    observer.onCompleted()
                    subscription.dispose()
                }
            }, onError: observer.onError, onCompleted: observer.onCompleted))
            return subscription
        }
    }
}
