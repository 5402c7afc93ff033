/// An object of this library that ends one of its subscriptions when told: a node (its own) or a
/// subject's core (the observer with that key). A node keeps such an upstream subscription as a
/// class reference and a key: a `Disposable` existential (a subject's subscription was one, a
/// struct stored inline) costs value-witness calls to store, move and destroy, and a witness call
/// to dispose.
@usableFromInline
class SubscriptionKeeper: @unchecked Sendable {
    // @unchecked Sendable: no state of its own.

    /// Ends the subscription `key` names (a node ignores it: it ends itself).
    func endSubscription(_ key: UInt64) {
        rxAbstractMethod()
    }
}
