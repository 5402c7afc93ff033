import RxSwift

// Marble conveniences for tests, and assertions that show a failure as marbles.
//
// A bad marble in any of them is a test failure that names its column (see `MarbleError`), and
// the call goes on with no events, so that one typo does not stop the whole test run.

extension TestScheduler {
    /// Reads marbles with this scheduler's frame length, frame 0 at `Defaults.subscribed`.
    public var marbleParser: MarbleParser {
        MarbleParser(frameTicks: marbleFrameTicks)
    }

    /// A hot observable drawn as a marble: its events happen at absolute ticks, `^` (or frame 0
    /// if there is none) being tick 200, where `start()` subscribes.
    ///
    ///     let xs = scheduler.createHotObservable("--a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
    ///     // [.next(180, 1), .next(220, 2), .next(250, 3), .completed(280)]
    ///
    /// One character a frame (`marbleFrameTicks` ticks): `-` time passes, a letter or digit an
    /// element from `values`, `|` completion, `#` failure with `error`, `(ab)` several events in
    /// one frame, spaces nothing. The full syntax is described on `MarbleParser`. A bad marble
    /// fails the test and gives an observable with no events.
    public func createHotObservable<Element>(
        _ marble: String, values: [Character: Element] = [:], error: Swift.Error = MarbleTestError(),
        file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
    ) -> TestableObservable<Element> {
        let location = AssertionLocation(fileID: fileID, filePath: file, line: line, column: column)
        return createHotObservable(parsed(location) { () throws(MarbleError) in try marbleParser.hotEvents(marble, values: values, error: error) } ?? [])
    }

    /// A hot observable of strings drawn as a marble, each symbol standing for itself:
    /// `createHotObservable("-a-^-b-|")` emits `"a"` and `"b"`.
    public func createHotObservable(
        _ marble: String, error: Swift.Error = MarbleTestError(),
        file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
    ) -> TestableObservable<String> {
        createHotObservable(marble, values: [Character: String](), error: error, file: file, line: line, fileID: fileID, column: column)
    }

    /// A cold observable drawn as a marble: frame 0 is each subscription, so every observer
    /// gets the events at the same distance from its own subscription.
    ///
    ///     let ys = scheduler.createColdObservable("-x-#", values: ["x": 10], error: TestError.boom)
    ///     // [.next(10, 10), .error(30, TestError.boom)]
    ///
    /// The syntax is that of `createHotObservable(_:values:error:)`, without `^`. A bad marble
    /// fails the test and gives an observable with no events.
    public func createColdObservable<Element>(
        _ marble: String, values: [Character: Element] = [:], error: Swift.Error = MarbleTestError(),
        file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
    ) -> TestableObservable<Element> {
        let location = AssertionLocation(fileID: fileID, filePath: file, line: line, column: column)
        return createColdObservable(parsed(location) { () throws(MarbleError) in try marbleParser.coldEvents(marble, values: values, error: error) } ?? [])
    }

    /// A cold observable of strings drawn as a marble, each symbol standing for itself.
    public func createColdObservable(
        _ marble: String, error: Swift.Error = MarbleTestError(),
        file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
    ) -> TestableObservable<String> {
        createColdObservable(marble, values: [Character: String](), error: error, file: file, line: line, fileID: fileID, column: column)
    }

    /// The recorded events a marble of expected events draws, frame 0 being tick 200 (where
    /// `start()` subscribes), to compare with what an observer recorded:
    ///
    ///     XCTAssertEqual(res.events, scheduler.events("--B--C--|", values: ["B": 20, "C": 30]))
    ///
    /// The syntax is that of `createHotObservable(_:values:error:)`, without `^`. A bad marble
    /// fails the test and gives no events.
    public func events<Element>(
        _ marble: String, values: [Character: Element] = [:], error: Swift.Error = MarbleTestError(),
        file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
    ) -> [Recorded<Event<Element>>] {
        let location = AssertionLocation(fileID: fileID, filePath: file, line: line, column: column)
        return parsed(location) { () throws(MarbleError) in try marbleParser.expectedEvents(marble, values: values, error: error) } ?? []
    }

    /// The recorded string events a marble draws, each symbol standing for itself.
    public func events(
        _ marble: String, error: Swift.Error = MarbleTestError(),
        file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
    ) -> [Recorded<Event<String>>] {
        events(marble, values: [Character: String](), error: error, file: file, line: line, fileID: fileID, column: column)
    }

    /// The subscriptions that subscription marbles draw, one a marble: `^` where a subscription
    /// starts and `!` where it ends (none: still subscribed), frame 0 being tick 200.
    ///
    ///     XCTAssertEqual(xs.subscriptions, scheduler.subscriptions("^-------!"))   // [Subscription(200, 280)]
    ///
    /// A bad marble fails the test and gives no subscriptions.
    public func subscriptions(
        _ marbles: String...,
        file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
    ) -> [Subscription] {
        let location = AssertionLocation(fileID: fileID, filePath: file, line: line, column: column)
        return parsed(location) { () throws(MarbleError) in try marbleParser.subscriptions(marbles) } ?? []
    }
}

