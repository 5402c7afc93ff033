import XCTest
@testable import RxSwift

final class FilterTests: XCTestCase {
    func testFilterKeepsMatchingElements() {
        XCTAssertEqual(recordSynchronously(Observable.range(start: 1, count: 6).filter { $0 % 2 == 0 }), [.next(2), .next(4), .next(6), .completed])
    }

    func testFilterAllOut() {
        XCTAssertEqual(recordSynchronously(Observable.of(1, 3).filter { _ in false }), [.completed])
    }

    func testFilterPassesErrorsThrough() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.error(TestError(4)).filter { _ in true }), [.error(TestError(4))])
    }

    func testThrowingPredicateEndsTheSequenceAndDisposesTheSource() {
        let subject = PublishSubject<Int>()
        var events: [Recording<Int>] = []
        _ = subject.filter { element in
            if element == 3 { throw TestError(3) }
            return element != 2
        }.subscribe { events.append(Recording($0)) }
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        XCTAssertFalse(subject.hasObservers, "the source subscription was disposed")
        subject.onNext(4)
        XCTAssertEqual(events, [.next(1), .error(TestError(3))])
    }

    func testMapAndFilterCompose() {
        let source = Observable.range(start: 0, count: 10).map { $0 * 3 }.filter { $0 % 2 == 1 }.map { "\($0)" }
        XCTAssertEqual(recordSynchronously(source), [.next("3"), .next("9"), .next("15"), .next("21"), .next("27"), .completed])
    }
}
