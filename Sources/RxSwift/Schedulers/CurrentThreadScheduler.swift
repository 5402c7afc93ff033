#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs work on the current thread, one item after another: the first `schedule` call on a thread
/// runs its action at once and then drains, in order, whatever was scheduled meanwhile
/// (a trampoline).
///
/// Because nested work is queued instead of nested, recursive scheduling and deep synchronous
/// sequences (`range`, `from`, `of` use this scheduler by default) never grow the stack.
public class CurrentThreadScheduler: ImmediateSchedulerType, @unchecked Sendable {
    // @unchecked Sendable: stateless; each thread's queue lives in thread-local storage.

    /// The shared instance.
    public static let instance = CurrentThreadScheduler()

    /// Whether scheduling on this thread would run at once (no trampoline is active here).
    public static var isScheduleRequired: Bool {
        Trampoline.withCurrent { !$0.isRunning }
    }

    /// Runs `action` now if no trampoline is active on this thread (then drains the queue),
    /// otherwise queues it behind the work already scheduled.
    public func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        Trampoline.withCurrent { trampoline in
            if trampoline.isRunning {
                let item = ScheduledItem { action(state) }
                trampoline.enqueue(item)
                return item
            }
            return trampoline.run { action(state) }
        }
    }

    /// Runs `body` with the trampoline active on this thread: at once if it already is (the
    /// active trampoline drains later work), otherwise as the first item of a new drain.
    @inline(__always)
    static func runInTrampoline(_ body: () -> Void) {
        Trampoline.withCurrent { trampoline in
            if trampoline.isRunning {
                body()
            } else {
                trampoline.run(body)
            }
        }
    }

    /// Queues `item` on this thread's active trampoline, or runs it (and the queue) at once.
    static func enqueue(_ item: TrampolineItem) {
        Trampoline.withCurrent { trampoline in
            if trampoline.isRunning {
                trampoline.enqueue(item)
            } else {
                trampoline.run { item.runOnTrampoline() }
            }
        }
    }
}

/// Work that runs on a thread's trampoline. Sinks that recurse (e.g. `from`) enqueue themselves,
/// so recursion allocates nothing per step.
protocol TrampolineItem: AnyObject {
    func runOnTrampoline()
}

/// One thread's queue of pending work.
///
/// Only its own thread touches it (it lives in thread-local storage), so its fields skip the
/// dynamic exclusivity checks, and callers borrow it without retaining it (`withCurrent`).
final class Trampoline {
    @exclusivity(unchecked)
    private(set) var isRunning = false
    @exclusivity(unchecked)
    private var queue = ElementQueue<TrampolineItem>()

    /// Runs `body` with the current thread's trampoline, which the thread-local slot keeps alive
    /// for the thread's lifetime: no retain/release around it.
    @inline(__always)
    static func withCurrent<R>(_ body: (Trampoline) -> R) -> R {
        current._withUnsafeGuaranteedRef(body)
    }

    /// The trampoline of the current thread, created on first use and released at thread exit.
    private static var current: Unmanaged<Trampoline> {
        if let pointer = pthread_getspecific(trampolineKey) {
            return Unmanaged<Trampoline>.fromOpaque(pointer)
        }
        let trampoline = Unmanaged.passRetained(Trampoline())
        pthread_setspecific(trampolineKey, trampoline.toOpaque())
        return trampoline
    }

    /// Whether items wait behind the one running.
    var hasQueuedWork: Bool {
        !queue.isEmpty
    }

    func enqueue(_ item: TrampolineItem) {
        queue.enqueue(item)
    }

    func run<R>(_ body: () -> R) -> R {
        isRunning = true
        defer { isRunning = false }
        let result = body()
        // Each item leaves the queue before it runs, so the queue holds no reference to work
        // already done, and work it schedules goes behind what is already waiting.
        while !queue.isEmpty {
            queue.dequeue().runOnTrampoline()
        }
        return result
    }
}

private let trampolineKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
        #if canImport(Darwin)
        Unmanaged<Trampoline>.fromOpaque(pointer).release()
        #else
        if let pointer { Unmanaged<Trampoline>.fromOpaque(pointer).release() }
        #endif
    }
    precondition(status == 0, "pthread_key_create failed: \(status)")
    return key
}()
