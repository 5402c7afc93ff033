import Foundation

extension ObservableType where Element: RxAbstractInteger {
    /// Emits 0, 1, 2, … every `period` on `scheduler`, starting one period after subscription.
    /// A zero or negative period is due at once each time, as in RxSwift: on `TestScheduler`,
    /// every tick.
    ///
    ///     interval(10): ---0---1---2---3...
    public static func interval(_ period: RxTimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: period, period: period, scheduler: scheduler)
    }

    /// Emits 0 after `dueTime`, then completes; or, with a `period`, 1, 2, … every period after.
    ///
    ///     timer(30):              ---------0|
    ///     timer(30, period: 10):  ---------0--1--2...
    ///
    /// A `dueTime` in the past (negative) fires as soon as possible, as RxSwift does: a due time
    /// computed from a date may have just passed. A zero or negative `period` is due at once
    /// each time, as in RxSwift: on `TestScheduler`, every tick.
    public static func timer(_ dueTime: RxTimeInterval, period: RxTimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        Timer(dueTime: dueTime, period: period, scheduler: scheduler)
    }

    /// `interval(_:scheduler:)` with the period in seconds.
    @available(*, deprecated, message: "Use interval(_:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public static func interval(_ period: TimeInterval, scheduler: SchedulerType) -> Observable<Element> {
        interval(rxInterval(seconds: period, "interval(_:scheduler:)", "period"), scheduler: scheduler)
    }

    /// `timer(_:period:scheduler:)` with the times in seconds.
    @available(*, deprecated, message: "Use timer(_:period:scheduler:) with RxTimeIntervals, such as .milliseconds(300)")
    public static func timer(_ dueTime: TimeInterval, period: TimeInterval? = nil, scheduler: SchedulerType) -> Observable<Element> {
        timer(
            rxInterval(seconds: dueTime, "timer(_:period:scheduler:)", "dueTime"),
            period: period.map { rxInterval(seconds: $0, "timer(_:period:scheduler:)", "period") },
            scheduler: scheduler
        )
    }
}

final class Timer<Element: RxAbstractInteger>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; the times and `scheduler` are set in `init`.
    private let dueTime: RxTimeInterval
    private let period: RxTimeInterval?
    private let scheduler: SchedulerType

    init(dueTime: RxTimeInterval, period: RxTimeInterval?, scheduler: SchedulerType) {
        self.dueTime = dueTime
        self.period = period
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = SourceSink(downstream: observer)
        observer.setUpstream(sink)
        if let period {
            sink.setUpstream(scheduler.schedulePeriodic(Element.zero, startAfter: dueTime, period: period) { count in
                guard !sink.isDisposed else { return count }
                sink.downstream.receive(count)
                return count &+ 1
            })
        } else {
            sink.setUpstream(scheduler.scheduleRelative((), dueTime: dueTime) { _ in
                if !sink.isDisposed {
                    sink.downstream.receive(0)
                    sink.complete()
                }
                return Disposables.create()
            })
        }
    }
}
