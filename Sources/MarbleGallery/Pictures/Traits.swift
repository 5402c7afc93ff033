import RxSwift
import RxTest

/// Trait operators (Traits.md).
let traitPictures: [Picture] = [
    Picture("singleFlatMap", "flatMap { x in ys.map { x * 10 + $0 } }") { run in
        let xs = run.hot("xs", "--(1|)")
        let ys = run.cold("ys", "-----(2|)")
        return xs.asSingle().flatMap { x in ys.asSingle().map { x * 10 + $0 } }
    },
    Picture("completableAndThen", "xs.ignoreElements().asCompletable().andThen(ys)") { run in
        let xs = run.hot("xs", "-1--2--|")
        let ys = run.cold("ys", "-7--8|")
        return xs.ignoreElements().asCompletable().andThen(ys)
    },
    Picture("maybeIfEmpty", "asMaybe().ifEmpty(default: 9)") { run in run.hot("xs", "----|").asMaybe().ifEmpty(default: 9) },
]
