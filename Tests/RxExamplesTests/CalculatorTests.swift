import RxExamplesKit
import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class CalculatorTests: RxTestCase {
    private func screen(after keys: String) -> (screen: String, sign: String) {
        let state = keys.compactMap { CalculatorCommand(key: .character($0)) }.reduce(CalculatorState.initial, CalculatorState.reduce)
        return (state.screen, state.sign)
    }

    func testTheStateAfterAKeySequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let keys = scheduler.createHotObservable("-1-2-+-3-=-*-2-=-", values: ["1": "1", "2": "2", "+": "+", "3": "3", "=": "=", "*": "*"] as [Character: Character])
        let display = scheduler.start {
            CalculatorViewModel(commands: keys.compactMap { CalculatorCommand(key: .character($0)) }).state.map(\.screen)
        }
        // Frame 0 is the initial state, delivered on subscription.
        assertMarbles(display, "01-c-0-3-f-0-2-t-", values: ["0": "0", "1": "1", "c": "12", "3": "3", "f": "15", "2": "2", "t": "30"])
    }

    func testOperatorsChainAndTheSignShowsThePendingOne() {
        XCTAssertEqual(screen(after: "7+8*").screen, "0")
        XCTAssertEqual(screen(after: "7+8*").sign, "×")
        XCTAssertEqual(screen(after: "7+8*2=").screen, "30")
        XCTAssertEqual(screen(after: "7+8*2=").sign, "")
        XCTAssertEqual(screen(after: "9-+").sign, "+", "a second operator replaces the first")
    }

    func testDigitsDotSignAndPercent() {
        XCTAssertEqual(screen(after: "007").screen, "7")
        XCTAssertEqual(screen(after: "1..5").screen, "1.5")
        XCTAssertEqual(screen(after: "12n").screen, "-12")
        XCTAssertEqual(screen(after: "50%").screen, "0.5")
        XCTAssertEqual(screen(after: "12+3c").screen, "0")
        XCTAssertEqual(screen(after: "12+3c").sign, "")
    }

    func testDivisionByZeroShowsInfinityAndEqualWithoutOperatorChangesNothing() {
        XCTAssertEqual(screen(after: "1/0=").screen, "inf")
        XCTAssertEqual(screen(after: "42=").screen, "42")
    }

    func testKeysThatAreNotCommands() {
        XCTAssertNil(CalculatorCommand(key: .character("q")))
        XCTAssertNil(CalculatorCommand(key: .up))
        XCTAssertEqual(CalculatorCommand(key: .enter), .equal)
        XCTAssertEqual(CalculatorCommand(key: .character("x")), .operation(.multiplication))
    }
}
