/// An observer node reached without a retain: what a subject's per-element path calls.
///
/// Retaining and releasing each observer for each element costs two atomic operations per
/// observer per element (`publishSubject.pumping` 346 → 253 instructions when the subjects
/// stopped doing it). The caller must keep the node alive by other means for as long as it uses
/// this value, and says how where it does: the snapshot of a subject's observer list it iterates
/// holds every node in it; a sole observer, called outside any snapshot, is kept by the subject's
/// state, and one that leaves is released only once no delivery is in progress
/// (`SubjectCoreBase.releaseOutsideDelivery`).
struct UnretainedObserver {
    private let reference: Unmanaged<AnyObject>

    /// `node`, unretained.
    init<Element>(_ node: ObserverNode<Element>) {
        reference = Unmanaged<AnyObject>.passUnretained(node)
    }

    /// Delivers `element` to the node, which must be an `ObserverNode<Element>` (it was made from
    /// one by `init(_:)`) and alive (see above).
    @inline(__always)
    func receive<Element>(_ element: Element) {
        reference._withUnsafeGuaranteedRef { object in
            unsafeDowncast(object, to: ObserverNode<Element>.self).receive(element)
        }
    }
}
