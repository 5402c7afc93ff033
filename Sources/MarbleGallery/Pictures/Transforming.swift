import Foundation
import RxSwift
import RxTest

/// The flattening operators share their inputs, so that their pictures compare: xs emits 1 and
/// 2 while the inner sequence made for 1 still runs.
private func flattening(_ run: Run) -> (xs: Observable<Int>, ys: Observable<Int>) {
    (run.hot("xs", "-1--2------|"), run.cold("ys", "-1--2-|"))
}

/// The label of an event of `materialize`.
private func eventLabel(_ event: Event<String>) -> String {
    switch event {
    case .next(let element): return "n(\(element))"
    case .error: return "e"
    case .completed: return "c"
    }
}

/// An object that a picture releases at a tick.
private final class Owner {}

/// Operators that transform elements (Sources/RxSwift/RxSwift.docc/Operators/TransformingOperators.md).
let transformingPictures: [Picture] = [
    Picture("map", "map { $0 * 10 }") { run in run.hot("xs", "-1--2--3--|").map { $0 * 10 } },
    Picture("compactMap", "compactMap { $0 > 2 ? $0 * 10 : nil }") { run in
        run.hot("xs", "-1--3--2--4-|").compactMap { $0 > 2 ? $0 * 10 : nil }
    },
    Picture("flatMap", "flatMap { x in ys.map { x * 10 + $0 } }") { run in
        let (xs, ys) = flattening(run)
        return xs.flatMap { x in ys.map { x * 10 + $0 } }
    },
    Picture("flatMapFirst", "flatMapFirst { x in ys.map { x * 10 + $0 } }") { run in
        let (xs, ys) = flattening(run)
        return xs.flatMapFirst { x in ys.map { x * 10 + $0 } }
    },
    Picture("flatMapLatest", "flatMapLatest { x in ys.map { x * 10 + $0 } }") { run in
        let (xs, ys) = flattening(run)
        return xs.flatMapLatest { x in ys.map { x * 10 + $0 } }
    },
    Picture("concatMap", "concatMap { x in ys.map { x * 10 + $0 } }") { run in
        let (xs, ys) = flattening(run)
        return xs.concatMap { x in ys.map { x * 10 + $0 } }
    },
    Picture("scan", "scan(0, accumulator: +)") { run in run.hot("xs", "-1--2--3--4-|").scan(0, accumulator: +) },
    Picture("reduce", "reduce(0, accumulator: +)") { run in run.hot("xs", "-1--2--3--4-|").reduce(0, accumulator: +) },
    Picture("toArray", "toArray()") { run in run.hot("xs", "-1--2--3--|").toArray() },
    Picture("groupBy", "groupBy { $0 % 2 == 0 ? \"e\" : \"o\" }, merged as key + element") { run in
        run.hot("xs", "-1--2--3--4-|").groupBy { $0 % 2 == 0 ? "e" : "o" }.flatMap { group in group.map { group.key + "\($0)" } }
    },
    Picture("enumerated", "enumerated().map { \"\\($0.index)\\($0.element)\" }") { run in
        run.hotLetters("xs", "-a--b--c--|").enumerated().map { "\($0.index)\($0.element)" }
    },
    Picture("materialize", "materialize()", label: eventLabel) { run in run.hotLetters("xs", "-a--b--#").materialize() },
    Picture("dematerialize", "map { $0 == \"x\" ? .error(e) : .next($0) }.dematerialize()") { run in
        run.hotLetters("xs", "-a--b--x--c-|").map { $0 == "x" ? Event<String>.error(MarbleTestError()) : .next($0) }.dematerialize()
    },
    Picture("withUnretained", "withUnretained(owner) { $1 }, owner released at 245") { run in
        let xs = run.hot("xs", "-1--2--3--|")
        var owner: Owner? = Owner()
        let result = xs.withUnretained(owner!) { $1 }
        run.scheduler.scheduleAt(245) { owner = nil }
        return result
    },
    Picture("decode", "decode(type: Int.self, decoder: JSONDecoder())") { run in
        run.hotLetters("xs", "-1--2--x--3-|").map { Data($0.utf8) }.decode(type: Int.self, decoder: JSONDecoder())
    },
]
