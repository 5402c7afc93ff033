import Dispatch
import Foundation
@testable import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// `DeliveryLane`: one piece of work at a time, in order, and no thread waiting for another.
final class DeliveryLaneTests: RxTestCase {
    /// A lane owned by a class, as sinks hold theirs.
    private final class Owner: DeliveryLaneOwner, @unchecked Sendable {
        // @unchecked Sendable: `log` is only touched by lane work.
        let lane = DeliveryLane()
        var log: [String] = []

        func perform(_ entry: String, then more: (() -> Void)? = nil) {
            if lane.tryEnter() {
                log.append(entry)
                more?()
                lane.leave(self)
            } else {
                lane.enqueue(self) { [self] in
                    log.append(entry)
                    more?()
                }
            }
        }

        /// Runs `work` in the lane, the way sinks do.
        func run(_ work: @escaping () -> Void) {
            if lane.tryEnter() {
                work()
                lane.leave(self)
            } else {
                lane.enqueue(self, work)
            }
        }

        func rescueLane() {
            lane.rescue(self)
        }
    }

    func testWorkRunsAtOnceWhenTheLaneIsFree() {
        let owner = Owner()
        owner.perform("a")
        owner.perform("b")
        XCTAssertEqual(owner.log, ["a", "b"])
    }

    /// Work sent from inside work runs after it, before the outer `leave()` returns, in order.
    func testReentrantWorkRunsAfterTheCurrentWorkInOrder() {
        let owner = Owner()
        owner.perform("outer") {
            owner.perform("first") {
                owner.perform("nested")
            }
            owner.perform("second")
            XCTAssertEqual(owner.log, ["outer"], "reentrant work must not run inside the current one")
        }
        XCTAssertEqual(owner.log, ["outer", "first", "second", "nested"])
    }

    /// `run` of rare work: now when free, queued when held.
    func testRunQueuesBehindTheHolder() {
        let owner = Owner()
        var log: [Int] = []
        owner.lane.run(owner) {
            log.append(1)
            owner.lane.run(owner) { log.append(3) }
            log.append(2)
        }
        XCTAssertEqual(log, [1, 2, 3])
    }

    /// A holder that names its thread is known by it, and only by it; an anonymous holder (the
    /// families') is nobody's; a thread that takes the lane up to run queued work is named.
    func testAHolderIsKnownByTheThreadItNames() {
        let owner = Owner()
        let me = currentThreadIdentifier()
        XCTAssertFalse(owner.lane.isHeld)
        XCTAssertTrue(owner.lane.tryEnter(as: me))
        XCTAssertTrue(owner.lane.isHeld)
        XCTAssertTrue(owner.lane.isHeld(by: me))
        XCTAssertFalse(owner.lane.isHeld(by: me &+ 16))
        XCTAssertFalse(owner.lane.tryEnter(), "a held lane cannot be entered again")
        owner.lane.leave(owner, as: me)
        XCTAssertFalse(owner.lane.isHeld)

        XCTAssertTrue(owner.lane.tryEnter())
        XCTAssertTrue(owner.lane.isHeld)
        XCTAssertFalse(owner.lane.isHeld(by: me))
        var heldByMeInQueuedWork = false
        owner.lane.enqueue(owner) { heldByMeInQueuedWork = owner.lane.isHeld(by: me) }
        owner.lane.leave(owner)
        XCTAssertTrue(heldByMeInQueuedWork, "the thread running queued work holds the lane by name")
        XCTAssertFalse(owner.lane.isHeld)
    }

    /// `enqueue(_:atFront:)` puts work ahead of what waits, or behind it; on a free lane it makes
    /// the caller the holder, who runs the queue when it says so (after its own lock, in a
    /// subject).
    func testWorkQueuedInFrontRunsNextAndAFreeLaneIsTakenUp() {
        let owner = Owner()
        owner.perform("first") {
            owner.perform("queued")
            XCTAssertFalse(owner.lane.enqueue({ owner.log.append("in front") }, atFront: true), "held: queued for the holder")
            XCTAssertFalse(owner.lane.enqueue({ owner.log.append("behind") }, atFront: false))
        }
        XCTAssertEqual(owner.log, ["first", "in front", "queued", "behind"])

        owner.log = []
        XCTAssertTrue(owner.lane.enqueue({ owner.log.append("taken up") }, atFront: true))
        XCTAssertTrue(owner.lane.isHeld)
        owner.perform("meanwhile")
        XCTAssertEqual(owner.log, [], "nothing runs before the new holder runs the queue")
        owner.lane.runQueuedWork(owner)
        XCTAssertEqual(owner.log, ["taken up", "meanwhile"])
        XCTAssertFalse(owner.lane.isHeld)
    }

