import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Memory figures of the process, for the scale tests' reports.
enum ProcessMemory {
    /// The peak resident set size so far, in MiB (`getrusage`'s maxrss).
    static var peakMiB: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        return Double(usage.ru_maxrss) / 1_024
    }

    /// The current resident set size, in MiB (from /proc/self/statm), or 0 where unavailable.
    static var currentMiB: Double {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Double(fields[1]) else { return 0 }
        return pages * Double(sysconf(Int32(_SC_PAGESIZE))) / 1_048_576
    }

    static func report(_ label: String, start: Date, rssBefore: Double) {
        let line = String(
            format: "scale: %@: %.2f s, RSS %.1f -> %.1f MiB, peak RSS so far %.1f MiB",
            label, Date().timeIntervalSince(start), rssBefore, currentMiB, peakMiB
        )
        print(line)
    }
}

/// Long synchronous sequences, deep concatenation, many retries and many subscribers: no stack
/// overflow, every element counted, memory flat. Each test prints its time and memory figures.
final class ScaleTests: RxTestCase {
    func testMillionSynchronousElementsThroughTwelveOperators() {
        let start = Date()
        let rss = ProcessMemory.currentMiB
        let count = 1_000_000
        var received = 0
        var last = -1
        var completed = false
        _ = Observable.range(start: 0, count: count)
            .map { $0 + 1 }                             // 1
            .filter { _ in true }                       // 2
            .scan(0) { _, element in element }          // 3
            .compactMap { $0 }                          // 4
            .distinctUntilChanged()                     // 5
            .skip(1)                                    // 6
            .startWith(1)                               // 7
            .take(while: { $0 <= count })               // 8
            .enumerated()                               // 9
            .map { $0.element }                         // 10
            .take(count)                                // 11
            .do(onNext: { _ in })                       // 12
            .subscribe(onNext: { element in
                received += 1
                last = element
            }, onCompleted: { completed = true })
        XCTAssertEqual(received, count)
        XCTAssertEqual(last, count)
        XCTAssertTrue(completed)
        XCTAssertLessThan(ProcessMemory.currentMiB - rss, 64, "a synchronous stream allocates nothing per element that it keeps")
        ProcessMemory.report("1,000,000 elements through 12 operators", start: start, rssBefore: rss)
    }

    func testConcatOfHundredThousandObservables() {
        let start = Date()
        let rss = ProcessMemory.currentMiB
        let count = 100_000
        var received = 0
        var completed = false
        _ = Observable.concat((0..<count).lazy.map { Observable.just($0) })
            .subscribe(onNext: { XCTAssertEqual($0, received); received += 1 }, onCompleted: { completed = true })
        XCTAssertEqual(received, count)
        XCTAssertTrue(completed)

        // The same with a sequence completing asynchronously in the middle of every thousand.
        let scheduler = SerialDispatchQueueScheduler(qos: .default)
        let asyncReceived = Guarded(0)
        let asyncCompleted = Flag()
        _ = Observable.concat((0..<count).lazy.map { index in
            index % 1_000 == 500 ? Observable.just(index).observe(on: scheduler) : Observable.just(index)
        })
        .subscribe(onNext: { _ in asyncReceived.withLock { $0 += 1 } }, onCompleted: { asyncCompleted.set() })
        XCTAssertTrue(waitUntil(timeout: 60) { asyncCompleted.isSet })
        XCTAssertEqual(asyncReceived.snapshot, count)
        ProcessMemory.report("concat of 100,000 observables (twice)", start: start, rssBefore: rss)
    }

    func testRetryHundredThousandTimes() {
        let start = Date()
        let rss = ProcessMemory.currentMiB
        let failures = 100_000
        var attempts = 0
        let source = Observable<Int>.create { observer in
            attempts += 1
            if attempts <= failures {
                observer.onError(TestError(attempts))
            } else {
                observer.onNext(attempts)
                observer.onCompleted()
            }
            return Disposables.create()
        }
        var received: [Int] = []
        var completed = false
        _ = source.retry(failures + 1).subscribe(onNext: { received.append($0) }, onCompleted: { completed = true })
        XCTAssertEqual(attempts, failures + 1)
        XCTAssertEqual(received, [failures + 1])
        XCTAssertTrue(completed)
        ProcessMemory.report("retry 100,000 times", start: start, rssBefore: rss)
    }

