@testable import RxSwift
import RxTestSupport
import XCTest

final class GenerateTests: RxTestCase {
    func testGenerateIsAForLoop() {
        let source = Observable.generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 })
        XCTAssertEqual(recordSynchronously(source), [.next(0), .next(1), .next(2), .completed])
    }

    func testFalseInitialConditionCompletesAtOnce() {
        let source = Observable.generate(initialState: 10, condition: { $0 < 3 }, iterate: { $0 + 1 })
        XCTAssertEqual(recordSynchronously(source), [.completed])
    }

    func testThrowingCondition() {
        let source = Observable.generate(initialState: 0, condition: { state -> Bool in
            if state == 2 { throw TestError(2) }
            return true
        }, iterate: { $0 + 1 })
        XCTAssertEqual(recordSynchronously(source), [.next(0), .next(1), .error(TestError(2))])
    }

    func testThrowingIterate() {
        var iterations = 0
        let source = Observable.generate(initialState: 0, condition: { _ in true }, iterate: { state -> Int in
            iterations += 1
            if state == 1 { throw TestError(3) }
            return state + 1
        })
        XCTAssertEqual(recordSynchronously(source), [.next(0), .next(1), .error(TestError(3))])
        XCTAssertEqual(iterations, 2)
    }

    func testStateIsFreshPerSubscription() {
        let source = Observable.generate(initialState: "", condition: { $0.count < 3 }, iterate: { $0 + "x" })
        let expected: [Recording<String>] = [.next(""), .next("x"), .next("xx"), .completed]
        XCTAssertEqual(recordSynchronously(source), expected)
        XCTAssertEqual(recordSynchronously(source), expected)
    }

    func testDisposeInsideOnNextStopsIterating() {
        var iterations = 0
        var received: [Int] = []
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.generate(initialState: 0, condition: { $0 < 1_000 }, iterate: { state -> Int in
                iterations += 1
                return state + 1
            }).subscribe(onNext: { element in
                received.append(element)
                if element == 3 { subscription?.dispose() }
            })
        }
        XCTAssertEqual(received, [0, 1, 2, 3])
        XCTAssertEqual(iterations, 3)
    }

    func testGenerateOnAnotherScheduler() {
        let scheduler = ManualScheduler()
        var events: [Recording<Int>] = []
        _ = Observable.generate(initialState: 1, condition: { $0 < 5 }, scheduler: scheduler, iterate: { $0 * 2 }).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [])
        scheduler.runAll()
        XCTAssertEqual(events, [.next(1), .next(2), .next(4), .completed])
    }
}
