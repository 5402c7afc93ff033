import Foundation
import RxTestSupport
import XCTest

/// Each example run as a program, in scripted mode against the local services it starts: the
/// script's lines in, the final screen out. The services answer after 20 ms and the program
/// ends 50 ms after the screen stopped changing, so each run takes a fraction of a second.
final class EndToEndTests: RxTestCase {
    private struct Run {
        let screen: String
        let errors: String
        let status: Int32
    }

    /// The `RxExamples` program next to the test bundle (the test target depends on it).
    private var program: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("RxExamples")
    }

    private func run(_ arguments: [String], script: String, file: StaticString = #filePath, line: UInt = #line) throws -> Run {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments + ["--latency", "0.02", "--settle", "0.05"]
        let input = Pipe(), output = Pipe(), errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        input.fileHandleForWriting.write(Data(script.utf8))
        try input.fileHandleForWriting.close()
        // Read before waiting, so a full pipe cannot block the program.
        let screen = output.fileHandleForReading.readDataToEndOfFile()
        let messages = errors.fileHandleForReading.readDataToEndOfFile()
        if ended.wait(timeout: .now() + 20) == .timedOut {
            process.terminate()
            XCTFail("\(arguments) did not end", file: file, line: line)
        }
        return Run(screen: String(decoding: screen, as: UTF8.self), errors: String(decoding: messages, as: UTF8.self), status: process.terminationStatus)
    }

    /// Runs `example` with `script` and checks that it ended well with every line of `expected`
    /// on its final screen, in order.
    private func check(_ example: String, _ script: String, shows expected: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let result = try run([example], script: script, file: file, line: line)
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        var rest = result.screen[...]
        for text in expected {
            guard let found = rest.range(of: text) else {
                XCTFail("\"\(text)\" missing (or out of order) in the final screen:\n\(result.screen)", file: file, line: line)
                return
            }
            rest = rest[found.upperBound...]
        }
    }

    func testTheListNamesEveryExample() throws {
        let result = try run(["--list"], script: "")
        let names = result.screen.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
        XCTAssertEqual(names, ["reactive-values", "simple-ui-bindings", "input-validation", "numbers", "simple-validation", "calculator",
                               "github-signup", "github-signup-driver", "github-search", "wikipedia", "editable-table",
                               "partial-updates"])
    }

    func testReactiveValues() throws {
        try check("reactive-values", "set a 4\nset b -8\n", shows: ["a: [4_]", "b: [-8]", "c: 6 is positive"])
    }

    func testSimpleUIBindings() throws {
        try check("simple-ui-bindings", "set number 43\nset number 44\nwait 44\n", shows: ["Answer: number 44 is prime? false"])
    }

    func testInputValidation() throws {
        try check("input-validation", "set username octocat\nwait taken\nset username\n", shows: ["Username can't be empty."])
    }

    func testNumbers() throws {
        try check("numbers", "set number1 1\nset number2 20\nset number3 300\n", shows: ["Sum: 321"])
    }

    func testSimpleValidation() throws {
        try check("simple-validation", "set username alice\nset password secret\npress do\n", shows: ["[ Do something ]", "This is wonderful", "[ Ok ]"])
    }

    func testCalculator() throws {
        try check("calculator", "key 1\nkey 2\nkey +\nkey 3\nkey =\nkey *\nkey 2\nkey enter\n", shows: [": 30"])
    }

    func testGitHubSignupWithObservables() throws {
        try check("github-signup", "set username newbie\nset password secret\nset repeatedPassword secret\nwait available\npress signup\nwait Mock\npress OK\n",
                  shows: ["✓ Username available", "✓ Password repeated", "Signed up: true"])
    }

    func testGitHubSignupWithDrivers() throws {
        try check("github-signup-driver", "set username octocat\nset password abc\nset repeatedPassword abd\nwait taken\n",
                  shows: ["✗ Username already taken", "✗ Password must be at least 5 characters", "✗ Password different", "[ Sign up ]  (disabled)"])
    }

    func testGitHubSearchPagesThroughTheResults() throws {
        try check("github-search", "set search rx\nwait Repositories (10)\nscroll results\nwait Repositories (20)\nselect results 12\n",
                  shows: ["Repositories (20)", "rx2 |", "Opened https://github.com/example/rx2"])
    }

    func testGitHubSearchShowsTheRateLimit() throws {
        let result = try run(["github-search", "--rate-limit", "1"], script: "set search rx\nwait Repositories (10)\nscroll results\nwait Exceeded\n")
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertTrue(result.screen.contains("Rate limit reached"), result.screen)
        XCTAssertTrue(result.screen.contains("[ OK ]"), result.screen)
    }

    func testWikipediaImageSearch() throws {
        try check("wikipedia", "set search linux\nwait KB)\nselect results 0\n", shows: ["Linux (3 pictures, ", "Opened http://127.0.0.1:"])
    }

    func testEditableTable() throws {
        try check("editable-table", "wait Ada\ndelete users 1.1\nmove users 1.0 0.0\nselect users 0.0\n",
                  shows: ["Favorite Users", "Ada Lovelace", "Super Man", "Wat Man", "Normal Users", "Grace Hopper", "Selected: Ada Lovelace"])
    }

    func testPartialUpdatesMarksTheRowsOfTheLastChange() throws {
        // The default seed's second version: section 3 moved up, 15 inserted, 7 edited.
        try check("partial-updates", "press randomize\npress randomize\n",
                  shows: ["Last change: 3 batches: +1 item, 1 section move, 1 update", "Removed: nothing",
                          "  Section 1", "→ Section 3", "    14", "  Section 2", "  Section 4", "*   7 (v1)", "+   15"])
    }

    func testPartialUpdatesFollowsTheSeed() throws {
        let first = try run(["partial-updates", "--seed", "1"], script: "press randomize\n")
        let second = try run(["partial-updates", "--seed", "2"], script: "press randomize\n")
        XCTAssertEqual([first.status, second.status], [0, 0], first.errors + second.errors)
        XCTAssertTrue(first.screen.contains("Last change: "), first.screen)
        XCTAssertNotEqual(first.screen, second.screen)
        let wrong = try run(["partial-updates", "--seed", "x"], script: "")
        XCTAssertEqual(wrong.status, 2)
        XCTAssertTrue(wrong.errors.contains("--seed needs a whole number"), wrong.errors)
    }

    func testPartialUpdatesRunsOnATimerWhileAutoRunIsOn() throws {
        try check("partial-updates", "press auto\nwait Auto-run: on\nwait batch\npress auto\n", shows: ["[ Auto-run: off ]", "Last change: ", "batch"])
    }

    func testAScriptErrorEndsTheRunWithTheScreenAndTheLine() throws {
        let result = try run(["numbers"], script: "set number1 1\npress nothing\n")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.screen.contains("Number 1: [1"), result.screen)
        XCTAssertTrue(result.errors.contains("line 2: no button `nothing`"), result.errors)
    }

    func testAnUnknownExample() throws {
        let result = try run(["nothing"], script: "")
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.errors.contains("no example called `nothing`"), result.errors)
    }
}
