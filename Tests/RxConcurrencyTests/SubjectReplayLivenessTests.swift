import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// A subject fed without pause from one thread while another subscribes to it.
final class SubjectReplayLivenessTests: RxTestCase {
    /// A thread subscribing to a `BehaviorSubject` while another thread feeds it without pause
    /// gets its replay and returns promptly: the subscriber waits its turn (ahead of the feeder),
    /// and the feeder waits for the short replay instead of queuing its stream behind it. Before
    /// that was so, the subscriber was left delivering the feeder's events and the queue grew
    /// without bound.
    func testSubscribingWhileAnotherThreadFeedsReturnsPromptly() {
        let subject = BehaviorSubject<Int>(value: 0)
        let keep = subject.subscribe(onNext: { _ in })
        let stop = Flag()
        let longest = Guarded<TimeInterval>(0)
        let rssBefore = currentResidentMiB()
        runThreads(2, timeout: 120) { thread in
            if thread == 0 {
                // Stops by itself too: the subscriber may be trapped until the feeder stops.
                let feedUntil = Date(timeIntervalSinceNow: 3)
                var element = 0
                while !stop.isSet, Date() < feedUntil {
                    subject.onNext(element)
                    element += 1
                }
            } else {
                let until = Date(timeIntervalSinceNow: 2)
                while Date() < until {
                    let started = Date()
                    let subscription = subject.subscribe(onNext: { _ in })
                    let took = Date().timeIntervalSince(started)
                    longest.withLock { $0 = max($0, took) }
                    subscription.dispose()
                }
                stop.set()
            }
        }
        keep.dispose()
        XCTAssertLessThan(longest.snapshot, 0.1, "a subscribe call delivered other threads' events for \(longest.snapshot) s")
        XCTAssertLessThan(currentResidentMiB() - rssBefore, 100, "the subject's queue grew")
    }

    private func currentResidentMiB() -> Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * 4_096 / 1_048_576
    }
}
