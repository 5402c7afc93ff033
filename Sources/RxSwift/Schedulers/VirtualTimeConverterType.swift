import Foundation

/// Describes a virtual clock for `VirtualTimeScheduler`: its units, how they map to real dates and
/// intervals, and how they are added and compared.
///
/// Every requirement must be a pure function of its arguments: the scheduler calls them while it
/// orders its queue.
public protocol VirtualTimeConverterType {
    /// A point on the virtual clock (a tick count, a date...).
    associatedtype VirtualTimeUnit

    /// A distance between two points on the virtual clock.
    associatedtype VirtualTimeIntervalUnit

    /// The real date that `virtualTime` stands for.
    func convertFromVirtualTime(_ virtualTime: VirtualTimeUnit) -> RxTime

    /// The virtual time that stands for the real date `time`.
    func convertToVirtualTime(_ time: RxTime) -> VirtualTimeUnit

    /// The real interval, in seconds, that `virtualTimeInterval` stands for.
    func convertFromVirtualTimeInterval(_ virtualTimeInterval: VirtualTimeIntervalUnit) -> TimeInterval

    /// The virtual interval that stands for `timeInterval` seconds.
    func convertToVirtualTimeInterval(_ timeInterval: TimeInterval) -> VirtualTimeIntervalUnit

    /// The virtual time `offset` after `time`.
    func offsetVirtualTime(_ time: VirtualTimeUnit, offset: VirtualTimeIntervalUnit) -> VirtualTimeUnit

    /// How `lhs` is ordered relative to `rhs`.
    func compareVirtualTime(_ lhs: VirtualTimeUnit, _ rhs: VirtualTimeUnit) -> VirtualTimeComparison
}
