import Differentiator

// Strings and numbers are their own identities, as RxDataSources makes them: lists of plain
// values diff without a wrapper.

extension String: IdentifiableType {
    /// The string itself.
    public typealias Identity = String

    /// The string itself.
    public var identity: String {
        self
    }
}

extension BinaryInteger {
    /// The number itself.
    public var identity: Self {
        self
    }
}

extension FloatingPoint {
    /// The number itself.
    public var identity: Self {
        self
    }
}

extension Int: IdentifiableType {}
extension Int8: IdentifiableType {}
extension Int16: IdentifiableType {}
extension Int32: IdentifiableType {}
extension Int64: IdentifiableType {}
extension UInt: IdentifiableType {}
extension UInt8: IdentifiableType {}
extension UInt16: IdentifiableType {}
extension UInt32: IdentifiableType {}
extension UInt64: IdentifiableType {}
extension Float: IdentifiableType {}
extension Double: IdentifiableType {}
