import Foundation
import RxSwift
import XCTest

/// One element of `SharingStress`'s source: which subscription of the source emitted it, and a
/// value that increases across all subscriptions.
struct Tick: Equatable, Sendable {
    let connection: Int
    let value: Int
}

/// Subscribers arriving and leaving from several threads on a shared sequence whose source
/// emits from its own thread, to check the sharing operators' guarantees on real threads.
enum SharingStress {
    /// A source that, while subscribed, emits ticks from a thread of its own; counts its
    /// subscriptions and how many are active.
    final class Source: @unchecked Sendable {
        // @unchecked Sendable: every mutable field is a Locked.
        let subscriptions = Locked(0)
        let active = Locked(0)
        /// The value of the next tick, shared by all subscriptions.
        let nextValue = Locked(0)
        let completeAfter: Int?

        init(completeAfter: Int?) {
            self.completeAfter = completeAfter
        }

        var observable: Observable<Tick> {
            Observable.create { [self] observer in
                var number = 0
                subscriptions.withLock { $0 += 1; number = $0 }
                let connection = number
                active.add(1)
                let stopped = Locked(false)
                Thread { [self] in
                    var emitted = 0
                    while !stopped.value {
                        var value = 0
                        nextValue.withLock { value = $0; $0 += 1 }
                        observer.onNext(Tick(connection: connection, value: value))
                        emitted += 1
                        if let completeAfter, emitted >= completeAfter {
                            observer.onCompleted()
                            return
                        }
                        usleep(20)
                    }
                }.start()
                return Disposables.create { [self] in
                    stopped.withLock { $0 = true }
                    active.add(-1)
                }
            }
        }
    }

    /// What one subscription received.
    struct Visit: Sendable {
        var ticks: [Tick] = []
        var completed = false
        var overlapped = false
        var timedOut = false
    }

    struct Report {
        let visits: [Visit]
        let sourceSubscriptions: Int
        let activeAfterwards: Int

        /// Checks the guarantees: each subscriber gets strictly increasing ticks, never two at
        /// once, all from one subscription of the source, and receives something (nobody is left
        /// on a finished connection); each subscription of the source serves one cycle (seen by
        /// its subscribers); nothing stays subscribed at the end.
        func assertValid(file: StaticString = #filePath, line: UInt = #line) {
            XCTAssertFalse(visits.isEmpty, file: file, line: line)
            var connectionsSeen = Set<Int>()
            for (index, visit) in visits.enumerated() {
                XCTAssertFalse(visit.timedOut, "visit \(index) received nothing: \(visit)", file: file, line: line)
                XCTAssertFalse(visit.overlapped, "visit \(index) received two events at once", file: file, line: line)
                let values = visit.ticks.map(\.value)
                XCTAssertEqual(values, values.sorted(), "visit \(index) out of order: \(values)", file: file, line: line)
                XCTAssertEqual(Set(values).count, values.count, "visit \(index) received a tick twice: \(values)", file: file, line: line)
                let connections = Set(visit.ticks.map(\.connection))
                XCTAssertLessThanOrEqual(connections.count, 1, "visit \(index) mixed connections: \(visit.ticks)", file: file, line: line)
                connectionsSeen.formUnion(connections)
            }
            XCTAssertEqual(sourceSubscriptions, connectionsSeen.count, "a subscription of the source served no subscriber", file: file, line: line)
            XCTAssertEqual(activeAfterwards, 0, "the source is still subscribed after every subscriber left", file: file, line: line)
        }
    }

    /// Runs `threads` threads that each, `iterations` times, subscribe to the shared source,
    /// wait for one to three ticks (or completion), and leave.
    static func run(sharing: (Observable<Tick>) -> Observable<Tick>, threads: Int, iterations: Int, completeAfter: Int? = nil) -> Report {
        let source = Source(completeAfter: completeAfter)
        let shared = sharing(source.observable)
        let visits = Locked<[Visit]>([])
        let group = DispatchGroup()
        for thread in 0..<threads {
            group.enter()
            Thread {
                for iteration in 0..<iterations {
                    let wanted = 1 + (thread + iteration) % 3
                    let visit = Locked(Visit())
                    let inside = Locked(false)
                    let done = DispatchSemaphore(value: 0)
                    let subscription = shared.subscribe(
                        onNext: { tick in
                            var overlapping = false
                            inside.withLock { overlapping = $0; $0 = true }
                            var count = 0
                            visit.withLock {
                                $0.overlapped = $0.overlapped || overlapping
                                $0.ticks.append(tick)
                                count = $0.ticks.count
                            }
                            // Stay a moment inside, so an overlapping delivery would be seen.
                            if Int.random(in: 0..<4) == 0 { usleep(10) }
                            inside.withLock { $0 = false }
                            if count == wanted { done.signal() }
                        },
                        onCompleted: {
                            visit.withLock { $0.completed = true }
                            done.signal()
                        }
                    )
                    if done.wait(timeout: .now() + 5) == .timedOut {
                        visit.withLock { $0.timedOut = true }
                    }
                    subscription.dispose()
                    visits.withLock { $0.append(visit.value) }
                    if Int.random(in: 0..<3) == 0 { usleep(50) }
                }
                group.leave()
            }.start()
        }
        let finished = group.wait(timeout: .now() + 60)
        precondition(finished == .success, "the sharing stress test did not finish")
        // Disconnection happens on the leaving thread; give a racing one a moment to finish.
        let deadline = Date().addingTimeInterval(5)
        while source.active.value != 0, Date() < deadline { usleep(1000) }
        return Report(visits: visits.value, sourceSubscriptions: source.subscriptions.value, activeAfterwards: source.active.value)
    }
}
