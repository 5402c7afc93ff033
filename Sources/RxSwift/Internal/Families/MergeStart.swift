/// What a merge-like sink does with a source (at file scope: nested in the generic class, it
/// would be generic too).
enum MergeStart {
    /// Nothing now: dropped, queued, or left to the thread running the subscription loop.
    case none
    /// Subscribed in a counted slot.
    case subscribe
    /// Subscribed and released at once, its events going nowhere.
    case subscribeAndRelease
}
