@testable import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class AsyncSubjectTests: RxTestCase {
    func testEmitsOnlyLastElementOnCompletion() {
        let subject = AsyncSubject<Int>()
        var events: [String] = []
        _ = subject.subscribe { events.append($0.debugDescription) }
        subject.onNext(1)
        subject.onNext(2)
        XCTAssertEqual(events, [])
        subject.onCompleted()
        XCTAssertEqual(events, ["next(2)", "completed"])
    }

    func testCompletionWithoutElementEmitsOnlyCompletion() {
        let subject = AsyncSubject<Int>()
        var events: [String] = []
        _ = subject.subscribe { events.append($0.debugDescription) }
        subject.onCompleted()
        XCTAssertEqual(events, ["completed"])
    }

    func testErrorDiscardsLastElement() {
        struct Failure: Error {}
        let subject = AsyncSubject<Int>()
        var events: [String] = []
        _ = subject.subscribe { events.append($0.debugDescription) }
        subject.onNext(1)
        subject.onError(Failure())
        XCTAssertEqual(events, ["error(Failure())"])
        var late: [String] = []
        _ = subject.subscribe { late.append($0.debugDescription) }
        XCTAssertEqual(late, ["error(Failure())"])
    }

    func testLateObserverReceivesLastElementAndCompletion() {
        let subject = AsyncSubject<String>()
        subject.onNext("a")
        subject.onNext("b")
        subject.onCompleted()
        var events: [String] = []
        _ = subject.subscribe { events.append($0.debugDescription) }
        XCTAssertEqual(events, ["next(b)", "completed"])
        XCTAssertFalse(subject.hasObservers)
    }

    /// As in RxSwift: on completion the last element reaches every observer before any of them
    /// receives the completion. An observer subscribing from inside that delivery finds the
    /// subject completed: it gets the element and the completion at once.
    func testCompletionDeliversTheLastElementToEveryObserverBeforeCompletingAny() {
        let scheduler = TestScheduler(initialClock: 0)
        let subject = AsyncSubject<Int>()
        var log: [String] = []
        var subscriptions: [Disposable] = []
        scheduler.scheduleAt(100) {
            subscriptions.append(subject.subscribe { event in
                log.append("\(scheduler.clock) a \(event)")
                if event.element != nil {
                    subscriptions.append(subject.subscribe { log.append("\(scheduler.clock) late \($0)") })
                }
            })
            subscriptions.append(subject.subscribe { log.append("\(scheduler.clock) b \($0)") })
        }
        scheduler.scheduleAt(200) { subject.onNext(1) }
        scheduler.scheduleAt(250) { subject.onNext(2) }
        scheduler.scheduleAt(300) { subject.onCompleted() }
        scheduler.start()
        XCTAssertEqual(log, [
            "300 a next(2)", "300 late next(2)", "300 late completed", "300 b next(2)",
            "300 a completed", "300 b completed",
        ])
        subscriptions.forEach { $0.dispose() }
    }
}
