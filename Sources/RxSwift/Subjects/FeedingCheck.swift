import Synchronization

#if DEBUG
/// Tracks one `on` call, to report overlapping ones (debug builds; empty in release builds).
struct FeedingCheck {
    private var entered = false
    private var anomaly: RxDiagnostics.Anomaly?

    /// Notes that `me` is inside `on`, or the anomaly if another `on` call is in progress.
    /// Lock held.
    mutating func enter(_ state: inout SubjectState, _ me: UInt) {
        if state.feeder == 0 {
            state.feeder = me
            entered = true
        } else {
            anomaly = state.feeder == me ? .reentrancy : .concurrentDelivery
        }
    }

    /// Notes that `me` left `on`, then reports the anomaly, if any. Lock not held.
    func leave(_ lock: borrowing Mutex<SubjectState>, _ me: UInt) {
        if entered {
            lock.withLock { state in
                if state.feeder == me { state.feeder = 0 }
            }
        }
        if let anomaly { RxDiagnostics.report(anomaly) }
    }
}
#else
struct FeedingCheck {
    @inline(__always)
    mutating func enter(_ state: inout SubjectState, _ me: UInt) {}

    @inline(__always)
    func leave(_ lock: borrowing Mutex<SubjectState>, _ me: UInt) {}
}
#endif
