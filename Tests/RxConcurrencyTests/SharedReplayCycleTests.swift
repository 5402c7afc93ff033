import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// Two levels of `share(replay: 1)` fed without pause, subscribed from two threads through
/// `combineLatest` and `flatMapLatest` into the first share: the shape users report against
/// RxSwift (its issues #2525, #1323, #2653).
///
/// A subscriber that must replay while another thread delivers must not wait for that delivery:
/// the replay through `combineLatest` → `flatMapLatest` → `take(1)` subscribes to the other share,
/// whose deliverer may be the other subscribing thread, itself inside a replay. When subscribers
/// waited, both threads spun forever and the source's elements piled up in a subject's queue.
final class SharedReplayCycleTests: RxTestCase {
    func testTwoLevelsOfSharedReplaySubscribedFromTwoThreads() {
        let rounds = Stress.count(1_250, minimum: 100)
        let hot = PublishSubject<Int>()
        let shared = hot.share(replay: 1, scope: .whileConnected)
        let shared2 = shared.map { $0 }.share(replay: 1, scope: .whileConnected)
        let keepConnected = shared.subscribe()
        let subscribersLeft = Counter(2)
        let abandoned = Flag()
        let feederDone = Flag()
        let stuckRounds = Counter()
        let violations = Guarded<[String]>([])
        let rssBefore = residentMiB()
        let peakGrowth = Guarded<Double>(0)

        let finished = runThreads(3, timeout: 60) { thread in
            if thread == 0 {
                // The hot source: an increasing counter, without pause, from its own thread.
                var element = 0
                while subscribersLeft.value > 0, !abandoned.isSet {
                    hot.onNext(element)
                    element += 1
                    if element % 4_096 == 0 {
                        let growth = residentMiB() - rssBefore
                        peakGrowth.withLock { $0 = max($0, growth) }
                    }
                }
                feederDone.set()
                return
            }
            for _ in 0..<rounds {
                let combined = GrammarProbe<Int>(check: nonDecreasing)
                let output = GrammarProbe<Int>(check: nonDecreasing)
                let subscription = Observable.combineLatest(shared2, shared) { max($0, $1) }
                    .do(onNext: { combined.on(.next($0)) })
                    .flatMapLatest { _ in shared.take(1) }
                    .subscribe(output)
                if !waitUntil(timeout: 10, { output.count >= 2 }) {
                    stuckRounds.increment()
                }
                subscription.dispose()
                output.disposed()
                for (name, probe) in [("combineLatest", combined), ("output", output)] where probe.violationCount > 0 {
                    violations.withLock { $0.append("\(name): \(probe.violations)") }
                }
            }
            subscribersLeft.decrement()
        }
        keepConnected.dispose()
        if !finished {
            // The subscribers are stuck: stop the feeder, so that the rest of the suite runs.
            abandoned.set()
            return
        }
        XCTAssertTrue(feederDone.isSet)
        XCTAssertEqual(stuckRounds.value, 0, "rounds whose subscriber never received two values")
        XCTAssertEqual(violations.snapshot, [], "elements out of order, overlapping or after a terminal event")
        XCTAssertLessThan(peakGrowth.snapshot, 200, "memory grew by \(peakGrowth.snapshot) MiB while the source was fed")
    }
}

/// The check "never smaller than the previous element" for `GrammarProbe`.
private func nonDecreasing(_ previous: Int?, _ next: Int) -> String? {
    guard let previous, next < previous else { return nil }
    return "\(next) arrived after \(previous)"
}

/// The resident memory of this process, in MiB (0 where /proc is not available).
func residentMiB() -> Double {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
    return pages * 4_096 / 1_048_576
}
