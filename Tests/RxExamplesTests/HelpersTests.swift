import RxCocoa
import RxExamplesKit
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class HelpersTests: RxTestCase {
    func testTheActivityIndicatorIsOnWhileAnyTrackedSequenceRunsIncludingUntilItIsDisposed() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let long = scheduler.createColdObservable("-----|", values: [Character: Int]())
        let short = scheduler.createColdObservable("-a|", values: ["a": 1])
        let failing = scheduler.createColdObservable("-#", values: [Character: Int](), error: TestError.boom)
        let endless = scheduler.createColdObservable("-", values: [Character: Int]())
        let activity = scheduler.createObserver(Bool.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let indicator = ActivityIndicator()
            indicator.drive(activity).disposed(by: bag)
            scheduler.scheduleAt(210) { long.trackActivity(indicator).subscribe().disposed(by: bag) }
            // Overlaps the long one: no change at its end.
            scheduler.scheduleAt(230) { short.trackActivity(indicator).subscribe().disposed(by: bag) }
            scheduler.scheduleAt(300) { failing.trackActivity(indicator).subscribe(onError: { _ in }).disposed(by: bag) }
            let cancelled = SerialDisposable()
            scheduler.scheduleAt(400) { cancelled.disposable = endless.trackActivity(indicator).subscribe() }
            scheduler.scheduleAt(450) { cancelled.dispose() }
        }
        scheduler.start()
        XCTAssertEqual(activity.events, [.next(0, false), .next(210, true), .next(260, false), .next(300, true), .next(310, false), .next(400, true), .next(450, false)])
    }

    func testTheErrorTrackerSignalsErrorsAndReplaysNoneToALaterObserver() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let failing = scheduler.createColdObservable("--#", values: [Character: Int](), error: TestError.boom)
        let early = scheduler.createObserver(String.self)
        let late = scheduler.createObserver(String.self)
        let elements = scheduler.createObserver(Int.self)
        let bag = DisposeBag()
        SharingScheduler.mock(scheduler: scheduler) {
            let tracker = ErrorTracker()
            let errors = tracker.asSignal().map { "\($0)" }
            errors.emit(to: early).disposed(by: bag)
            scheduler.scheduleAt(200) { failing.trackError(tracker).catchAndReturn(-1).subscribe(elements).disposed(by: bag) }
            scheduler.scheduleAt(300) { errors.emit(to: late).disposed(by: bag) }
        }
        scheduler.start()
        XCTAssertEqual(early.events, [.next(220, "TestError(1)")])
        XCTAssertEqual(late.events, [])
        XCTAssertEqual(elements.events, [.next(220, -1), .completed(220)])
    }

    func testASystemReducesTheCommandsOfFeedbacksThatAnswerItsStatesWithoutReentrancy() {
        let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
        let input = scheduler.createHotObservable("--a---b--", values: ["a": 1, "b": 10])
        var depth = 0
        var deepest = 0
        let states = scheduler.start {
            Observable<Int>.system(
                initialState: 0,
                reduce: { state, command in
                    depth += 1
                    deepest = max(deepest, depth)
                    defer { depth -= 1 }
                    return state + command
                },
                scheduler: scheduler,
                feedback: [
                    { _ in input.asObservable() },
                    // Answers each odd state at once: made even by adding 1.
                    react(query: { $0 % 2 == 1 ? $0 : nil }, effects: { _ in .just(1) }),
                ]
            )
        }
        XCTAssertEqual(states.events, [.next(200, 0), .next(220, 1), .next(220, 2), .next(260, 12)])
        XCTAssertEqual(deepest, 1)
    }

    func testTheTerminalWireframePresentsAnAlertUntilAChoiceOrDisposal() {
        let screen = Screen(title: "T")
        let wireframe = TerminalWireframe(screen: screen)
        var chosen: [String] = []
        var completed = false
        let subscription = wireframe.promptFor("Sure?", cancelAction: "No", actions: ["Yes"])
            .subscribe(onNext: { chosen.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(screen.alert?.message, "Sure?")
        XCTAssertTrue(screen.text.contains("[ No ]"))
        XCTAssertNil(ScriptCommand.press(button: "yes").perform(on: screen))
        XCTAssertEqual(chosen, ["Yes"])
        XCTAssertTrue(completed)
        XCTAssertNil(screen.alert, "dismissed after the choice")
        subscription.dispose()

        let abandoned = wireframe.promptFor("Again?", cancelAction: "OK", actions: [String]()).subscribe()
        XCTAssertNotNil(screen.alert)
        abandoned.dispose()
        XCTAssertNil(screen.alert, "dismissed when the subscription is disposed")

        wireframe.open(url: URL(string: "http://example.org/a")!)
        XCTAssertEqual(screen.status, "Opened http://example.org/a")
    }
}
