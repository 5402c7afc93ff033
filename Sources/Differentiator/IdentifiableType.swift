/// A value with a stable identity: the differentiator matches items and sections across two
/// versions of a list by their identities, and compares them with `==` to tell an update.
public protocol IdentifiableType {
    /// The type of the identity.
    associatedtype Identity: Hashable

    /// What stays the same when the value changes; unique within one version of a list.
    var identity: Identity { get }
}