/// The result of `parse`, or nil after reporting its error as a test failure.
func parsed<Value>(_ location: AssertionLocation, _ parse: () throws(MarbleError) -> Value) -> Value? {
    do {
        return try parse()
    } catch {
        reportTestFailure(error.description, at: location)
        return nil
    }
}

// MARK: - Assertions

/// Asserts that `observer` recorded what the marble `expected` draws, frame 0 being tick 200
/// (where `start()` subscribes) and a frame the scheduler's `marbleFrameTicks`:
///
///     let res = scheduler.start { xs.map { $0 * 10 } }
///     assertMarbles(res, "--B--C--|", values: ["B": 20, "C": 30])
///
/// On failure the message draws both runs, one above the other, marks the first frame where
/// they differ with a `^` and says what differs there:
///
///     marbles differ (frame 0 is tick 200; a frame is 10 ticks):
///     expected  --B--C--|
///     actual    --B--|
///                    ^
///     expected C at frame 5 (tick 250), got completed
///
/// An element with no symbol in `values` is drawn `?` and listed under the diagram, as is an
/// event between two frames (drawn in the frame it falls in). The syntax is described on
/// `MarbleParser`. Works in XCTest methods and Swift Testing `@Test` functions alike.
public func assertMarbles<Element: Equatable>(
    _ observer: TestableObserver<Element>, _ expected: String, values: [Character: Element] = [:], error: Swift.Error = MarbleTestError(),
    file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: file, line: line, column: column)
    assertEventMarbles(observer.events, expected, values: values, error: error, parser: observer.scheduler.marbleParser, at: location)
}

/// Asserts that recorded events are what the marble `expected` draws, frame 0 being tick 200
/// and a frame `frameTicks` ticks; see `assertMarbles(_:_:values:error:)` for the message.
public func assertMarbles<Element: Equatable>(
    _ events: [Recorded<Event<Element>>], _ expected: String, values: [Character: Element] = [:], error: Swift.Error = MarbleTestError(),
    frameTicks: TestTime = TestScheduler.defaultMarbleFrameTicks,
    file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: file, line: line, column: column)
    assertEventMarbles(events, expected, values: values, error: error, parser: MarbleParser(frameTicks: frameTicks), at: location)
}

/// Asserts that the subscriptions are those the subscription marbles draw, one a marble
/// (`^` start, `!` end, frame 0 at tick 200, a frame `frameTicks` ticks):
///
///     assertMarbles(xs.subscriptions, "^-------!")
///
/// On failure the message draws both lists, one subscription a row, and marks the first frame
/// where they differ.
public func assertMarbles(
    _ subscriptions: [Subscription], _ expected: String...,
    frameTicks: TestTime = TestScheduler.defaultMarbleFrameTicks,
    file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: file, line: line, column: column)
    assertSubscriptionMarbles(subscriptions, expected, parser: MarbleParser(frameTicks: frameTicks), at: location)
}

/// Asserts that the subscriptions to `observable` are those the subscription marbles draw, a
/// frame being its scheduler's `marbleFrameTicks`:
///
///     assertMarbles(xs, subscriptions: "^-------!")
public func assertMarbles<Element>(
    _ observable: TestableObservable<Element>, subscriptions expected: String...,
    file: StaticString = #filePath, line: UInt = #line, fileID: StaticString = #fileID, column: UInt = #column
) {
    let location = AssertionLocation(fileID: fileID, filePath: file, line: line, column: column)
    assertSubscriptionMarbles(observable.subscriptions, expected, parser: observable.testScheduler.marbleParser, at: location)
}

func assertEventMarbles<Element: Equatable>(
    _ actual: [Recorded<Event<Element>>], _ expected: String, values: [Character: Element], error: Swift.Error,
    parser: MarbleParser, at location: AssertionLocation
) {
    guard let expectedEvents = parsed(location, { () throws(MarbleError) in try parser.expectedEvents(expected, values: values, error: error) }) else { return }
    if let message = eventMarblesDifference(expected: expectedEvents, actual: actual, values: values, parser: parser) {
        reportTestFailure(message, at: location)
    }
}

func assertSubscriptionMarbles(_ actual: [Subscription], _ expected: [String], parser: MarbleParser, at location: AssertionLocation) {
    guard let expectedSubscriptions = parsed(location, { () throws(MarbleError) in try parser.subscriptions(expected) }) else { return }
    if let message = subscriptionMarblesDifference(expected: expectedSubscriptions, actual: actual, parser: parser) {
        reportTestFailure(message, at: location)
    }
}

