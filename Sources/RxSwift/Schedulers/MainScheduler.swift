import Dispatch
import Foundation
import Synchronization
#if os(Linux) || os(Android)
internal import RxLockSupport
#endif

/// Runs work on the main thread (the main dispatch queue).
///
/// `MainScheduler.instance` runs an action at once when called on the main thread with nothing
/// else pending, and otherwise queues it on the main queue; `MainScheduler.asyncInstance` always
/// queues. On Linux the main queue is served while the main thread runs `dispatchMain()` or the
/// main run loop (`RunLoop.main.run(...)`).
public final class MainScheduler: SerialDispatchQueueScheduler, @unchecked Sendable {
    // @unchecked Sendable: immutable apart from the atomic counter and `runsInline`, which only
    // main-thread work touches (see there).

    private let mainQueue: DispatchQueue
    /// Actions queued on the main queue and not finished yet: running inline is allowed only when
    /// it is zero, so inline work never overtakes queued work.
    private let numberEnqueued = Atomic<Int>(0)
    /// Whether work runs inline now, between `enterInline()` and `leaveInline()`: what is
    /// scheduled meanwhile is queued behind it. Touched only where main-thread work runs (the
    /// main thread, or a block of the main queue while `dispatchMain()` parks the main thread),
    /// one place at a time (a block of the main queue runs when the main thread drains it, even
    /// one sent with `sync` from another thread): a plain field, which spares every element
    /// delivered inline two atomic operations on `numberEnqueued`.
    @exclusivity(unchecked) private nonisolated(unsafe) var runsInline = false

    /// A scheduler on the main queue. Prefer the shared `instance`.
    public init() {
        mainQueue = DispatchQueue.main
        super.init(serialQueue: mainQueue)
    }

    /// The shared instance: synchronous on the main thread when nothing else is pending.
    public static let instance = MainScheduler()

    /// A scheduler that always queues on the main queue, even from the main thread.
    public static let asyncInstance = SerialDispatchQueueScheduler(serialQueue: DispatchQueue.main)

    /// Stops with `errorMessage` unless called on the main thread.
    public static func ensureExecutingOnScheduler(errorMessage: String? = nil) {
        if !isOnMainThread() {
            rxFatalError(errorMessage ?? "Executing on background thread. Please use `MainScheduler.instance.schedule` to schedule work on the main thread.")
        }
    }

    /// Stops with `errorMessage` unless called on the main thread.
    public static func ensureRunningOnMainThread(errorMessage: String? = nil) {
        if !isOnMainThread() {
            rxFatalError(errorMessage ?? "Running on background thread.")
        }
    }

    override func scheduleInternal<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        if enterInline() {
            // Nothing scheduled through this instance is waiting, so running now keeps the order.
            defer { leaveInline() }
            return action(state)
        }
        numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing)
        return enqueue(state, action: action)
    }

    override func scheduleWork(_ work: ScheduledWork) {
        if enterInline() {
            work.runScheduled()
            leaveInline()
            return
        }
        numberEnqueued.wrappingAdd(1, ordering: .acquiringAndReleasing)
        let work = UncheckedSendable(work)
        mainQueue.async { [self] in
            work.value.runScheduled()
            numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing)
        }
    }

    /// Starts running work inline, as `schedule` would: true when called on the main thread with
    /// nothing scheduled through this instance waiting or running. Until the matching
    /// `leaveInline()`, everything else scheduled here is queued behind that work. `observe(on:)`
    /// and `Binder` use it to deliver an element without queuing it first.
    @usableFromInline
    func enterInline() -> Bool {
        // The thread test comes first: `runsInline` belongs to the main thread. Acquiring: the
        // queued work this waited for happened before what runs now.
        guard isOnMainThread(), !runsInline, numberEnqueued.load(ordering: .acquiring) == 0 else { return false }
        runsInline = true
        return true
    }

    /// Ends the inline work started by a successful `enterInline()`.
    @usableFromInline
    func leaveInline() {
        runsInline = false
    }

    /// Queues the action on the main queue. Kept out of `scheduleInternal` so that the inline
    /// path does not pay for what capturing the state and the action costs.
    @inline(never)
    private func enqueue<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        let cancel = SingleAssignmentDisposable()
        // Unchecked: the action and its state are touched only by the block, on the main queue.
        // Captured one by one: a tuple of them would cost a tuple-metadata look-up per call.
        nonisolated(unsafe) let state = state
        nonisolated(unsafe) let action = action
        mainQueue.async { [self] in
            defer { numberEnqueued.wrappingSubtract(1, ordering: .acquiringAndReleasing) }
            guard !cancel.isDisposed else { return }
            cancel.setDisposable(action(state))
        }
        return cancel
    }
}

/// Whether the caller runs where main-thread work belongs: on the main thread, or in a block of
/// the main queue. The two are one on Apple systems, and on Linux while the main thread runs the
/// main run loop; but `dispatchMain()` on Linux parks the main thread and serves the main queue
/// from another thread, where the main scheduler must still run inline and a `@MainActor`
/// closure may still run (RxSwift asks for the main queue too). The thread is asked first, once
/// per thread (`Thread.isMainThread` makes two system calls each time on Linux): the main
/// scheduler and `drive` ask on every element.
@inline(__always)
package func isOnMainThread() -> Bool {
    #if os(Linux) || os(Android)
    rx_is_main_thread() != 0 || isOnMainQueue()
    #else
    Thread.isMainThread
    #endif
}

#if os(Linux) || os(Android)
/// Set on the main queue the first time it is asked for: a block of the main queue finds it.
private let mainQueueKey: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    DispatchQueue.main.setSpecific(key: key, value: true)
    return key
}()

/// Whether the caller runs in a block of the main queue; off the main thread only.
@inline(never)
private func isOnMainQueue() -> Bool {
    DispatchQueue.getSpecific(key: mainQueueKey) ?? false
}
#endif
