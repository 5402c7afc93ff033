import RxDataSources

/// A section of numbers: its title is its identity.
public typealias NumberSection = AnimatableSectionModel<String, NumberItem>

/// A number of the partial-updates table. The number is its identity; `revision` counts its edits,
/// so that an edit keeps the row (an update) instead of replacing it (a deletion and an insertion).
/// A plain `Int` could not show updates: its identity is its whole value.
public struct NumberItem: IdentifiableType, Hashable, Sendable, CustomStringConvertible {
    /// The identity, unique in a version of the sections.
    public let number: Int
    /// How many times the number was edited.
    public var revision: Int

    /// The number `number` edited `revision` times.
    public init(_ number: Int, revision: Int = 0) {
        self.number = number
        self.revision = revision
    }

    /// The number.
    public var identity: Int { number }

    /// `7`, or `7 (v2)` once edited twice.
    public var description: String {
        revision == 0 ? "\(number)" : "\(number) (v\(revision))"
    }
}
