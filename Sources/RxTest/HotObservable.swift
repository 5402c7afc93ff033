import RxSwift
import Synchronization

/// A test observable whose events happen at absolute virtual times, whoever is subscribed: an
/// observer receives only the events due while it is subscribed.
///
///     events:        --1(150)--2(210)--3(240)--|(300)
///     subscribed at 200:        2       3       |
final class HotObservable<Element>: TestableObservable<Element>, @unchecked Sendable {
    // @unchecked Sendable: `observers` is only touched under its mutex; the rest is immutable.

    private struct Observers {
        var nextKey = 0
        var entries: [(key: Int, observer: AnyObserver<Element>)] = []
    }

    private let observers = RxMutex(Observers())

    override init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        super.init(testScheduler: testScheduler, recordedEvents: recordedEvents)
        for recorded in recordedEvents {
            // Weak: once nobody holds the observable nobody is subscribed, and the pending events
            // must not keep it (and through it the scheduler) alive.
            testScheduler.scheduleAt(recorded.time) { [weak self] in
                self?.emit(recorded.value)
            }
        }
    }

    /// Delivers `event` to the observers subscribed now, in subscription order.
    private func emit(_ event: Event<Element>) {
        let current = observers.withLock { $0.entries.map(\.observer) }
        for observer in current {
            observer.on(event)
        }
    }

    override func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        let observer = AnyObserver(observer)
        let key = observers.withLock { observers -> Int in
            let key = observers.nextKey
            observers.nextKey += 1
            observers.entries.append((key, observer))
            return key
        }
        let endSubscription = recordSubscription()
        return Disposables.create { [self] in
            // The observer is released after the lock: its deinit may run user code.
            var removed = ReleasedAfterUnlock<(key: Int, observer: AnyObserver<Element>)?>(nil)
            observers.withLock { observers in
                removed.value = observers.entries.firstIndex { $0.key == key }.map { observers.entries.remove(at: $0) }
            }
            removed.release()
            endSubscription()
        }
    }
}
