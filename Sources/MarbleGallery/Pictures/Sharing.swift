import RxSwift
import RxTest

/// Two subscribers of `shared`, `a` at 200 and `b` at `late`, their elements marked with their
/// letter: the source lane shows how many subscriptions they cost.
func twoSubscribers(_ shared: Observable<Int>, late: Int, _ run: Run) -> Observable<String> {
    Observable.merge(shared.map { "a\($0)" }, shared.delaySubscription(.seconds(late), scheduler: run.scheduler).map { "b\($0)" })
}

/// Operators that share one subscription among several subscribers (Sources/RxSwift/RxSwift.docc/Operators/SharingOperators.md).
let sharingPictures: [Picture] = [
    Picture("share", "share(): a subscribes at 200, b at 235") { run in
        twoSubscribers(run.hot("xs", "-1--2--3--4-|").share(), late: 35, run)
    },
    Picture("shareReplay", "share(replay: 1): a at 200, b at 235") { run in
        twoSubscribers(run.hot("xs", "-1--2--3--4-|").share(replay: 1), late: 35, run)
    },
    Picture("publish", "publish(), connected at 235") { run in
        let published = run.hot("xs", "-1--2--3--4-|").publish()
        run.scheduler.scheduleAt(235) { _ = published.connect() }
        return published
    },
    Picture("replay", "replay(2), connected at 200, subscribed at 255") { run in
        let replayed = run.hot("xs", "-1--2--3--4--|").replay(2)
        run.scheduler.scheduleAt(200) { _ = replayed.connect() }
        return replayed.delaySubscription(.seconds(55), scheduler: run.scheduler)
    },
    Picture("refCount", "publish().refCount(): a takes 2, b from 235 to 275") { run in
        let shared = run.hot("xs", "-1--2--3--4--5--|").publish().refCount()
        let b = shared.delaySubscription(.seconds(35), scheduler: run.scheduler).take(until: Observable<Int>.timer(.seconds(75), scheduler: run.scheduler))
        return Observable.merge(shared.take(2).map { "a\($0)" }, b.map { "b\($0)" })
    },
    Picture("multicastSelector", "multicast({ PublishSubject() }) { s in zip(s, s.skip(1)) }") { run in
        run.hot("xs", "-1--2--3--4-|").multicast({ PublishSubject<Int>() }, selector: { shared in Observable.zip(shared, shared.skip(1)) { "\($0)\($1)" } })
    },
]
