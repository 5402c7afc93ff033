import RxSwift

/// A test observable that replays its events for each observer, at times relative to that
/// observer's subscription.
///
///     events:            --1(10)--2(20)--|(30)
///     subscribed at 200:   1 @ 210, 2 @ 220, completed @ 230
final class ColdObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: adds no state to `TestableObservable`.

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let endSubscription = recordSubscription()
        let observer = AnyObserver(observer)
        let scheduled = recordedEvents.map { recorded in
            testScheduler.scheduleRelativeVirtual((), dueTime: recorded.time) { _ in
                observer.on(recorded.value)
                return Disposables.create()
            }
        }
        return Disposables.create {
            endSubscription()
            for item in scheduled {
                item.dispose()
            }
        }
    }
}
