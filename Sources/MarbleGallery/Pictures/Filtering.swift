import RxSwift
import RxTest

/// Operators that let some elements through (Sources/RxSwift/RxSwift.docc/Operators/FilteringOperators.md).
let filteringPictures: [Picture] = [
    Picture("filter", "filter { $0.isMultiple(of: 2) }") { run in run.hot("xs", "-1-2-3-4-5-6-|").filter { $0.isMultiple(of: 2) } },
    Picture("distinctUntilChanged", "distinctUntilChanged()") { run in run.hot("xs", "-1-1-2-2-2-1-3-|").distinctUntilChanged() },
    Picture("elementAt", "element(at: 2)") { run in run.hot("xs", "-4--5--6--7-|").element(at: 2) },
    Picture("first", "first()") { run in run.hot("xs", "---4--5--6-|").first() },
    Picture("single", "single()") { run in run.hot("xs", "--4---5---|").single() },
    Picture("ignoreElements", "ignoreElements()") { run in run.hot("xs", "-1--2--3--|").ignoreElements() },
    Picture("skip", "skip(2)") { run in run.hot("xs", "-1--2--3--4-|").skip(2) },
    Picture("skipWhile", "skip(while: { $0 < 3 })") { run in run.hot("xs", "-1--2--3--1-|").skip(while: { $0 < 3 }) },
    Picture("skipUntil", "skip(until: ys)") { run in
        let xs = run.hot("xs", "-1--2--3--4--|")
        let ys = run.hotLetters("ys", "-----a---b----|")
        return xs.skip(until: ys)
    },
    Picture("take", "take(2)") { run in run.hot("xs", "-1--2--3--4-|").take(2) },
    Picture("takeWhile", "take(while: { $0 < 3 })") { run in run.hot("xs", "-1--2--3--1-|").take(while: { $0 < 3 }) },
    Picture("takeUntilPredicate", "take(until: { $0 == 3 }, behavior: .inclusive)") { run in
        run.hot("xs", "-1--2--3--4-|").take(until: { $0 == 3 }, behavior: .inclusive)
    },
    Picture("takeUntil", "take(until: ys)") { run in
        let xs = run.hot("xs", "-1--2--3--4--|")
        let ys = run.hotLetters("ys", "-----a---b----|")
        return xs.take(until: ys)
    },
    Picture("takeLast", "takeLast(2)") { run in run.hot("xs", "-1--2--3--4-|").takeLast(2) },
]
