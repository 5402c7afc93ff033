@testable import RxSwift
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
}
