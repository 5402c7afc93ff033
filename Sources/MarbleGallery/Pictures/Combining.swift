import RxSwift
import RxTest

/// Operators that combine several sequences (Sources/RxSwift/RxSwift.docc/Operators/CombiningOperators.md).
let combiningPictures: [Picture] = [
    Picture("combineLatest", "combineLatest(xs, ys) { \"\\($0)\\($1)\" }") { run in
        let xs = run.hot("xs", "-1----2---3---|")
        let ys = run.hotLetters("ys", "---a----b----|")
        return Observable.combineLatest(xs, ys) { "\($0)\($1)" }
    },
    Picture("zip", "zip(xs, ys) { \"\\($0)\\($1)\" }") { run in
        let xs = run.hot("xs", "-1-2----3----4-|")
        let ys = run.hotLetters("ys", "---a----b-c---|")
        return Observable.zip(xs, ys) { "\($0)\($1)" }
    },
    Picture("merge", "Observable.merge(xs, ys)") { run in
        let xs = run.hot("xs", "-1---2---3---|")
        let ys = run.hot("ys", "---7---8-|")
        return Observable.merge(xs, ys)
    },
    Picture("mergeMaxConcurrent", "xs.map { x in ys.map { x * 10 + $0 } }.merge(maxConcurrent: 1)") { run in
        let xs = run.hot("xs", "-1--2------|")
        let ys = run.cold("ys", "-1--2-|")
        return xs.map { x in ys.map { x * 10 + $0 } }.merge(maxConcurrent: 1)
    },
    Picture("concat", "Observable.concat(xs, ys)") { run in
        let xs = run.hot("xs", "-1--2--|")
        let ys = run.cold("ys", "--7--8-|")
        return Observable.concat(xs, ys)
    },
    Picture("startWith", "startWith(7, 8)") { run in run.hot("xs", "---1--2--|").startWith(7, 8) },
    Picture("switchLatest", "xs.map { x in ys.map { x * 10 + $0 } }.switchLatest()") { run in
        let xs = run.hot("xs", "-1--2------|")
        let ys = run.cold("ys", "-1--2-|")
        return xs.map { x in ys.map { x * 10 + $0 } }.switchLatest()
    },
    Picture("withLatestFrom", "xs.withLatestFrom(ys) { \"\\($0)\\($1)\" }") { run in
        let xs = run.hot("xs", "-1----2--3---4-|")
        let ys = run.hotLetters("ys", "---a-----b--|")
        return xs.withLatestFrom(ys) { "\($0)\($1)" }
    },
    Picture("amb", "xs.amb(ys)") { run in
        let xs = run.hot("xs", "----1---2--|")
        let ys = run.hot("ys", "--7---8---9-|")
        return xs.amb(ys)
    },
]
