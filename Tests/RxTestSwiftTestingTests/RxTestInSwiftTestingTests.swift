import RxSwift
import RxTest
import RxTestSupport
import Testing

/// RxTest used from Swift Testing: assertions that pass record nothing, and a failing one is an
/// issue of the running test (not an XCTest failure), with its diagram and the caller's location.
@Suite struct RxTestInSwiftTestingTests {
    @Test func theIssuesExample_passes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
        let ys = scheduler.createColdObservable("-x-#", values: ["x": 10], error: TestError.boom)
        let res = scheduler.start { xs.map { $0 * 10 } }
        assertMarbles(res, "--B--C--|", values: ["B": 20, "C": 30])
        assertMarbles(xs, subscriptions: "^-------!")
        assertMarbles(ys.subscriptions)
        XCTAssertEqual(res.events, scheduler.events("--B--C--|", values: ["B": 20, "C": 30]))
        #expect(xs.subscriptions == scheduler.subscriptions("^-------!"))
        XCTAssertRecordedElements(res.events, [20, 30])
        #expect(res.events == [.next(220, 20), .next(250, 30), .completed(280)])
    }

    @Test func aFailingMarbleAssertion_isAnIssueWithItsDiagram_atTheCallersLine() {
        let expectedLine = #line + 3
        withKnownIssue {
            let events: [Recorded<Event<Int>>] = [.next(220, 20), .completed(250)]
            assertMarbles(events, "--B--C--|", values: ["B": 20, "C": 30])
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
            return comment == """
                marbles differ (frame 0 is tick 200; a frame is 10 ticks):
                expected  --B--C--|
                actual    --B--|
                               ^
                expected C at frame 5 (tick 250), got completed
                """
                && issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileName == "RxTestInSwiftTestingTests.swift"
                // `#column` as a default argument is the column of the call's `(`.
                && issue.sourceLocation?.column == 26
        }
    }

    @Test func aFailingEventsAssertion_isAnIssue_atTheCallersFileAndLine() {
        let expectedLine = #line + 2
        withKnownIssue {
            XCTAssertEqual([Recorded.next(210, 1)], [Recorded.next(210, 2)])
        } matching: { issue in
            let comment = issue.comments.map(\.rawValue).joined(separator: "\n")
            return comment.contains("!! [0] next(1) @ 210  ≠  next(2) @ 210")
                && issue.sourceLocation?.line == expectedLine
                && issue.sourceLocation?.fileName == "RxTestInSwiftTestingTests.swift"
        }
        withKnownIssue {
            XCTAssertRecordedElements([.next(210, 1)], [2])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("!! [0] 1  ≠  2")
        }
    }

    @Test func aBadMarble_isAnIssueNamingTheColumn_andTheTestGoesOn() {
        let scheduler = TestScheduler(initialClock: 0)
        var xs: TestableObservable<Int>?
        withKnownIssue {
            xs = scheduler.createHotObservable("-a-^-^", values: ["a": 1])
        } matching: { issue in
            issue.comments.map(\.rawValue).joined() == """
                bad marble at column 6: a second `^`; a marble has one subscription point
                  -a-^-^
                       ^
                """
        }
        #expect(xs?.recordedEvents.isEmpty == true)
    }

    @Test func aFailingSubscriptionAssertion_isAnIssueWithItsDiagram() {
        withKnownIssue {
            assertMarbles([Subscription(200, 250)], "^-------!")
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().contains("""
                expected  ^-------!
                actual    ^----!
                               ^
                """)
        }
    }

    @Test func aDiagramOfARun_readsTheSameHere() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-1-^-2-3-|", values: ["1": 1, "2": 2, "3": 3])
        let res = scheduler.start { xs.filter { $0 % 2 == 1 } }
        let diagram = MarbleDiagram(title: "filter { $0 % 2 == 1 }", inputs: [.init(name: "xs", observable: xs)], output: res.events)
        #expect(diagram.text == """
            filter { $0 % 2 == 1 } (frame 0 is tick 200; a frame is 10 ticks)
            xs      1-^-2-3-|
                      ^-----!
            result    ----3-|
            """)
    }
}
