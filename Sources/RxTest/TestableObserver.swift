import RxSwift
import Synchronization

/// An observer that records every event it receives, stamped with the `TestScheduler`'s clock.
///
/// It records what it is given, as given: events after a terminal event are recorded too, so a
/// test can see a sequence that breaks the grammar.
public final class TestableObserver<Element>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: `recorded` is only touched under its mutex; `scheduler` is thread-safe.

    let scheduler: TestScheduler
    private let recorded = RxMutex<[Recorded<Event<Element>>]>([])

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
    }

    /// The events received so far, with the virtual time of each.
    public var events: [Recorded<Event<Element>>] {
        recorded.withLock { $0 }
    }

    /// Records `event` at the scheduler's current time.
    public func on(_ event: Event<Element>) {
        // Unchecked: the event goes to the thread that reads `events`, under the lock. The
        // sequence hands it over as every Rx delivery does: the producer does not touch it again.
        let entry = UncheckedSendable(Recorded(time: scheduler.clock, value: event))
        recorded.withLock { $0.append(entry.value) }
    }
}
