import RxSwift
import RxTestSupport
import XCTest

final class VariableTests: RxTestCase {
    /// The guide's "Variables" example, line for line.
    func testGuideExamplePrintsWhatTheGuideShows() {
        struct GuideExample: DeprecatedAPIExercise {
            let output: Locked<[String]>

            @available(*, deprecated, message: "exercises Variable")
            func run() {
                func print(_ line: String) { output.withLock { $0.append(line) } }
                var variable: Variable<Int>? = Variable(0)
                print("Before first subscription ---")
                _ = variable!.asObservable()
                    .subscribe(onNext: { n in print("First \(n)") }, onCompleted: { print("Completed 1") })
                print("Before send 1")
                variable!.value = 1
                print("Before second subscription ---")
                _ = variable!.asObservable()
                    .subscribe(onNext: { n in print("Second \(n)") }, onCompleted: { print("Completed 2") })
                print("Before send 2")
                variable!.value = 2
                print("End ---")
                variable = nil
            }
        }
        let output = Locked<[String]>([])
        (GuideExample(output: output) as DeprecatedAPIExercise).run()
        XCTAssertEqual(output.current, [
            "Before first subscription ---",
            "First 0",
            "Before send 1",
            "First 1",
            "Before second subscription ---",
            "Second 1",
            "Before send 2",
            "First 2",
            "Second 2",
            "End ---",
            "Completed 1",
            "Completed 2",
        ])
    }

    func testValueReadsTheLatestAssignment() {
        struct Exercise: DeprecatedAPIExercise {
            @available(*, deprecated, message: "exercises Variable")
            func run() {
                let variable = Variable("a")
                variable.value = "b"
                XCTAssertEqual(variable.value, "b")
                var received: [String] = []
                _ = variable.asObservable().subscribe(onNext: { received.append($0) })
                variable.value = "c"
                XCTAssertEqual(received, ["b", "c"])
            }
        }
        (Exercise() as DeprecatedAPIExercise).run()
    }
}
