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

#if TRACE_RESOURCES
import XCTest
import RxTestSupport

/// Runs `operatorUnderTest` on a hot source that completes, fails, or is disposed mid-stream
/// (each run on a scheduler of its own, its timers pending at disposal), and asserts that
/// everything the runs allocated was released: no sink, timer or disposable kept alive by a
/// cycle.
func assertReleasesEverything<Output>(
    file: StaticString = #filePath,
    line: UInt = #line,
    _ operatorUnderTest: @escaping (Observable<Int>, TestScheduler) -> Observable<Output>
) {
    let before = Resources.total
    let endings: [Recorded<Event<Int>>] = [.completed(300), .error(300, TestError())]
    for ending in endings {
        for disposed in [255, 1000] {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(250, 3), .next(251, 4), ending])
            _ = scheduler.start(disposed: disposed) { operatorUnderTest(xs.asObservable(), scheduler) }
        }
    }
    XCTAssertEqual(Resources.total, before, "resources left behind", file: file, line: line)
}
#endif