    /// The queued path with a function that captures nothing: the work gets its target and
    /// value as arguments, in order behind the holder's work.
    func testQueuedWorkGetsItsTargetAndValue() {
        let owner = Owner()
        final class Target {
            var received: [Int] = []
        }
        let target = Target()
        XCTAssertTrue(owner.lane.tryEnter())
        owner.lane.enqueue(owner, target, 1) { $0.received.append($1) }
        owner.lane.enqueue(owner, target, 2) { $0.received.append($1) }
        XCTAssertEqual(target.received, [])
        owner.lane.leave(owner)
        XCTAssertEqual(target.received, [1, 2])
        // On a free lane the caller takes it and runs the work at once.
        owner.lane.enqueue(owner, target, 3) { $0.received.append($1) }
        XCTAssertEqual(target.received, [1, 2, 3])
        XCTAssertFalse(owner.lane.isHeld)
    }

    /// Work sent from another thread while the lane is held returns at once and is run by the
    /// holder, before it lets go.
    func testWorkFromAnotherThreadIsRunByTheHolder() {
        let owner = Owner()
        let holderThread = currentThreadIdentifier()
        let ranOn = Guarded<UInt>(0)
        let sent = DispatchSemaphore(value: 0)
        owner.perform("holder") {
            Thread {
                owner.run { ranOn.withLock { $0 = currentThreadIdentifier() } }
                sent.signal()
            }.start()
            // The other thread's call returns while this thread still holds the lane.
            XCTAssertEqual(sent.wait(timeout: .now() + 10), .success)
            XCTAssertEqual(ranOn.snapshot, 0)
        }
        XCTAssertEqual(ranOn.snapshot, holderThread)
    }

    /// Many threads at once: every piece of work runs exactly once, never two at a time.
    func testConcurrentWorkRunsOneAtATimeAndNothingIsLost() {
        let owner = Owner()
        let inside = Atomic<Bool>(false)
        let overlaps = Counter()
        let total = Guarded<Int>(0)
        let unguarded = UnguardedCount()
        let perThread = Stress.count(20_000, minimum: 1_000)
        let work = { @Sendable in
            if !inside.compareExchange(expected: false, desired: true, ordering: .acquiringAndReleasing).exchanged {
                overlaps.increment()
            }
            unguarded.value += 1
            inside.store(false, ordering: .releasing)
        }
        runThreads(4, timeout: 60) { _ in
            for _ in 0..<perThread {
                owner.run(work)
            }
        }
        // What was left when the threads stopped is run by a rescue.
        XCTAssertTrue(waitUntil(timeout: 10) {
            owner.run { total.withLock { $0 = unguarded.value } }
            return total.snapshot == 4 * perThread
        })
        XCTAssertEqual(overlaps.value, 0)
        XCTAssertEqual(total.snapshot, 4 * perThread)
    }

    /// A holder is not kept running another thread's stream: a producer that keeps queuing work
    /// while the holder is busy gets its later work back (it runs it itself, or a rescue does),
    /// and the holder lets go once the work queued before it finished is done. Nothing is lost,
    /// nothing overlaps, and the order of each thread's work is kept.
    ///
    /// The producer spends as long producing an element as the lane spends on it, as a subject
    /// delivering to several observers does: a holder that ran everything queued would keep
    /// pace with it for ever.
    func testAHolderLetsGoWhileAnotherThreadKeepsProducing() {
        let owner = Owner()
        let stop = Flag()
        let produced = Counter()
        let consumed = UnguardedCount()
        let outOfOrder = Counter()
        let lastSeen = UnguardedCount()
        let holderTook = Guarded<TimeInterval>(0)
        let holding = DispatchSemaphore(value: 0)
        runThreads(2, timeout: 60) { thread in
            if thread == 0 {
                holding.wait()
                var next = 1
                while !stop.isSet {
                    let value = next
                    next += 1
                    produced.increment()
                    spin(microseconds: 20)
                    owner.run {
                        if value != lastSeen.value + 1 { outOfOrder.increment() }
                        lastSeen.value = value
                        consumed.value += 1
                        spin(microseconds: 20)
                    }
                }
            } else {
                let started = Date()
                XCTAssertTrue(owner.lane.tryEnter())
                holding.signal()
                usleep(5_000)
                owner.lane.leave(owner)
                holderTook.withLock { $0 = Date().timeIntervalSince(started) }
                usleep(100_000)
                stop.set()
            }
        }
        XCTAssertLessThan(holderTook.snapshot, 2, "the holder was kept running the other thread's work")
        XCTAssertTrue(waitUntil(timeout: 10) {
            let done = Guarded(false)
            owner.run { done.withLock { $0 = consumed.value == produced.value } }
            return done.snapshot
        })
        XCTAssertEqual(outOfOrder.value, 0)
    }
}

/// A count that only lane work touches: the lane is what keeps it consistent.
private final class UnguardedCount: @unchecked Sendable {
    // @unchecked Sendable: only touched by work running in one lane.
    var value = 0
}

/// Keeps the processor busy for about `microseconds`.
private func spin(microseconds: Double) {
    let end = DispatchTime.now().uptimeNanoseconds + UInt64(microseconds * 1_000)
    while DispatchTime.now().uptimeNanoseconds < end {}
}
