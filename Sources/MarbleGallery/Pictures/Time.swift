import RxSwift
import RxTest

/// Operators that work with time (Sources/RxSwift/RxSwift.docc/Operators/TimeOperators.md). On `TestScheduler` a second is a tick: `.seconds(30)`
/// is three frames.
let timePictures: [Picture] = [
    Picture("debounce", "debounce(.seconds(20), scheduler: s)") { run in
        run.hot("xs", "-1-2-----3-4-5-----6|").debounce(.seconds(20), scheduler: run.scheduler)
    },
    Picture("throttle", "throttle(.seconds(30), scheduler: s)") { run in
        run.hot("xs", "-1-2-3-----4-5-6-----|").throttle(.seconds(30), scheduler: run.scheduler)
    },
    Picture("throttleFirst", "throttle(.seconds(30), latest: false, scheduler: s)") { run in
        run.hot("xs", "-1-2-3-----4-5-6-----|").throttle(.seconds(30), latest: false, scheduler: run.scheduler)
    },
    Picture("delay", "delay(.seconds(20), scheduler: s)") { run in run.hot("xs", "-1--2-3---|").delay(.seconds(20), scheduler: run.scheduler) },
    Picture("delaySubscription", "delaySubscription(.seconds(25), scheduler: s)") { run in
        run.hot("xs", "-1--2--3--4-|").delaySubscription(.seconds(25), scheduler: run.scheduler)
    },
    Picture("timeout", "timeout(.seconds(30), scheduler: s)") { run in
        run.hot("xs", "-1--2------3-|").timeout(.seconds(30), scheduler: run.scheduler)
    },
    Picture("timeoutOther", "timeout(.seconds(30), other: ys, scheduler: s)") { run in
        let xs = run.hot("xs", "-1--2------3-|")
        let ys = run.cold("ys", "-8--9-|")
        return xs.timeout(.seconds(30), other: ys, scheduler: run.scheduler)
    },
    Picture("buffer", "buffer(timeSpan: .seconds(40), count: 3, scheduler: s)") { run in
        run.hot("xs", "-1234-----5-----|").buffer(timeSpan: .seconds(40), count: 3, scheduler: run.scheduler)
    },
    Picture("window", "window(timeSpan: .seconds(40), count: 3), window i drawn as i:x") { run in
        run.hot("xs", "-1234-----5-----|").window(timeSpan: .seconds(40), count: 3, scheduler: run.scheduler)
            .enumerated().flatMap { index, window in window.map { "\(index):\($0)" } }
    },
    Picture("sample", "sample(ys)") { run in
        let xs = run.hot("xs", "-1-2----3--4-5---|")
        let ys = run.hotLetters("ys", "----a--b---c----d-|")
        return xs.sample(ys)
    },
    Picture("skipDuration", "skip(.seconds(35), scheduler: s)") { run in run.hot("xs", "-1--2--3--4--|").skip(.seconds(35), scheduler: run.scheduler) },
    Picture("takeFor", "take(for: .seconds(35), scheduler: s)") { run in run.hot("xs", "-1--2--3--4--|").take(for: .seconds(35), scheduler: run.scheduler) },
]

/// Operators that choose where work runs (Sources/RxSwift/RxSwift.docc/Operators/ConcurrencyOperators.md).
let concurrencyPictures: [Picture] = [
    Picture("observeOn", "observe(on: s)") { run in run.hot("xs", "-1--(23)--#").observe(on: run.scheduler) },
    Picture("subscribeOn", "subscribe(on: s)") { run in run.hot("xs", "-1--2--3--|").subscribe(on: run.scheduler) },
]
