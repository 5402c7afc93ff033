import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

private let testError = NSError(domain: "DebugTests", code: 1)

/// One line printed by `debug`, split into its parts.
private struct DebugLine: Equatable {
    let timestamp: String
    let identifier: String
    let content: String

    /// `2026-11-22 06:40:00.123: identifier -> content`
    init?(_ line: Substring) {
        let timestampLength = "yyyy-MM-dd HH:mm:ss.SSS".count
        guard line.count > timestampLength + 2 else { return nil }
        timestamp = String(line.prefix(timestampLength))
        let rest = line.dropFirst(timestampLength)
        guard rest.hasPrefix(": "), let arrow = rest.range(of: " -> ") else { return nil }
        identifier = String(rest[rest.index(rest.startIndex, offsetBy: 2)..<arrow.lowerBound])
        content = String(rest[arrow.upperBound...])
    }

    var hasValidTimestamp: Bool {
        timestamp.range(of: #"^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}$"#, options: .regularExpression) != nil
    }
}

private func debugLines(_ output: String, file: StaticString = #filePath, line: UInt = #line) -> [DebugLine] {
    output.split(separator: "\n").map { text in
        guard let parsed = DebugLine(text) else {
            XCTFail("not a debug line: \(text)", file: file, line: line)
            return DebugLine("0000-00-00 00:00:00.000: ? -> ?")!
        }
        XCTAssertTrue(parsed.hasValidTimestamp, "bad timestamp in: \(text)", file: file, line: line)
        return parsed
    }
}

final class DebugTests: RxTestCase {
    func testPrintsSubscriptionEveryEventAndDisposalOneLineEach() {
        var events: [Event<Int>] = []
        let output = capturingStandardOutput {
            _ = Observable.of(1, 2).debug("probe").subscribe { events.append($0) }
        }
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
        let lines = debugLines(output)
        XCTAssertEqual(lines.map(\.identifier), Array(repeating: "probe", count: 5))
        XCTAssertEqual(lines.map(\.content), ["subscribed", "Event next(1)", "Event next(2)", "Event completed", "isDisposed"])
    }

    func testTimestampIsTheCurrentLocalTime() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        let before = Date()
        let output = capturingStandardOutput {
            _ = Observable<Int>.empty().debug("clock").subscribe()
        }
        let after = Date()
        for line in debugLines(output) {
            guard let date = formatter.date(from: line.timestamp) else { return XCTFail("unparsable \(line.timestamp)") }
            XCTAssertGreaterThanOrEqual(date.timeIntervalSince(before), -0.001)
            XCTAssertLessThanOrEqual(date.timeIntervalSince(after), 0.001)
        }
    }

    func testPrintsTheError() {
        let output = capturingStandardOutput {
            _ = Observable<Int>.error(testError).debug("failing").subscribe(onError: { _ in })
        }
        XCTAssertEqual(debugLines(output).map(\.content), ["subscribed", "Event error(\(testError))", "isDisposed"])
    }

    func testDisposalIsPrintedOnce() {
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        let output = capturingStandardOutput {
            subscription = subject.debug("disposed").subscribe()
            subject.onNext(7)
            subscription?.dispose()
            subscription?.dispose()
            subject.onNext(8)
        }
        XCTAssertEqual(debugLines(output).map(\.content), ["subscribed", "Event next(7)", "isDisposed"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testTrimOutputKeepsTheFirstAndLastTwentyCharacters() {
        let long = String(repeating: "a", count: 30) + String(repeating: "z", count: 30)
        let output = capturingStandardOutput {
            _ = Observable.just(long).debug("trim", trimOutput: true).subscribe()
            _ = Observable.just(long).debug("full").subscribe()
            _ = Observable.just("short").debug("trim-short", trimOutput: true).subscribe()
        }
        let nexts = debugLines(output).filter { $0.content.hasPrefix("Event next") }
        // "next(" + 60 characters + ")": 66 characters, trimmed to 20 + "..." + 20.
        XCTAssertEqual(nexts.map(\.content), [
            "Event next(" + String(repeating: "a", count: 15) + "..." + String(repeating: "z", count: 19) + ")",
            "Event next(\(long))",
            "Event next(short)",
        ])
    }

    func testDefaultIdentifierNamesTheFileLineAndFunction() {
        let line = #line + 2
        let output = capturingStandardOutput {
            _ = Observable<Int>.empty().debug().subscribe()
        }
        let identifiers = Set(debugLines(output).map(\.identifier))
        XCTAssertEqual(identifiers, ["DebugTests.swift:\(line) (testDefaultIdentifierNamesTheFileLineAndFunction())"])
    }

    func testEventsPassUnchangedOnVirtualTime() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .error(230, testError)])
        var res: TestableObserver<Int>!
        let output = capturingStandardOutput {
            res = scheduler.start(disposed: 300) { xs.debug("virtual") }
        }
        XCTAssertEqual(res.events, [.next(210, 1), .next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
        XCTAssertEqual(debugLines(output).map(\.content), [
            "subscribed", "Event next(1)", "Event next(2)", "Event error(\(testError))", "isDisposed",
        ])
    }

    func testDisposalMidStreamPrintsIsDisposedAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(230, 2)])
        var res: TestableObserver<Int>!
        let output = capturingStandardOutput {
            res = scheduler.start(disposed: 220) { xs.debug("mid") }
        }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
        XCTAssertEqual(debugLines(output).map(\.content), ["subscribed", "Event next(1)", "isDisposed"])
    }
}
