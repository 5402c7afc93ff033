/// The order of two virtual times, as a `VirtualTimeConverterType` reports it.
public enum VirtualTimeComparison: Sendable {
    /// The first time is earlier than the second.
    case lessThan
    /// Both times are the same.
    case equal
    /// The first time is later than the second.
    case greaterThan
}
