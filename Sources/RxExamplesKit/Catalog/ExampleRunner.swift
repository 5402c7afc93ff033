import Dispatch
import Foundation
import RxCocoa
import RxSwift
#if canImport(Glibc)
import Glibc
#endif

/// The `RxExamples` program: `--list`, or one example run interactively (standard input is a
/// terminal) or from a script (one `ScriptCommand` a line; the final screen is printed at the
/// end of input).
///
///     RxExamples --list
///     RxExamples NAME [--base-url URL] [--latency SECONDS] [--rate-limit N] [--settle SECONDS] [--seed N]
public enum ExampleRunner {
    struct Options {
        var name: String?
        var list = false
        var baseURL: URL?
        var latency = 0.4
        var rateLimit = 10
        var settle = 0.5
        var seed: UInt64 = 1
    }

    /// Runs the program with `arguments` (without the program's name); never returns.
    public static func main(_ arguments: [String]) -> Never {
        let options: Options
        do {
            options = try parse(arguments)
        } catch {
            fail("\(error)\nusage: RxExamples --list | RxExamples NAME [--base-url URL] [--latency SECONDS] [--rate-limit N] [--settle SECONDS] [--seed N]", code: 2)
        }
        if options.list || options.name == nil {
            let width = ExampleCatalog.all.map(\.name.count).max() ?? 0
            for example in ExampleCatalog.all {
                print(example.name.padding(toLength: width + 2, withPad: " ", startingAt: 0) + example.summary)
            }
            exit(0)
        }
        guard let example = ExampleCatalog.example(named: options.name!) else {
            fail("no example called `\(options.name!)` (RxExamples --list names them)", code: 2)
        }
        var services: ExampleServices?
        var baseURL = options.baseURL ?? URL(string: "http://127.0.0.1:1")!
        if example.usesServices, options.baseURL == nil {
            do {
                let started = try ExampleServices(configuration: .init(latency: options.latency, searchesPerMinute: options.rateLimit))
                services = started
                baseURL = started.baseURL
            } catch {
                fail("cannot start the local services: \(error)", code: 1)
            }
        }
        // The screen is the program's output: requests are not logged on it.
        Logging.URLRequests = { _ in false }
        let screen = Screen(title: example.title)
        let context = ExampleContext(screen: screen, baseURL: baseURL, latency: options.latency, seed: options.seed)
        // Kept for the life of the program, which ends with `exit`.
        let running = (example.start(context), services)
        if RawTerminal.isInteractive {
            runInteractive(screen, keeping: running)
        } else {
            runScripted(screen, settle: options.settle, keeping: running)
        }
    }

    private static func parse(_ arguments: [String]) throws -> Options {
        struct UsageError: Error, CustomStringConvertible { let description: String }
        var options = Options()
        var remaining = arguments[...]
        func value(_ flag: String) throws -> String {
            guard let value = remaining.popFirst() else { throw UsageError(description: "\(flag) needs a value") }
            return value
        }
        func number(_ flag: String) throws -> Double {
            guard let number = Double(try value(flag)), number >= 0 else { throw UsageError(description: "\(flag) needs a number") }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "--list": options.list = true
            case "--base-url": options.baseURL = URL(string: try value(argument))
            case "--latency": options.latency = try number(argument)
            case "--rate-limit": options.rateLimit = Int(try number(argument))
            case "--settle": options.settle = try number(argument)
            case "--seed":
                guard let seed = UInt64(try value(argument)) else { throw UsageError(description: "--seed needs a whole number") }
                options.seed = seed
            case _ where argument.hasPrefix("-"): throw UsageError(description: "unknown option \(argument)")
            default: options.name = argument
            }
        }
        return options
    }

    private static func fail(_ message: String, code: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(code)
    }

    // MARK: Interactive

    private static func runInteractive(_ screen: Screen, keeping running: Any) -> Never {
        RawTerminal.enable()
        let hint = "Tab: next field · Enter: press/select · arrows: move in a list · Ctrl-C: quit"
        var drawnVersion = -1
        var redrawPending = false
        func draw() {
            redrawPending = false
            guard screen.version != drawnVersion else { return }
            drawnVersion = screen.version
            RawTerminal.draw(screen.lines(fitting: RawTerminal.height - 2) + ["", hint])
        }
        // Changes come in bursts (a binding sets several views); one drawing per turn of the
        // main queue shows the end of the burst.
        let redraws = screen.changes.subscribe(onNext: {
            guard !redrawPending else { return }
            redrawPending = true
            DispatchQueue.main.async(execute: draw)
        })
        draw()
        let reader = Thread {
            while let key = RawTerminal.readKey() {
                DispatchQueue.main.async { screen.handle(key) }
            }
            DispatchQueue.main.async {
                withExtendedLifetime((running, redraws)) {}
                exit(0)
            }
        }
        reader.start()
        serveMainQueue()
    }

    // MARK: Scripted

    private static func runScripted(_ screen: Screen, settle: Double, keeping running: Any) -> Never {
        let reader = Thread {
            var number = 0
            while let line = readLine() {
                number += 1
                let command: ScriptCommand?
                do {
                    command = try ScriptCommand.parse(line)
                } catch {
                    finish(screen, failure: "line \(number): \(error)", running)
                }
                guard let command else { continue }
                if case let .wait(text) = command {
                    guard waitUntil(screen, shows: text, timeout: 5) else {
                        finish(screen, failure: "line \(number): the screen did not show \"\(text)\" within 5 seconds", running)
                    }
                    continue
                }
                if let problem = DispatchQueue.main.sync(execute: { command.perform(on: screen) }) {
                    finish(screen, failure: "line \(number): \(problem)", running)
                }
            }
            waitUntilQuiet(screen, for: settle)
            finish(screen, failure: nil, running)
        }
        reader.start()
        serveMainQueue()
    }

    /// Serves the main queue on the main thread until `exit`. Not `dispatchMain()`: on Linux it
    /// parks the main thread and drains the main queue on a worker thread, where the main
    /// scheduler and `Binder` do not see the main thread.
    private static func serveMainQueue() -> Never {
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }

    private static func waitUntil(_ screen: Screen, shows text: String, timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            if DispatchQueue.main.sync(execute: { screen.text.contains(text) }) { return true }
            usleep(5_000)
        }
        return false
    }

    /// Waits until the screen stayed the same for `period` (pending answers and timers show
    /// their effect first).
    private static func waitUntilQuiet(_ screen: Screen, for period: Double) {
        var version = DispatchQueue.main.sync { screen.version }
        while true {
            usleep(useconds_t(period * 1_000_000))
            let now = DispatchQueue.main.sync { screen.version }
            if now == version { return }
            version = now
        }
    }

    /// Prints the screen (and the failure on standard error) and exits, on the main thread.
    private static func finish(_ screen: Screen, failure: String?, _ running: Any) -> Never {
        DispatchQueue.main.sync {
            print(screen.text)
            withExtendedLifetime(running) {}
            if let failure { fail(failure, code: 1) }
            exit(0)
        }
        fatalError("exit returned")
    }
}
