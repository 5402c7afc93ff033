import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class MarbleParserTests: FailureRecordingTestCase {
    private let parser = MarbleParser()

    // MARK: Events

    func testInAHotMarbleTheSubscriptionPointIsTick200AndFramesBeforeItComeBefore() throws {
        let events = try parser.hotEvents("--a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
        XCTAssertEqual(events, [.next(180, 1), .next(220, 2), .next(250, 3), .completed(280)])
    }

    func testAHotMarbleWithoutSubscriptionPointStartsAtTick200() throws {
        XCTAssertEqual(try parser.hotEvents("-a|", values: ["a": 1]), [.next(210, 1), .completed(220)])
    }

    func testInAHotMarbleAnElementInTheSubscriptionFrameIsAtTheSubscriptionTick() throws {
        XCTAssertEqual(try parser.hotEvents("-(^a)-b", values: ["a": 1, "b": 2]), [.next(200, 1), .next(220, 2)])
    }

    func testInAColdMarbleFrameZeroIsTheSubscription() throws {
        let events = try parser.coldEvents("-x-#", values: ["x": 10], error: TestError.boom)
        XCTAssertEqual(events, [.next(10, 10), .error(30, TestError.boom)])
    }

    func testInAnExpectedMarbleFrameZeroIsTick200() throws {
        XCTAssertEqual(try parser.expectedEvents("--B--C--|", values: ["B": 20, "C": 30]), [.next(220, 20), .next(250, 30), .completed(280)])
    }

    func testAGroupTakesOneFrameWhateverItsWidth() throws {
        let events = try parser.expectedEvents("-(abc)-d(e|)", values: ["a": 1, "b": 2, "c": 3, "d": 4, "e": 5])
        XCTAssertEqual(events, [.next(210, 1), .next(210, 2), .next(210, 3), .next(230, 4), .next(240, 5), .completed(240)])
    }

    func testSpacesTakeNoTime() throws {
        XCTAssertEqual(try parser.expectedEvents(" - a  - |", values: ["a": 1]), [.next(210, 1), .completed(230)])
    }

    func testDigitsAndOtherCharactersAreSymbols() throws {
        let events = try parser.expectedEvents("1-🍎", values: ["1": "one", "🍎": "apple"])
        XCTAssertEqual(events, [.next(200, "one"), .next(220, "apple")])
    }

    func testErrorDefaultsToMarbleTestError() throws {
        XCTAssertEqual(try parser.expectedEvents("-#", values: [Character: Int]()), [.error(210, MarbleTestError())])
        XCTAssertNotEqual(try parser.expectedEvents("-#", values: [Character: Int]()), [.error(210, MarbleTestError("another"))])
    }

    func testAnEmptyMarbleHasNoEvents() throws {
        XCTAssertEqual(try parser.expectedEvents("", values: [Character: Int]()), [])
        XCTAssertEqual(try parser.expectedEvents("----", values: [Character: Int]()), [])
    }

    func testStringsAndCharactersStandForThemselvesWhenValuesIsEmpty() throws {
        XCTAssertEqual(try parser.expectedEvents("a-b|") as [Recorded<Event<String>>], [.next(200, "a"), .next(220, "b"), .completed(230)])
        XCTAssertEqual(try parser.expectedEvents("a") as [Recorded<Event<Character>>], [.next(200, "a")])
    }

    func testStringsDoNotStandForThemselvesWhenValuesIsGiven() {
        XCTAssertThrowsError(try parser.expectedEvents("a-b", values: ["a": "apple"])) { error in
            XCTAssertEqual(error as? MarbleError, MarbleError(marble: "a-b", column: 3, reason: .unknownSymbol("b")))
        }
    }

    func testTheFrameLengthAndOriginCanBeSetAndHaveDefaults() throws {
        let fives = MarbleParser(frameTicks: 5, origin: 100)
        XCTAssertEqual(try fives.hotEvents("a-^-b|", values: ["a": 1, "b": 2]), [.next(90, 1), .next(110, 2), .completed(115)])
        XCTAssertEqual(try fives.coldEvents("-a", values: ["a": 1]), [.next(5, 1)])
        XCTAssertEqual(TestScheduler(initialClock: 0, marbleFrameTicks: 5).marbleParser.frameTicks, 5)
        XCTAssertEqual(TestScheduler(initialClock: 0).marbleParser.frameTicks, 10)
        XCTAssertEqual(TestScheduler(initialClock: 0).marbleParser.origin, TestScheduler.Defaults.subscribed)
    }

    // MARK: Subscriptions

    func testSubscriptionMarblesAreParsedIntoSubscriptions() throws {
        XCTAssertEqual(try parser.subscription("^-------!"), Subscription(200, 280))
        XCTAssertEqual(try parser.subscription("---^"), Subscription(230))
        XCTAssertEqual(try parser.subscription("--(^!)"), Subscription(220, 220))
        XCTAssertEqual(try parser.subscription(" ^ - !"), Subscription(200, 220))
        XCTAssertEqual(try parser.subscriptions(["^-!", "-^--!"]), [Subscription(200, 220), Subscription(210, 240)])
        XCTAssertEqual(try MarbleParser(frameTicks: 1).subscription("-^-!"), Subscription(201, 203))
    }

    // MARK: Bad marbles

    private func assertBad(_ marble: String, kind: String = "expected", column: Int, _ reason: MarbleError.Reason, file: StaticString = #filePath, line: UInt = #line) {
        let values: [Character: Int] = ["a": 1, "b": 2]
        do {
            switch kind {
            case "hot": _ = try parser.hotEvents(marble, values: values)
            case "cold": _ = try parser.coldEvents(marble, values: values)
            case "subscription": _ = try parser.subscription(marble)
            default: _ = try parser.expectedEvents(marble, values: values)
            }
            XCTFail("\(marble) was accepted", file: file, line: line)
        } catch {
            XCTAssertEqual(error, MarbleError(marble: marble, column: column, reason: reason), file: file, line: line)
        }
    }

    func testBadMarblesNameTheColumn() {
        assertBad("-a-x", column: 4, .unknownSymbol("x"))
        assertBad("-a-^", kind: "cold", column: 4, .subscriptionMarkerNotAllowed)
        assertBad("^-a", column: 1, .subscriptionMarkerNotAllowed)
        assertBad("--a-^-^", kind: "hot", column: 7, .secondSubscriptionMarker)
        assertBad("-a|-", column: 4, .textAfterEnd("-"))
        assertBad("-#a", column: 3, .textAfterEnd("a"))
        assertBad("-(a|)b", column: 6, .textAfterEnd("b"))
        assertBad("-(|a)", column: 4, .textAfterEnd("a"))
        assertBad("-(ab", column: 2, .unclosedGroup)
        assertBad("(a(b))", column: 3, .nestedGroup)
        assertBad("-a)", column: 3, .unopenedGroup)
        assertBad("-()", column: 3, .emptyGroup)
        assertBad("(a-b)", column: 3, .timeInsideGroup)
        assertBad("-a-!", column: 4, .unsubscriptionMarkerNotAllowed)
        assertBad("----!", kind: "subscription", column: 5, .unsubscriptionBeforeSubscription)
        assertBad("----", kind: "subscription", column: 1, .missingSubscriptionStart)
        assertBad("^-^", kind: "subscription", column: 3, .secondSubscriptionMarker)
        assertBad("^-!-", kind: "subscription", column: 4, .textAfterEnd("-"))
        assertBad("^-a", kind: "subscription", column: 3, .notASubscriptionSymbol("a"))
        assertBad("(^", kind: "subscription", column: 1, .unclosedGroup)
        assertBad("^-!  !", kind: "subscription", column: 6, .textAfterEnd("!"))
    }

    func testABadMarblesDescriptionPointsAtTheColumn() {
        let error = MarbleError(marble: "--a-^-^", column: 7, reason: .secondSubscriptionMarker)
        XCTAssertEqual(error.description, """
            bad marble at column 7: a second `^`; a marble has one subscription point
              --a-^-^
                    ^
            """)
        XCTAssertEqual(
            MarbleError(marble: "-x", column: 2, reason: .unknownSymbol("x")).explanation,
            "`x` has no value in `values`"
        )
    }

    // MARK: Scheduler conveniences

    func testSchedulerConveniencesMakeTheUsualObservablesAndRecords() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
        let ys = scheduler.createColdObservable("-x-#", values: ["x": 10], error: TestError.boom)
        XCTAssertEqual(xs.recordedEvents, [.next(180, 1), .next(220, 2), .next(250, 3), .completed(280)])
        XCTAssertEqual(ys.recordedEvents, [.next(10, 10), .error(30, TestError.boom)])
        let res = scheduler.start { xs.map { $0 * 10 } }
        XCTAssertEqual(res.events, scheduler.events("--B--C--|", values: ["B": 20, "C": 30]))
        XCTAssertEqual(xs.subscriptions, scheduler.subscriptions("^-------!"))
        XCTAssertEqual(ys.subscriptions, scheduler.subscriptions())
    }

    func testSchedulerConveniencesUseTheSchedulersFrameLength() {
        let scheduler = TestScheduler(initialClock: 0, marbleFrameTicks: 5)
        let xs = scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])
        XCTAssertEqual(xs.recordedEvents, [.next(190, 1), .next(210, 2), .completed(220)])
        XCTAssertEqual(scheduler.createColdObservable("-a", values: ["a": 1]).recordedEvents, [.next(5, 1)])
        XCTAssertEqual(scheduler.events("-a", values: ["a": 1]), [.next(205, 1)])
        XCTAssertEqual(scheduler.subscriptions("-^-!"), [Subscription(205, 215)])
    }

    func testStringConveniencesNeedNoValues() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a-^-b-|")
        let ys = scheduler.createColdObservable("-x|")
        let res = scheduler.start { xs.concat(ys).map { $0.uppercased() } }
        XCTAssertEqual(res.events, scheduler.events("--B--(X)|", values: ["B": "B", "X": "X"]))
        XCTAssertEqual(res.events, scheduler.events("--B--X|"))
        XCTAssertEqual(ys.subscriptions, scheduler.subscriptions("----^-!"))
    }

    func testSchedulerConveniencesReportABadMarbleAsAFailureAndGoOnWithNothing() {
        let scheduler = TestScheduler(initialClock: 0)
        var hot: TestableObservable<Int>?
        var cold: TestableObservable<Int>?
        var events: [Recorded<Event<Int>>]?
        var subscriptions: [Subscription]?
        let failures = capturingFailures {
            hot = scheduler.createHotObservable("-a-^-^", values: ["a": 1])
            cold = scheduler.createColdObservable("-a-^", values: ["a": 1])
            events = scheduler.events("-a-x", values: ["a": 1])
            subscriptions = scheduler.subscriptions("^-!", "^-!-")
        }
        XCTAssertEqual(failures, [
            MarbleError(marble: "-a-^-^", column: 6, reason: .secondSubscriptionMarker).description,
            MarbleError(marble: "-a-^", column: 4, reason: .subscriptionMarkerNotAllowed).description,
            MarbleError(marble: "-a-x", column: 4, reason: .unknownSymbol("x")).description,
            MarbleError(marble: "^-!-", column: 4, reason: .textAfterEnd("-")).description,
        ])
        XCTAssertEqual(hot?.recordedEvents, [])
        XCTAssertEqual(cold?.recordedEvents, [])
        XCTAssertEqual(events, [])
        XCTAssertEqual(subscriptions, [])
    }
}
