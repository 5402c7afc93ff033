/// Wraps a hashable value as an item whose identity is the value itself: a changed value is a
/// different item (an insertion and a deletion), never an update.
public struct IdentifiableValue<Value: Hashable> {
    /// The wrapped value.
    public let value: Value

    /// Wraps `value`.
    public init(value: Value) {
        self.value = value
    }
}

extension IdentifiableValue: IdentifiableType {
    /// The value is its own identity.
    public typealias Identity = Value

    /// The wrapped value.
    public var identity: Identity {
        value
    }
}

extension IdentifiableValue: Equatable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The description of the wrapped value.
    public var description: String {
        "\(value)"
    }

    /// The description of the wrapped value.
    public var debugDescription: String {
        "\(value)"
    }
}

extension IdentifiableValue: Sendable where Value: Sendable {}
