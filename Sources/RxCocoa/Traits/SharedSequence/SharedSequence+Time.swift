import Foundation
import RxSwift

// The timers run on the strategy's scheduler, which is also where elements are delivered, so the
// result keeps the guarantees without another hop.

extension SharedSequenceConvertibleType {
    /// Emits the first element at once, then at most one element per `dueTime`: the latest one
    /// of each period (or, with `latest: false`, none of the elements that arrived within it).
    ///
    ///     source:          1-2-3-----4-5----|
    ///     throttle(5):     1----3----4----5-|
    ///
    /// - Precondition: `dueTime` is not negative.
    public func throttle(_ dueTime: RxTimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// Emits an element only once `dueTime` passed without a newer one (typing settled); on
    /// completion the element still waiting is emitted at once.
    ///
    ///     source:        1-2-3------4-----|
    ///     debounce(3):   -------3------4--|
    ///
    /// - Precondition: `dueTime` is not negative.
    public func debounce(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// Emits every element, and completion, `dueTime` later.
    ///
    ///     source:      1--2--3-|
    ///     delay(2):    --1--2--3-|
    ///
    /// - Precondition: `dueTime` is not negative.
    public func delay(_ dueTime: RxTimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

// MARK: - The older spellings, with times in seconds

extension SharedSequenceConvertibleType {
    /// `throttle(_:latest:)` with the period in seconds.
    @available(*, deprecated, message: "Use throttle(_:latest:) with an RxTimeInterval, such as .milliseconds(300)")
    public func throttle(_ dueTime: TimeInterval, latest: Bool = true) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().throttle(dueTime, latest: latest, scheduler: SharingStrategy.scheduler))
    }

    /// `throttle(_:latest:)` with the period in seconds, timed on `scheduler`: the Units
    /// chapter's `throttle(0.3, scheduler: MainScheduler.instance)`. Elements are still delivered
    /// on the strategy's scheduler.
    @available(*, deprecated, message: "Use throttle(_:latest:) with an RxTimeInterval, such as .milliseconds(300); a shared sequence times on its own scheduler")
    public func throttle(_ dueTime: TimeInterval, latest: Bool = true, scheduler: SchedulerType) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable()
            .throttle(dueTime, latest: latest, scheduler: scheduler)
            .observe(on: SharingStrategy.scheduler)
        return SharedSequence(source)
    }

    /// `debounce(_:)` with the period in seconds.
    @available(*, deprecated, message: "Use debounce(_:) with an RxTimeInterval, such as .milliseconds(300)")
    public func debounce(_ dueTime: TimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debounce(dueTime, scheduler: SharingStrategy.scheduler))
    }

    /// `delay(_:)` with the delay in seconds.
    @available(*, deprecated, message: "Use delay(_:) with an RxTimeInterval, such as .milliseconds(300)")
    public func delay(_ dueTime: TimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().delay(dueTime, scheduler: SharingStrategy.scheduler))
    }
}

extension SharedSequence where Element: RxAbstractInteger {
    /// `interval(_:)` with the period in seconds.
    @available(*, deprecated, message: "Use interval(_:) with an RxTimeInterval, such as .milliseconds(300)")
    public static func interval(_ period: TimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.interval(period, scheduler: SharingStrategy.scheduler))
    }

    /// `timer(_:period:)` with the times in seconds.
    @available(*, deprecated, message: "Use timer(_:period:) with RxTimeIntervals, such as .milliseconds(300)")
    public static func timer(_ dueTime: TimeInterval, period: TimeInterval) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(Observable.timer(dueTime, period: period, scheduler: SharingStrategy.scheduler))
    }
}
