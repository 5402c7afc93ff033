import RxSwift
import RxTest

/// Operators drawn as marble diagrams: each example runs an operator on RxTest's virtual clock
/// and prints the run, inputs above the result, one character per 10 ticks.
///
/// How to read them: `-` is a frame of time, a letter or digit an element, `|` completion, `#` an
/// error, `(ab)` events in the same frame; a hot input's `^` and every frame 0 are tick 200, when
/// the result is subscribed; the row under an input shows its subscription from `^` to `!`.
/// `MarbleDiagram(...).svg` draws the same run as a picture.
struct MarblesPage: Page {
    let name = "marbles"
    let title = "Marble diagrams of operators (RxTest)"

    func run() {
        example("map: every element transformed, at the same time") {
            draw("map { $0 * 10 }", hot: "-1-^-2--3--|", values: ["1": 1, "2": 2, "3": 3], output: ["A": 10, "B": 20, "C": 30]) { xs, _ in
                xs.map { $0 * 10 }
            }
        }

        example("filter: only the elements that pass") {
            draw("filter { $0.isMultiple(of: 2) }", hot: "^-1-2-3-4-5-6-|", values: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6]) { xs, _ in
                xs.filter { $0.isMultiple(of: 2) }
            }
        }

        example("merge: the elements of both, as they come; the first error ends it") {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable("-a-^-b---c---d-|", values: ["a": "a", "b": "b", "c": "c", "d": "d"])
            let ys = scheduler.createColdObservable("---x---y-#", values: ["x": "x", "y": "y"])
            let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
            print(MarbleDiagram(title: "merge(xs, ys)", inputs: [.init(name: "xs", observable: xs), .init(name: "ys", observable: ys)], output: res.events))
        }

        example("debounce: an element once the source stayed quiet for 30 ticks") {
            draw("debounce(.seconds(30))", hot: "^-1-2-----3-4-5------6|", values: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6]) { xs, scheduler in
                xs.debounce(.seconds(30), scheduler: scheduler)
            }
        }

        example("throttle: the first element at once, then the latest of each 30 ticks") {
            draw("throttle(.seconds(30))", hot: "^-1-2-3-----4-5-6-----|", values: ["1": 1, "2": 2, "3": 3, "4": 4, "5": 5, "6": 6]) { xs, scheduler in
                xs.throttle(.seconds(30), scheduler: scheduler)
            }
        }
    }

    /// Runs `operation` on a hot source drawn by `marble` and prints the diagram of the run;
    /// `output` names the result's elements (unnamed ones are listed under the diagram).
    private func draw(
        _ title: String, hot marble: String, values: [Character: Int], output: [Character: Int] = [:],
        _ operation: @escaping (Observable<Int>, TestScheduler) -> Observable<Int>
    ) {
        // A second (the time unit of operators' intervals) is a tick, as in RxTest's own tests.
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable(marble, values: values)
        let res = scheduler.start { operation(xs.asObservable(), scheduler) }
        let result: MarbleDiagram.Input = output.isEmpty
            ? .init(name: "result", events: res.events, values: values)
            : .init(name: "result", events: res.events, values: output)
        print(MarbleDiagram(title: title, inputs: [.init(name: "xs", observable: xs, values: values)], output: result))
    }
}
