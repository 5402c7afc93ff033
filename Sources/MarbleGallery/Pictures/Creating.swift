import RxSwift
import RxTest

/// Operators that make a sequence (Sources/RxSwift/RxSwift.docc/Operators/CreatingOperators.md).
let creatingPictures: [Picture] = [
    Picture("just", "just(1)") { _ in Observable.just(1) },
    Picture("of", "of(1, 2, 3)") { _ in Observable.of(1, 2, 3) },
    Picture("from", "from([1, 2, 3], scheduler: s)", frameTicks: 1) { run in Observable.from([1, 2, 3], scheduler: run.scheduler) },
    Picture("empty", "empty()") { _ in Observable<Int>.empty() },
    Picture("never", "never()", disposed: 300) { _ in Observable<Int>.never() },
    Picture("error", "error(e)") { _ in Observable<Int>.error(MarbleTestError()) },
    Picture("range", "range(start: 1, count: 4, s)", frameTicks: 1) { run in Observable.range(start: 1, count: 4, scheduler: run.scheduler) },
    Picture("generate", "generate: 1, × 3 while < 20", frameTicks: 1) { run in
        Observable.generate(initialState: 1, condition: { $0 < 20 }, scheduler: run.scheduler, iterate: { $0 * 3 })
    },
    Picture("repeatElement", "repeatElement(7, s).take(4)", frameTicks: 1) { run in Observable.repeatElement(7, scheduler: run.scheduler).take(4) },
    // The closure schedules 1, 2 and the completion on the test scheduler, 10, 30 and 40 ticks
    // after the subscription; disposal cancels what is still scheduled.
    Picture("create", "create { observer in … }") { run in
        let scheduler = run.scheduler
        return Observable<Int>.create { observer in
            CompositeDisposable(disposables: [
                scheduler.scheduleRelative((), dueTime: .seconds(10)) { observer.onNext(1); return Disposables.create() },
                scheduler.scheduleRelative((), dueTime: .seconds(30)) { observer.onNext(2); return Disposables.create() },
                scheduler.scheduleRelative((), dueTime: .seconds(40)) { observer.onCompleted(); return Disposables.create() },
            ])
        }
    },
    Picture("deferred", "Observable.deferred { xs }") { run in
        let xs = run.cold("xs", "-1-2--3|")
        return Observable.deferred { xs }
    },
    Picture("timer", "timer(.seconds(30))") { run in Observable<Int>.timer(.seconds(30), scheduler: run.scheduler) },
    Picture("timer-period", "timer(.seconds(30), period: .seconds(20))", disposed: 305) { run in
        Observable<Int>.timer(.seconds(30), period: .seconds(20), scheduler: run.scheduler)
    },
    Picture("interval", "interval(.seconds(20))", disposed: 285) { run in
        Observable<Int>.interval(.seconds(20), scheduler: run.scheduler)
    },
    Picture("using", "using({ resource }, observableFactory: { _ in xs })", disposed: 265) { run in
        let xs = run.hot("xs", "-1-2--3---|")
        let resource = run.hot("resource", "-----------|")
        return Observable.using({ CompositeDisposable(disposables: [resource.subscribe()]) }, observableFactory: { _ in xs })
    },
]
