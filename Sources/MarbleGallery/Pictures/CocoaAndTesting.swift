import RxCocoa
import RxSwift
import RxTest

/// `body` with `run`'s scheduler as the scheduler of the units it builds.
private func mocked<Unit>(_ run: Run, _ body: () -> Unit) -> Unit {
    var unit: Unit?
    SharingScheduler.mock(scheduler: run.scheduler) { unit = body() }
    return unit!
}

/// RxCocoa's units (Units.md), delivering on a `TestScheduler` through `SharingScheduler.mock`.
let cocoaPictures: [Picture] = [
    Picture("asDriver", "asDriver(onErrorJustReturn: 0)", in: .rxCocoa) { run in
        let xs = run.hot("xs", "-1--2--#")
        return mocked(run) { xs.asDriver(onErrorJustReturn: 0) }
    },
    Picture("driverLateSubscriber", "asDriver(onErrorJustReturn: 0): a at 200, b at 235", in: .rxCocoa) { run in
        let xs = run.hot("xs", "-1--2--3--4-|")
        let driver = mocked(run) { xs.asDriver(onErrorJustReturn: 0) }
        return twoSubscribers(driver.asObservable(), late: 35, run)
    },
    Picture("signalLateSubscriber", "asSignal(onErrorJustReturn: 0): a at 200, b at 235", in: .rxCocoa) { run in
        let xs = run.hot("xs", "-1--2--3--4-|")
        let signal = mocked(run) { xs.asSignal(onErrorJustReturn: 0) }
        return twoSubscribers(signal.asObservable(), late: 35, run)
    },
]

/// RxTest's own pictures (the marble testing articles).
let testingPictures: [Picture] = [
    Picture("mapExample", "map { $0 * 10 }", in: .rxTest) { run in run.hot("xs", "--1-^-2--3--|").map { $0 * 10 } },
    Picture("hotAndCold", "merge(xs, ys.delaySubscription(.seconds(20), scheduler: s))", in: .rxTest) { run in
        let xs = run.hot("xs", "-1-^-2---3---|")
        let ys = run.cold("ys", "-7--8|")
        return Observable.merge(xs, ys.delaySubscription(.seconds(20), scheduler: run.scheduler))
    },
]
