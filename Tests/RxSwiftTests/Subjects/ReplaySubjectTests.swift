@testable import RxSwift
import RxTestSupport
import XCTest

final class ReplaySubjectTests: RxTestCase {
    func testReplaysLastBufferSizeElements() {
        let subject = ReplaySubject<Int>.create(bufferSize: 2)
        for i in 1...5 { subject.onNext(i) }
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(6)
        XCTAssertEqual(received, [4, 5, 6])
    }

    func testUnboundedReplaysEverythingThenTerminal() {
        for subject in [ReplaySubject<Int>.createUnbounded(), ReplaySubject<Int>.createUnbound()] {
            for i in 1...100 { subject.onNext(i) }
            subject.onCompleted()
            var events: [Event<Int>] = []
            _ = subject.subscribe { events.append($0) }
            XCTAssertEqual(events.compactMap(\.element), Array(1...100))
            XCTAssertTrue(events.last?.isCompleted ?? false)
        }
    }

    func testBufferSizeZeroBehavesLikePublish() {
        let subject = ReplaySubject<Int>.create(bufferSize: 0)
        subject.onNext(1)
        var received: [Int] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(2)
        XCTAssertEqual(received, [2])
    }

    func testBufferAndErrorAreReplayedAfterFailure() {
        struct Failure: Error {}
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        subject.onNext(1)
        subject.onNext(2)
        subject.onError(Failure())
        var events: [String] = []
        _ = subject.subscribe { events.append($0.debugDescription) }
        XCTAssertEqual(events, ["next(2)", "error(Failure())"])
    }

    func testDisposeForgetsBufferAndRejectsSubscribers() {
        let subject = ReplaySubject<Int>.create(bufferSize: 3)
        subject.onNext(1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertTrue(subject.isDisposed)
        XCTAssertFalse(subject.hasObservers)
        var error: Error?
        _ = subject.subscribe(onError: { error = $0 })
        XCTAssertNotNil(error)
        subscription.dispose()
    }

    func testDisposingSubscriptionStopsDelivery() {
        let subject = ReplaySubject<Int>.create(bufferSize: 1)
        var received: [Int] = []
        let subscription = subject.subscribe(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