    func testHundredThousandSubscribersOnOneSubject() {
        let start = Date()
        let rss = ProcessMemory.currentMiB
        let count = 100_000
        let subject = PublishSubject<Int>()
        var total = 0
        var subscriptions: [Disposable] = []
        subscriptions.reserveCapacity(count)
        for _ in 0..<count {
            subscriptions.append(subject.subscribe(onNext: { total += $0 }))
        }
        for element in 1...10 {
            subject.onNext(element)
        }
        XCTAssertEqual(total, count * 55)
        // Half leave, from the middle out; the rest get one more element.
        for index in stride(from: 0, to: count, by: 2) {
            subscriptions[index].dispose()
        }
        total = 0
        subject.onNext(1)
        XCTAssertEqual(total, count / 2)
        subscriptions.forEach { $0.dispose() }
        subscriptions = []
        XCTAssertFalse(subject.hasObservers)
        ProcessMemory.report("100,000 subscribers on one subject", start: start, rssBefore: rss)
    }

    /// Elements through `observe(on:)` and `share` with subscribers arriving and leaving all the
    /// time. 10 million on demand (`RX_SOAK=1`), a short run otherwise. Memory must stay flat:
    /// the resident size at the end is within a margin of the one after the first tenth.
    func testSoakObserveOnAndShareWithChurningSubscribers() {
        let count = ProcessInfo.processInfo.environment["RX_SOAK_ELEMENTS"].flatMap(Int.init) ?? (Stress.isSoak ? 10_000_000 : 200_000)
        let samples = Guarded<[Double]>([])
        let start = Date()
        let rss = ProcessMemory.currentMiB
        let subject = PublishSubject<Int>()
        let shared = subject.observe(on: SerialDispatchQueueScheduler(qos: .default)).share(replay: 1)
        let permanent = GrammarProbe<Int>(check: strictlyIncreasing)
        let keep = shared.subscribe(permanent)
        let churned = Counter()
        let stop = Flag()
        let finished = runThreads(3, timeout: Stress.isSoak ? 3_600 : 120) { thread in
            switch thread {
            case 0:
                for element in 0..<count {
                    subject.onNext(element)
                    if element % (count / 10) == 0 {
                        samples.withLock { $0.append(ProcessMemory.currentMiB) }
                    }
                    if element % 10_000 == 0 {
                        // Keeps the queue from growing without bound while subscribers churn.
                        _ = waitUntil(timeout: 30) { permanent.count > element - 50_000 }
                    }
                }
                subject.onCompleted()
                stop.set()
            default:
                while !stop.isSet {
                    let probe = GrammarProbe<Int>(check: strictlyIncreasing)
                    let subscription = shared.subscribe(probe)
                    for _ in 0..<50 { sched_yield() }
                    subscription.dispose()
                    probe.assertGrammar("churned")
                    churned.increment()
                }
            }
        }
        XCTAssertTrue(finished)
        XCTAssertTrue(waitUntil(timeout: 60) { permanent.isTerminated })
        permanent.assertGrammar()
        XCTAssertEqual(permanent.count, count)
        // Flat: after the first fifth (buffers and caches warmed up), the resident size does not
        // keep growing with the number of elements.
        let rssSamples = samples.snapshot + [ProcessMemory.currentMiB]
        print("scale: soak RSS every tenth (MiB): \(rssSamples.map { String(format: "%.0f", $0) }.joined(separator: " "))")
        if rssSamples.count > 3 {
            let growth = rssSamples.last! - rssSamples[2]
            XCTAssertLessThan(growth, 64, "memory stays flat after the first fifth (grew \(growth) MiB)")
        }
        keep.dispose()
        ProcessMemory.report("soak: \(count) elements through observe(on:) and share(replay: 1), \(churned.value) subscribers churned", start: start, rssBefore: rss)
    }
}
