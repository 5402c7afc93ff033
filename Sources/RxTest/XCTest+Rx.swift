import RxSwift
import XCTest

// Assertions on event sequences. On failure they list the positions where the two sequences
// differ, which a plain `XCTAssertEqual` on arrays does not.
//
// They work in XCTest methods and in Swift Testing `@Test` functions alike: a failure is reported
// to the framework running the test (see `reportTestFailure`). Their parameters stay XCTest's
// `file` and `line`: one more defaulted parameter would make Swift prefer XCTest's own generic
// `XCTAssertEqual` (or find the call ambiguous), so Swift Testing gets the file and line, without
// the column.

/// Asserts that two sequences of events are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T>], _ rhs: [Event<T>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two sequences of events with optional elements are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Event<T?>], _ rhs: [Event<T?>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two sequences of recorded events are equal: same events at the same times.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T>>], _ rhs: [Recorded<Event<T>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two sequences of recorded events with optional elements are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<Event<T?>>], _ rhs: [Recorded<Event<T?>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that the elements of the `next` events in `stream` are `elements`, in order; times and
/// the terminal event are not compared.
public func XCTAssertRecordedElements<Element: Equatable>(_ stream: [Recorded<Event<Element>>], _ elements: [Element], file: StaticString = #filePath, line: UInt = #line) {
    let recordedElements = stream.compactMap { $0.value.element }
    assertSequencesEqual(recordedElements, elements, at: AssertionLocation(filePath: file, line: line))
}

/// Fails with a list of the differing positions unless `lhs == rhs`.
func assertSequencesEqual<Value: Equatable>(_ lhs: [Value], _ rhs: [Value], at location: AssertionLocation) {
    guard lhs != rhs else { return }
    reportTestFailure(describeDifferences(lhs, rhs), at: location)
}

/// Both sequences, with the positions where they differ marked.
func describeDifferences<Value: Equatable>(_ lhs: [Value], _ rhs: [Value]) -> String {
    func text(_ values: [Value], _ index: Int) -> String {
        index < values.count ? String(describing: values[index]) : "(nothing)"
    }
    var lines = ["sequences differ (\(lhs.count) vs \(rhs.count) items):"]
    for index in 0..<max(lhs.count, rhs.count) {
        let same = index < lhs.count && index < rhs.count && lhs[index] == rhs[index]
        let marker = same ? "   " : "!! "
        lines.append("\(marker)[\(index)] \(text(lhs, index))" + (same ? "" : "  ≠  \(text(rhs, index))"))
    }
    return lines.joined(separator: "\n")
}

/// Asserts that two sequences of `Single` events are equal (errors compare as for `Event`).
public func XCTAssertEqual<T: Equatable>(_ lhs: [SingleEvent<T>], _ rhs: [SingleEvent<T>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs.map { ComparableSingleEvent(event: $0) }, rhs.map { ComparableSingleEvent(event: $0) }, at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two sequences of `Maybe` events are equal.
public func XCTAssertEqual<T: Equatable>(_ lhs: [MaybeEvent<T>], _ rhs: [MaybeEvent<T>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two sequences of `Completable` events are equal.
public func XCTAssertEqual(_ lhs: [CompletableEvent], _ rhs: [CompletableEvent], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two sequences of recorded `Single` events are equal: same events at the same
/// times.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<SingleEvent<T>>], _ rhs: [Recorded<SingleEvent<T>>], file: StaticString = #filePath, line: UInt = #line) {
    func comparable(_ recorded: Recorded<SingleEvent<T>>) -> Recorded<ComparableSingleEvent<T>> {
        Recorded(time: recorded.time, value: ComparableSingleEvent(event: recorded.value))
    }
    assertSequencesEqual(lhs.map(comparable), rhs.map(comparable), at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two sequences of recorded `Maybe` events are equal: same events at the same
/// times.
public func XCTAssertEqual<T: Equatable>(_ lhs: [Recorded<MaybeEvent<T>>], _ rhs: [Recorded<MaybeEvent<T>>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, at: AssertionLocation(filePath: file, line: line))
}

/// Asserts that two sequences of recorded `Completable` events are equal: same events at the
/// same times.
public func XCTAssertEqual(_ lhs: [Recorded<CompletableEvent>], _ rhs: [Recorded<CompletableEvent>], file: StaticString = #filePath, line: UInt = #line) {
    assertSequencesEqual(lhs, rhs, at: AssertionLocation(filePath: file, line: line))
}
