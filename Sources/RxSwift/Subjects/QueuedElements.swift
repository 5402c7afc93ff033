/// The elements a subject queued in its lane behind a delivery, each with the key of the first
/// observer that subscribed after it was sent (a subject that replays nothing does not deliver it
/// to that observer or to any later one), and the lane work that delivers the oldest: one closure
/// for all of them, so that a queued element allocates nothing once the queues have grown. Only
/// touched under the subject's lock.
final class QueuedElements<Element> {
    var elements = ElementQueue<Element>()
    var limits = ElementQueue<Bag<SubjectEntry>.Key>()
    /// Not optional: an optional function is stored reabstracted, and each read would wrap it
    /// in a new thunk.
    var deliverNext: () -> Void = {}
}