/// How assertions draw an element: its symbol in `values` (the first in character order, if
/// several name it) or, as the parser reads them, a string or character stands for itself when
/// `values` is empty.
func marbleSymbols<Element: Equatable>(_ values: [Character: Element]) -> (Element) -> Character? {
    let table = values.sorted { $0.key < $1.key }
    return { element in
        if let symbol = table.first(where: { $0.value == element })?.key { return symbol }
        guard values.isEmpty else { return nil }
        if Element.self == String.self, let string = element as? String, string.count == 1 { return string.first }
        if Element.self == Character.self { return element as? Character }
        return nil
    }
}

/// The failure message for two different runs, or nil if they are equal.
func eventMarblesDifference<Element: Equatable>(
    expected: [Recorded<Event<Element>>], actual: [Recorded<Event<Element>>], values: [Character: Element], parser: MarbleParser
) -> String? {
    guard let index = firstDifference(expected, actual) else { return nil }
    let symbol = marbleSymbols(values)
    let expectedRow = MarbleRow(name: "expected", marks: expected.map { MarbleMark($0, symbol: symbol) })
    let actualRow = MarbleRow(name: "actual", marks: actual.map { MarbleMark($0, symbol: symbol) })
    let text = MarbleText(frameTicks: parser.frameTicks, origin: parser.origin, rows: [expectedRow, actualRow])
    let ticks = [expected, actual].compactMap { index < $0.count ? $0[index].time : nil }
    let frame = text.frame(of: ticks.min() ?? parser.origin).frame
    let words = "expected \(text.words(expectedRow.marks, inFrame: frame)) at \(text.frameAndTick(frame)), got \(text.words(actualRow.marks, inFrame: frame))"
    return differenceMessage(title: "marbles differ", text: text, frame: frame, words: words) {
        describeDifferences(expected, actual)
    }
}

/// The failure message for two different lists of subscriptions, or nil if they are equal.
func subscriptionMarblesDifference(expected: [Subscription], actual: [Subscription], parser: MarbleParser) -> String? {
    guard let index = firstDifference(expected, actual) else { return nil }
    let numbered = max(expected.count, actual.count) > 1
    func name(_ side: String, _ position: Int) -> String {
        numbered ? "\(side)[\(position)]" : side
    }
    var rows: [MarbleRow] = []
    for position in 0..<max(expected.count, actual.count) {
        if position < expected.count {
            rows.append(MarbleRow(name: name("expected", position), marks: MarbleMark.marks(of: expected[position])))
        }
        if position < actual.count {
            rows.append(MarbleRow(name: name("actual", position), marks: MarbleMark.marks(of: actual[position])))
        }
    }
    let text = MarbleText(frameTicks: parser.frameTicks, origin: parser.origin, rows: rows)
    let expectedMarks = index < expected.count ? MarbleMark.marks(of: expected[index]) : []
    let actualMarks = index < actual.count ? MarbleMark.marks(of: actual[index]) : []
    // The first mark of the pair that is not in both: the earlier start if the starts differ,
    // else the earlier end.
    let differing = zip(expectedMarks + [nil], actualMarks + [nil]).first { $0 != $1 }
    let ticks = [differing?.0?.tick, differing?.1?.tick].compactMap { $0 }
    let frame = text.frame(of: ticks.min() ?? parser.origin).frame
    let subject = numbered ? "subscriptions[\(index)]: " : ""
    let expectedWords = index < expected.count ? text.words(expectedMarks, inFrame: frame) : "no subscription"
    let actualWords = index < actual.count ? text.words(actualMarks, inFrame: frame) : "no subscription"
    let words = "\(subject)expected \(expectedWords) at \(text.frameAndTick(frame)), got \(actualWords)"
    return differenceMessage(title: "subscriptions differ", text: text, frame: frame, words: words) {
        describeDifferences(expected, actual)
    }
}

/// The index of the first position where the lists differ (one may be shorter), nil if equal.
func firstDifference<Value: Equatable>(_ lhs: [Value], _ rhs: [Value]) -> Int? {
    for index in 0..<max(lhs.count, rhs.count) {
        guard index < lhs.count, index < rhs.count, lhs[index] == rhs[index] else { return index }
    }
    return nil
}

/// A failure message: the title and scale, the rows with a `^` under `frame`, the difference in
/// words and the notes; a run too long to draw gets the list of events instead of the rows.
func differenceMessage(title: String, text: MarbleText, frame: Int, words: String, listing: () -> String) -> String {
    guard let drawing = text.draw() else {
        return (["\(title) (\(text.scale)); the run spans more than \(MarbleText.maximumFrames) frames, too many to draw:", words, listing()]).joined(separator: "\n")
    }
    var lines = ["\(title) (\(text.scale)):"]
    lines += drawing.lines
    lines.append(drawing.pointer(at: frame))
    lines.append(words)
    lines += text.notes()
    return lines.joined(separator: "\n")
}
