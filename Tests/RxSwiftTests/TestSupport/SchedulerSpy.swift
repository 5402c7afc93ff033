import Foundation
import RxSwift
import RxTest

/// A scheduler that runs everything on a `TestScheduler` and counts the actions scheduled through
/// it that neither ran nor were cancelled: after a subscription was disposed, a time operator
/// must leave none behind.
final class SchedulerSpy: SchedulerType, @unchecked Sendable {
    // @unchecked Sendable: `pending` and `nextID` are locked; `base` is thread-safe.
    private let base: TestScheduler
    private let pending = Locked<Set<Int>>([])
    private let nextID = Locked(0)

    init(_ base: TestScheduler) {
        self.base = base
    }

    /// Actions scheduled and still waiting.
    var pendingCount: Int {
        pending.current.count
    }

    var now: RxTime {
        base.now
    }

    func schedule<StateType>(_ state: StateType, action: @escaping (StateType) -> Disposable) -> Disposable {
        scheduleRelative(state, dueTime: .nanoseconds(0), action: action)
    }

    func scheduleRelative<StateType>(_ state: StateType, dueTime: RxTimeInterval, action: @escaping (StateType) -> Disposable) -> Disposable {
        let id = nextID.withLock { id -> Int in
            id += 1
            return id
        }
        let pending = self.pending
        pending.withLock { _ = $0.insert(id) }
        let scheduled = base.scheduleRelative(state, dueTime: dueTime) { state in
            pending.withLock { _ = $0.remove(id) }
            return action(state)
        }
        return Disposables.create {
            pending.withLock { _ = $0.remove(id) }
            scheduled.dispose()
        }
    }
}
