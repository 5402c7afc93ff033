import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// The library never holds its own lock while calling out (subscribing a source, disposing,
/// connecting), so a user's lock taken inside a source cannot form a cycle with it. Each test
/// runs two threads that take the two locks in opposite orders if the library held its lock while
/// calling out; every round must finish before the timeout.
final class DeadlockTests: RxTestCase {
    private var rounds: Int { Stress.count(2_000, minimum: 200) }

    /// A source whose `subscribe` and whose disposal take `userLock`.
    private func lockingSource(_ userLock: NSRecursiveLock, element: Int = 1) -> Observable<Int> {
        Observable<Int>.create { observer in
            userLock.lock()
            observer.onNext(element)
            userLock.unlock()
            return Disposables.create {
                userLock.lock()
                userLock.unlock()
            }
        }
    }

    func testConnectWhileAnotherThreadHoldingTheUserLockConnects() {
        let userLock = NSRecursiveLock()
        for _ in 0..<rounds {
            let connectable = lockingSource(userLock).publish()
            let connections = Guarded<[Disposable]>([])
            let finished = runThreads(2, timeout: 20) { thread in
                if thread == 0 {
                    let connection = connectable.connect()
                    connections.withLock { $0.append(connection) }
                } else {
                    userLock.lock()
                    let connection = connectable.connect()
                    connections.withLock { $0.append(connection) }
                    userLock.unlock()
                }
            }
            guard finished else { return }
            connections.snapshot.forEach { $0.dispose() }
        }
    }

    func testRefCountSubscribeWhileAnotherThreadHoldingTheUserLockDisposes() {
        let userLock = NSRecursiveLock()
        for _ in 0..<rounds {
            let shared = lockingSource(userLock).share(replay: 1)
            let first = shared.subscribe()
            let finished = runThreads(2, timeout: 20) { thread in
                if thread == 0 {
                    shared.subscribe().dispose()
                } else {
                    userLock.lock()
                    first.dispose()
                    userLock.unlock()
                }
            }
            guard finished else { return }
        }
    }

    func testMergeInnerSubscribedWhileAnotherThreadHoldingTheUserLockDisposesTheMerge() {
        let userLock = NSRecursiveLock()
        for round in 0..<rounds {
            let outer = PublishSubject<Int>()
            let probe = GrammarProbe<Int>()
            let subscription = outer.flatMap { self.lockingSource(userLock, element: $0) }.subscribe(probe)
            outer.onNext(-1)
            let finished = runThreads(2, timeout: 20) { thread in
                if thread == 0 {
                    outer.onNext(round)
                } else {
                    userLock.lock()
                    subscription.dispose()
                    userLock.unlock()
                }
            }
            guard finished else { return }
            probe.assertGrammar()
        }
    }

    func testMergeOfLockingSourcesDisposedUnderTheUserLock() {
        let userLock = NSRecursiveLock()
        for _ in 0..<rounds {
            let subjects = [PublishSubject<Int>(), PublishSubject<Int>()]
            let probe = GrammarProbe<Int>()
            let merged = Observable.merge(subjects[0].asObservable(), lockingSource(userLock), subjects[1].asObservable())
            let subscription = merged.subscribe(probe)
            let finished = runThreads(3, timeout: 20) { thread in
                switch thread {
                case 0, 1:
                    for index in 0..<20 { subjects[thread].onNext(index) }
                default:
                    userLock.lock()
                    subscription.dispose()
                    userLock.unlock()
                }
            }
            guard finished else { return }
            probe.assertGrammar()
        }
    }

    func testSwitchToLockingSourceWhileAnotherThreadHoldingTheUserLockDisposes() {
        let userLock = NSRecursiveLock()
        for round in 0..<rounds {
            let outer = PublishSubject<Int>()
            let subscription = outer.flatMapLatest { self.lockingSource(userLock, element: $0) }.subscribe()
            outer.onNext(-1)
            let finished = runThreads(2, timeout: 20) { thread in
                if thread == 0 {
                    outer.onNext(round)
                } else {
                    userLock.lock()
                    subscription.dispose()
                    userLock.unlock()
                }
            }
            guard finished else { return }
        }
    }

    /// A subscriber that takes the user lock while another thread, holding it, feeds the subject:
    /// the subject delivers outside its lock, so this is the user's own ordering only.
    func testSubjectDeliveryAndSubscriptionUnderTheUserLock() {
        let userLock = NSRecursiveLock()
        let subject = PublishSubject<Int>()
        let delivered = Counter()
        let keep = subject.subscribe(onNext: { _ in
            userLock.lock()
            delivered.increment()
            userLock.unlock()
        })
        let rounds = self.rounds
        let finished = runThreads(2, timeout: 60) { thread in
            for index in 0..<rounds {
                if thread == 0 {
                    subject.onNext(index)
                } else {
                    userLock.lock()
                    subject.subscribe().dispose()
                    userLock.unlock()
                }
            }
        }
        XCTAssertTrue(finished)
        XCTAssertEqual(delivered.value, rounds)
        keep.dispose()
    }
}
