import RxSwift
import RxTest

/// Operators that recover from an error (Sources/RxSwift/RxSwift.docc/Operators/ErrorHandlingOperators.md).
let errorHandlingPictures: [Picture] = [
    Picture("catch", "catch { _ in ys }") { run in
        let xs = run.hot("xs", "-1--2--#")
        let ys = run.cold("ys", "--7--8-|")
        return xs.catch { _ in ys }
    },
    Picture("catchAndReturn", "catchAndReturn(0)") { run in run.hot("xs", "-1--2--#").catchAndReturn(0) },
    Picture("catchSequence", "Observable.catch(sequence: [xs, ys, zs])") { run in
        let xs = run.hot("xs", "-1--#")
        let ys = run.cold("ys", "-2--#")
        let zs = run.cold("zs", "-3--|")
        return Observable.catch(sequence: [xs, ys, zs])
    },
    Picture("retry", "retry(3)") { run in run.cold("xs", "-1-2-#").retry(3) },
    Picture("retryWhen", "retry(when: { errors in errors.enumerated().flatMap { a timer of 20, twice, then the error } })") { run in
        let xs = run.cold("xs", "-1-2-#")
        let scheduler = run.scheduler
        return xs.retry(when: { (errors: Observable<Error>) in
            errors.enumerated().flatMap { index, error -> Observable<Int> in
                index < 2 ? Observable<Int>.timer(.seconds(20), scheduler: scheduler) : .error(error)
            }
        })
    },
    Picture("asInfallible", "asInfallible(onErrorJustReturn: 0)") { run in run.hot("xs", "-1--2--#").asInfallible(onErrorJustReturn: 0) },
]
