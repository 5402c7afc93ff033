@testable import RxSwift
import RxTestSupport
import XCTest

final class OptionalTests: RxTestCase {
    func testFromOptionalSome() {
        XCTAssertEqual(recordSynchronously(Observable.from(optional: 3)), [.next(3), .completed])
    }

    func testFromOptionalNone() {
        XCTAssertEqual(recordSynchronously(Observable<Int>.from(optional: nil)), [.completed])
    }

    func testFromOptionalOnScheduler() {
        let scheduler = ManualScheduler()
        var events: [Recording<Int>] = []
        _ = Observable.from(optional: 4, scheduler: scheduler).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [])
        scheduler.runAll()
        XCTAssertEqual(events, [.next(4), .completed])

        events = []
        _ = Observable<Int>.from(optional: nil, scheduler: scheduler).subscribe { events.append(Recording($0)) }
        scheduler.runAll()
        XCTAssertEqual(events, [.completed])
    }

    func testFromOptionalOnCurrentThreadScheduler() {
        XCTAssertEqual(recordSynchronously(Observable.from(optional: 5, scheduler: CurrentThreadScheduler.instance)), [.next(5), .completed])
    }
}
