import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class AssertMarblesTests: FailureRecordingTestCase {
    // MARK: Passing

    func testTheIssuesExamplePasses() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        let failures = capturingFailures {
            assertMarbles(res, "--B--C--|", values: ["B": 20, "C": 30])
            assertMarbles(res.events, "--B--C--|", values: ["B": 20, "C": 30])
            assertMarbles(xs.subscriptions, "^-------!")
            assertMarbles(xs, subscriptions: "^-------!")
        }
        XCTAssertEqual(failures, [])
    }

    func testErrorsGroupsAndStringsPass() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-(b#)", error: TestError.boom)
        let res = scheduler.start { xs.asObservable() }
        let failures = capturingFailures {
            assertMarbles(res, "-a-(b#)", error: TestError.boom)
            assertMarbles(xs, subscriptions: "^--!")
        }
        XCTAssertEqual(failures, [])
    }

    func testTheSchedulersFrameLengthIsUsed() {
        let scheduler = TestScheduler(initialClock: 0, marbleFrameTicks: 5)
        let xs = scheduler.createHotObservable("-a-^-b-|", values: ["a": 1, "b": 2])
        let res = scheduler.start { xs.asObservable() }
        XCTAssertEqual(res.events, [.next(210, 2), .completed(220)])
        let failures = capturingFailures {
            assertMarbles(res, "--b-|", values: ["b": 2])
            assertMarbles(res.events, "--b-|", values: ["b": 2], frameTicks: 5)
            assertMarbles(xs, subscriptions: "^---!")
            assertMarbles(xs.subscriptions, "^---!", frameTicks: 5)
        }
        XCTAssertEqual(failures, [])
    }

    // MARK: Failure messages

    func testDifferentEventsDrawBothRunsMarkTheFirstDifferingFrameAndSayWhatDiffers() {
        let failures = capturingFailures {
            assertMarbles([.next(220, 20), .completed(250)], "--B--C--|", values: ["B": 20, "C": 30])
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks):
            expected  --B--C--|
            actual    --B--|
                           ^
            expected C at frame 5 (tick 250), got completed
            """])
    }

    func testAMissingElementIsReportedAsNothing() {
        let failures = capturingFailures {
            assertMarbles([Recorded<Event<Int>>.completed(280)], "--B--|", values: ["B": 20])
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks):
            expected  --B--|
            actual    --------|
                        ^
            expected B at frame 2 (tick 220), got nothing
            """])
    }

    func testElementsWithoutASymbolAreDrawnAsPlaceholdersAndListed() {
        let failures = capturingFailures {
            assertMarbles([.next(220, 20), .next(230, 99), .error(240, TestError.boom)], "--B-#", values: ["B": 20], error: TestError.boom)
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks):
            expected  --B-#
            actual    --B?#
                         ^
            expected nothing at frame 3 (tick 230), got next(99)
            ? stands for an element without a symbol:
              actual, frame 3 (tick 230): 99
            """])
    }

    func testEventsBetweenFramesAreDrawnInTheirFrameAndListed() {
        let failures = capturingFailures {
            assertMarbles([.next(225, 20), .completed(250)], "--B--|", values: ["B": 20])
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks):
            expected  --B--|
            actual    --B--|
                        ^
            expected B at frame 2 (tick 220), got B at tick 225
            between frames:
              actual, tick 225: B is drawn in frame 2 (ticks 220 to 229)
            """])
    }

    func testGroupsWidenTheirFrameInEveryRow() {
        let failures = capturingFailures {
            assertMarbles([.next(210, 1), .completed(230)], "-(ab)-|", values: ["a": 1, "b": 2])
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks):
            expected  -(ab)-|
            actual    -a   -|
                       ^
            expected a, b at frame 1 (tick 210), got a
            """])
    }

    func testDifferentErrorsAreNamed() {
        let failures = capturingFailures {
            assertMarbles([Recorded<Event<Int>>.error(210, TestError.boom)], "-#")
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks):
            expected  -#
            actual    -#
                       ^
            expected error(MarbleTestError(error)) at frame 1 (tick 210), got error(TestError(1))
            """])
    }

    func testStringsWithoutValuesAreTheirOwnSymbols() {
        let failures = capturingFailures {
            assertMarbles([.next(210, "a"), .next(220, "long")], "-a-b")
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks):
            expected  -a-b
            actual    -a?-
                        ^
            expected nothing at frame 2 (tick 220), got next(long)
            ? stands for an element without a symbol:
              actual, frame 2 (tick 220): long
            """])
    }

    func testEventsBeforeFrameZeroExtendTheDiagramToTheLeft() {
        let failures = capturingFailures {
            assertMarbles([.next(180, 1), .next(210, 1)], "-a", values: ["a": 1])
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks):
            expected    -a
            actual    a--a
                      ^
            expected nothing at frame -2 (tick 180), got a
            """])
    }

    func testAnEventAtAnAbsurdTickDoesNotTrap() {
        let failures = capturingFailures {
            assertMarbles([Recorded<Event<Int>>.completed(Int.max), .completed(Int.min)], "|")
        }
        XCTAssertEqual(failures.count, 1)
        XCTAssertTrue(failures.first?.contains("too many to draw") == true, failures.first ?? "")
    }

    func testARunTooLongToDrawIsListedInstead() {
        let failures = capturingFailures {
            assertMarbles([.next(210, 1), .completed(100_000)], "-a|", values: ["a": 1])
        }
        XCTAssertEqual(failures, ["""
            marbles differ (frame 0 is tick 200; a frame is 10 ticks); the run spans more than 500 frames, too many to draw:
            expected completed at frame 2 (tick 220), got nothing
            sequences differ (2 vs 2 items):
               [0] next(1) @ 210
            !! [1] completed @ 220  ≠  completed @ 100000
            """])
    }

    func testABadExpectedMarbleIsReportedAndNothingIsCompared() {
        let scheduler = TestScheduler(initialClock: 0)
        let res = scheduler.createObserver(Int.self)
        let failures = capturingFailures {
            assertMarbles(res, "-a-(b", values: ["a": 1, "b": 2])
            assertMarbles([Subscription(200, 300)], "^-!", "-^-x")
        }
        XCTAssertEqual(failures, [
            MarbleError(marble: "-a-(b", column: 4, reason: .unclosedGroup).description,
            MarbleError(marble: "-^-x", column: 4, reason: .notASubscriptionSymbol("x")).description,
        ])
    }

    // MARK: Subscriptions

    func testADifferentSubscriptionIsDrawnAndMarked() {
        let failures = capturingFailures {
            assertMarbles([Subscription(200, 250)], "^-------!")
        }
        XCTAssertEqual(failures, ["""
            subscriptions differ (frame 0 is tick 200; a frame is 10 ticks):
            expected  ^-------!
            actual    ^----!
                           ^
            expected nothing at frame 5 (tick 250), got the end (!)
            """])
    }

    func testSeveralSubscriptionsTakeOneRowEachAndLiveOnesRunToTheEnd() {
        let failures = capturingFailures {
            assertMarbles([Subscription(200, 230), Subscription(240)], "^--!", "----^--!")
        }
        XCTAssertEqual(failures, ["""
            subscriptions differ (frame 0 is tick 200; a frame is 10 ticks):
            expected[0]  ^--!
            actual[0]    ^--!
            expected[1]  ----^--!
            actual[1]    ----^---
                                ^
            subscriptions[1]: expected the end (!) at frame 7 (tick 270), got nothing
            """])
    }

    func testMissingAndBetweenFramesSubscriptionsAreReported() {
        let failures = capturingFailures {
            assertMarbles([Subscription(205, 230)], "^--!", "-^")
        }
        XCTAssertEqual(failures, ["""
            subscriptions differ (frame 0 is tick 200; a frame is 10 ticks):
            expected[0]  ^--!
            actual[0]    ^--!
            expected[1]  -^--
                         ^
            subscriptions[0]: expected the start (^) at frame 0 (tick 200), got the start (^) at tick 205
            between frames:
              actual[0], tick 205: ^ is drawn in frame 0 (ticks 200 to 209)
            """])
        let missing = capturingFailures {
            assertMarbles([Subscription(200, 230)], "^--!", "-^")
        }
        XCTAssertEqual(missing.last?.components(separatedBy: "\n").last, "subscriptions[1]: expected the start (^) at frame 1 (tick 210), got no subscription")
        let unexpected = capturingFailures {
            assertMarbles([Subscription(200, 230)])
        }
        XCTAssertEqual(unexpected, ["""
            subscriptions differ (frame 0 is tick 200; a frame is 10 ticks):
            actual  ^--!
                    ^
            expected no subscription at frame 0 (tick 200), got the start (^)
            """])
    }
}
