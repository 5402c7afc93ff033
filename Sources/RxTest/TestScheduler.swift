import RxSwift
import Synchronization

/// A point or a distance on `TestScheduler`'s clock, in ticks.
public typealias TestTime = Int

/// A virtual-time scheduler for tests: its clock counts integer ticks, and it makes test
/// observables and observers that play and record events at exact ticks.
///
///     let scheduler = TestScheduler(initialClock: 0)
///     let xs = scheduler.createHotObservable([.next(150, 1), .next(210, 2), .completed(300)])
///     let res = scheduler.start { xs.map { $0 * 10 } }
///     XCTAssertEqual(res.events, [.next(210, 20), .completed(300)])
///     XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
///
/// With `simulateProcessingDelay` (the default), work that an operator schedules for now or for
/// the past (`schedule`, or `scheduleRelative` with a due time that has passed) runs one tick
/// later, as it would a little later on a real scheduler. Events of test observables and
/// `scheduleAt` are not delayed.
public class TestScheduler: VirtualTimeScheduler<TestSchedulerVirtualTimeConverter>, @unchecked Sendable {
    // @unchecked Sendable: adds only immutable settings to `VirtualTimeScheduler`.

    /// The times `start(_:)` uses.
    public struct Defaults {
        /// When the observable is created: tick 100.
        public static let created = 100
        /// When it is subscribed: tick 200.
        public static let subscribed = 200
        /// When the subscription is disposed: tick 1000.
        public static let disposed = 1000
    }

    private let simulateProcessingDelay: Bool

    /// How many ticks a marble frame lasts unless a scheduler is given another length: 10, so
    /// that marbles read like the usual `210, 220, ...` timelines.
    public static let defaultMarbleFrameTicks: TestTime = 10

    /// How many ticks one frame (one character) of this scheduler's marbles lasts.
    ///
    /// Fixed at creation: the marbles that make a test's observables and those that state its
    /// expectations must agree on it.
    public let marbleFrameTicks: TestTime

    /// A scheduler whose clock starts at `initialClock`; a tick lasts `resolution` seconds as
    /// `RxTimeInterval`s and `now` see it, and a frame of its marbles lasts `marbleFrameTicks`
    /// ticks.
    ///
    /// Any `resolution` is accepted, as in RxSwift; one of zero (or NaN) cannot turn a time into
    /// ticks, and stops the program when an operator schedules work after a time interval, where
    /// RxSwift stops too.
    ///
    /// Precondition: `marbleFrameTicks` is positive.
    public init(initialClock: TestTime, resolution: Double = 1.0, simulateProcessingDelay: Bool = true, marbleFrameTicks: TestTime = TestScheduler.defaultMarbleFrameTicks) {
        precondition(marbleFrameTicks > 0, "TestScheduler(initialClock:resolution:simulateProcessingDelay:marbleFrameTicks:): marbleFrameTicks must be positive (got \(marbleFrameTicks))")
        self.simulateProcessingDelay = simulateProcessingDelay
        self.marbleFrameTicks = marbleFrameTicks
        super.init(initialClock: initialClock, converter: TestSchedulerVirtualTimeConverter(resolution: resolution))
    }

    /// Moves work due now or in the past to the next tick when processing delay is simulated.
    public override func adjustScheduledTime(_ time: VirtualTime) -> VirtualTime {
        let now = clock
        guard time <= now else { return time }
        return simulateProcessingDelay ? now + 1 : now
    }

    /// An observable that emits `events` at their absolute times, to whoever is subscribed then.
    /// The events are scheduled now.
    public func createHotObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        HotObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observable that emits `events` to each observer at their times counted from its
    /// subscription.
    public func createColdObservable<Element>(_ events: [Recorded<Event<Element>>]) -> TestableObservable<Element> {
        ColdObservable(testScheduler: self, recordedEvents: events)
    }

    /// An observer that records the events it receives with this scheduler's clock.
    public func createObserver<Element>(_ type: Element.Type) -> TestableObserver<Element> {
        TestableObserver(scheduler: self)
    }

    /// Runs `action` at the absolute tick `time` (at once, in turn, if `time` has passed).
    public func scheduleAt(_ time: TestTime, action: @escaping () -> Void) {
        _ = scheduleAbsoluteVirtual((), time: time) { _ in
            action()
            return Disposables.create()
        }
    }

    /// Creates the sequence with `create` at `created`, subscribes to it at `subscribed`,
    /// disposes the subscription at `disposed`, runs the scheduler until its queue is empty and
    /// returns the observer that recorded the events.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        created: TestTime,
        subscribed: TestTime,
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        let observer = createObserver(Element.self)
        // Touched only by the three actions below, which the scheduler runs one after another.
        let run = StartRun<Element>()
        scheduleAt(created) {
            run.source = create().asObservable()
        }
        scheduleAt(subscribed) {
            run.subscription = run.source?.subscribe(observer)
        }
        scheduleAt(disposed) {
            run.subscription?.dispose()
        }
        start()
        return observer
    }

    /// `start(created:subscribed:disposed:create:)` with the default creation (100) and
    /// subscription (200) times.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        disposed: TestTime,
        create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: disposed, create: create)
    }

    /// `start(created:subscribed:disposed:create:)` with the default times: created at 100,
    /// subscribed at 200, disposed at 1000.
    public func start<Element, OutputSequence: ObservableConvertibleType>(
        _ create: @escaping () -> OutputSequence
    ) -> TestableObserver<Element> where OutputSequence.Element == Element {
        start(created: Defaults.created, subscribed: Defaults.subscribed, disposed: Defaults.disposed, create: create)
    }
}

/// The sequence and subscription that `start` carries from one scheduled action to the next.
private final class StartRun<Element> {
    var source: Observable<Element>?
    var subscription: Disposable?
}
