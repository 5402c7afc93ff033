import RxSwift
import Synchronization

/// An observable that emits events recorded in advance at given virtual times and records when
/// each observer subscribed and unsubscribed.
///
/// Made by `TestScheduler.createHotObservable(_:)` (times are absolute, shared by all observers)
/// or `createColdObservable(_:)` (times are relative to each subscription).
public class TestableObservable<Element>: ObservableType, @unchecked Sendable {
    // @unchecked Sendable: `recordedEvents` and `testScheduler` are immutable (the scheduler is
    // thread-safe); `subscriptionLog` is only touched under its mutex.

    /// The scheduler whose clock times the events and subscriptions.
    let testScheduler: TestScheduler

    /// The events this observable emits, with their times.
    public let recordedEvents: [Recorded<Event<Element>>]

    private let subscriptionLog = RxMutex<[Subscription]>([])

    init(testScheduler: TestScheduler, recordedEvents: [Recorded<Event<Element>>]) {
        self.testScheduler = testScheduler
        self.recordedEvents = recordedEvents
    }

    /// Every subscription made so far, in order, with its subscribe and unsubscribe times
    /// (`Int.max` while still subscribed).
    public var subscriptions: [Subscription] {
        subscriptionLog.withLock { $0 }
    }

    /// Subscribes `observer`; see `createHotObservable(_:)` and `createColdObservable(_:)` for
    /// when it receives the events.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        fatalError("TestableObservable.subscribe(_:) is implemented by HotObservable and ColdObservable")
    }

    /// Records a subscription starting now; calling the returned action (once) records its end.
    func recordSubscription() -> () -> Void {
        let start = testScheduler.clock
        let index = subscriptionLog.withLock { log -> Int in
            log.append(Subscription(start))
            return log.count - 1
        }
        return { [self] in
            let end = testScheduler.clock
            subscriptionLog.withLock { log in
                log[index] = Subscription(start, end)
            }
        }
    }
}

