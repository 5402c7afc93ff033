import Foundation
import RxSwift

/// The clock of `TestScheduler`: virtual time counts integer ticks, and one tick lasts
/// `resolution` seconds of the time that operators see through `now` and `RxTimeInterval`.
///
/// With the default resolution of 1, `.seconds(10)` is 10 ticks and tick 200 is 200 seconds after
/// the Unix epoch. Converting to ticks rounds to the nearest tick.
public struct TestSchedulerVirtualTimeConverter: VirtualTimeConverterType, Sendable {
    /// A point on the clock, in ticks.
    public typealias VirtualTimeUnit = Int

    /// A distance on the clock, in ticks.
    public typealias VirtualTimeIntervalUnit = Int

    private let resolution: Double

    init(resolution: Double) {
        self.resolution = resolution
    }

    /// The date `virtualTime` ticks after the Unix epoch.
    public func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime {
        Date(timeIntervalSince1970: TimeInterval(virtualTime) * resolution)
    }

    /// The tick nearest to `time`, counted from the Unix epoch.
    public func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit {
        ticks(time.timeIntervalSince1970)
    }

    /// The number of seconds `virtualTimeInterval` ticks last.
    public func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval {
        TimeInterval(virtualTimeInterval) * resolution
    }

    /// The number of ticks nearest to `timeInterval` seconds.
    public func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit {
        ticks(timeInterval)
    }

    /// The tick `offset` ticks after `time`.
    public func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit {
        time + offset
    }

    /// The order of the two ticks.
    public func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison {
        if lhs < rhs { return .lessThan }
        if lhs > rhs { return .greaterThan }
        return .equal
    }

    /// `seconds` in ticks, rounded to the nearest one; saturates instead of trapping, so an
    /// absurdly distant due time is simply never reached.
    ///
    /// Precondition: the resolution is a number other than zero (RxSwift, dividing by it, stops on
    /// the infinite or NaN result).
    private func ticks(_ seconds: TimeInterval) -> Int {
        precondition(resolution != 0 && !resolution.isNaN, "TestScheduler: a resolution of \(resolution) seconds can't turn \(seconds) seconds into ticks")
        let ticks = (seconds / resolution).rounded()
        if ticks >= Double(Int.max) { return Int.max }
        if ticks <= Double(Int.min) { return Int.min }
        return Int(ticks)
    }
}
