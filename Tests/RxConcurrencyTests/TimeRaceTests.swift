import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// `throttle` and `debounce` whose source emits on other threads than the scheduler their
/// timers run on.
final class TimeRaceTests: RxTestCase {
    private var rounds: Int { Stress.count(20, minimum: 5) }

    /// A source emitting 0..<count from two threads in turn (serialized by a lock), with short
    /// pauses, then completing.
    private func twoThreadSource(count: Int) -> Observable<Int> {
        Observable<Int>.create { observer in
            let lock = NSLock()
            let next = Guarded(0)
            let stop = Flag()
            let finished = Counter()
            for _ in 0..<2 {
                Thread {
                    while !stop.isSet {
                        lock.lock()
                        let value = next.withLock { value -> Int in defer { value += 1 }; return value }
                        if value < count {
                            observer.onNext(value)
                        } else if value == count {
                            observer.onCompleted()
                        }
                        lock.unlock()
                        if value >= count { break }
                        if value % 50 == 0 { usleep(300) }
                    }
                    finished.increment()
                }.start()
            }
            return Disposables.create { stop.set() }
        }
    }

    func testDebounceWithTheSourceOnOtherThreads() {
        for round in 0..<rounds {
            let scheduler: SchedulerType = round % 2 == 0 ? SerialDispatchQueueScheduler(qos: .default) : ConcurrentDispatchQueueScheduler(qos: .default)
            let probe = GrammarProbe<Int>(keepsElements: true, check: strictlyIncreasing)
            _ = twoThreadSource(count: 2_000).debounce(.microseconds(200), scheduler: scheduler).subscribe(probe)
            XCTAssertTrue(waitUntil { probe.isTerminated })
            probe.assertGrammar("debounce")
            XCTAssertTrue(probe.isCompleted)
            XCTAssertEqual(probe.elements.last, 1_999, "the last element is delivered at completion")
        }
    }

    func testThrottleWithTheSourceOnOtherThreads() {
        for round in 0..<rounds {
            for latest in [true, false] {
                let scheduler: SchedulerType = round % 2 == 0 ? SerialDispatchQueueScheduler(qos: .default) : ConcurrentDispatchQueueScheduler(qos: .default)
                let probe = GrammarProbe<Int>(keepsElements: true, check: strictlyIncreasing)
                _ = twoThreadSource(count: 2_000).throttle(.microseconds(300), latest: latest, scheduler: scheduler).subscribe(probe)
                XCTAssertTrue(waitUntil { probe.isTerminated })
                probe.assertGrammar("throttle(latest: \(latest))")
                XCTAssertTrue(probe.isCompleted)
                XCTAssertEqual(probe.elements.first, 0, "the first element passes at once")
            }
        }
    }

    func testDebounceDisposedWhileTimersFire() {
        for round in 0..<rounds * 5 {
            let subject = PublishSubject<Int>()
            let probe = GrammarProbe<Int>()
            let subscription = subject.debounce(.microseconds(50), scheduler: ConcurrentDispatchQueueScheduler(qos: .default)).subscribe(probe)
            runThreads(2) { thread in
                if thread == 0 {
                    for index in 0..<300 {
                        subject.onNext(index)
                        if index % 20 == 0 { usleep(100) }
                    }
                } else {
                    usleep(UInt32(round % 10) * 300)
                    subscription.dispose()
                    probe.disposed()
                }
            }
            probe.assertGrammar()
        }
    }
}

extension TimeRaceTests {
    /// A source failing while the subscriber is still inside the delivery of a delayed element
    /// returns at once: the error is handed to the delivering thread and arrives after the
    /// element. (When the delivery held a lock, the source's thread waited for it; a subscriber
    /// waiting for the source's thread, as `toBlocking` does, deadlocked.)
    func testDelaySourceFailingDuringADeliveryDoesNotWaitForIt() {
        let source = PublishSubject<Int>()
        let inDelivery = DispatchSemaphore(value: 0)
        let errorSent = DispatchSemaphore(value: 0)
        let probe = GrammarProbe<Int>(keepsElements: true, onElement: { _ in
            inDelivery.signal()
            // Waits for the source's `onError` to return: it must not wait for this delivery.
            XCTAssertEqual(errorSent.wait(timeout: .now() + 10), .success, "the source's onError waited for the delivery")
        })
        let subscription = source
            .delay(.milliseconds(1), scheduler: SerialDispatchQueueScheduler(qos: .default))
            .subscribe(probe)
        source.onNext(1)
        XCTAssertEqual(inDelivery.wait(timeout: .now() + 10), .success)
        let started = Date()
        source.onError(TestError(1))
        XCTAssertLessThan(Date().timeIntervalSince(started), 5)
        errorSent.signal()
        XCTAssertTrue(waitUntil(timeout: 10) { probe.isTerminated })
        XCTAssertEqual(probe.elements, [1])
        if case .error(let error)? = probe.terminal {
            XCTAssertEqual(error as? TestError, TestError(1))
        } else {
            XCTFail("expected the error, got \(String(describing: probe.terminal))")
        }
        probe.assertGrammar()
        subscription.dispose()
    }
}
