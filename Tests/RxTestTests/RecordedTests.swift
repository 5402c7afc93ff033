import RxSwift
import RxTest
import RxTestSupport
import XCTest

final class RecordedTests: RxTestCase {
    func testFactoriesMakeNextCompletedAndErrorAtTheirTimes() {
        let next = Recorded.next(10, "a")
        XCTAssertEqual(next.time, 10)
        XCTAssertEqual(next.value, .next("a"))

        let completed: Recorded<Event<String>> = .completed(20)
        XCTAssertEqual(completed.time, 20)
        XCTAssertEqual(completed.value, .completed)

        let error: Recorded<Event<String>> = .error(30, TestError())
        XCTAssertEqual(error.time, 30)
        XCTAssertEqual(error.value, .error(TestError()))
    }

    func testTypedFactoriesNameTheElementTypeWithoutContext() {
        // No annotation: the type argument alone fixes `T`.
        let completed = Recorded.completed(400, Int.self)
        let checkCompleted: Recorded<Event<Int>> = completed
        XCTAssertEqual(checkCompleted, Recorded<Event<Int>>(time: 400, value: .completed))
        XCTAssertNotEqual(checkCompleted, Recorded<Event<Int>>(time: 401, value: .completed))

        let error = Recorded.error(300, TestError(), String.self)
        let checkError: Recorded<Event<String>> = error
        XCTAssertEqual(checkError, Recorded<Event<String>>(time: 300, value: .error(TestError())))
    }

    func testTypedFactoriesMakeTheSameValuesAsTheUntypedOnes() {
        let typed = Recorded.events(.next(210, 1), .error(300, TestError(), Int.self), .completed(400, Int.self))
        let untyped: [Recorded<Event<Int>>] = [.next(210, 1), .error(300, TestError()), .completed(400)]
        XCTAssertEqual(typed, untyped)
    }

    func testInitKeepsTheTimeAndTheValue() {
        let recorded = Recorded(time: 7, value: 42)
        XCTAssertEqual(recorded.time, 7)
        XCTAssertEqual(recorded.value, 42)
    }

    func testEventsAcceptsAVariadicListAndAnArray() {
        let variadic = Recorded.events(.next(10, 1), .next(20, 2), .completed(30))
        let array = Recorded.events([.next(10, 1), .next(20, 2), .completed(30)])
        let literal: [Recorded<Event<Int>>] = [.next(10, 1), .next(20, 2), .completed(30)]
        XCTAssertEqual(variadic, literal)
        XCTAssertEqual(array, literal)
        XCTAssertEqual(Recorded<Event<Int>>.events(), [])
    }

    func testEqualityComparesTimeAndValue() {
        XCTAssertEqual(Recorded.next(10, 1), Recorded.next(10, 1))
        XCTAssertNotEqual(Recorded.next(10, 1), Recorded.next(11, 1))
        XCTAssertNotEqual(Recorded.next(10, 1), Recorded.next(10, 2))
        XCTAssertNotEqual(Recorded.next(10, 1), Recorded<Event<Int>>.completed(10))
        XCTAssertEqual(Recorded(time: 1, value: "x"), Recorded(time: 1, value: "x"))
    }

    func testDebugDescriptionShowsTheValueAtItsTime() {
        XCTAssertEqual(Recorded.next(210, 1).debugDescription, "next(1) @ 210")
        XCTAssertEqual(Recorded<Event<Int>>.completed(300).debugDescription, "completed @ 300")
        XCTAssertEqual("\(Recorded(time: 5, value: "v"))", "v @ 5")
    }
}
