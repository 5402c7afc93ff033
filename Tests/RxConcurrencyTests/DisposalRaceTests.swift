import Foundation
import RxSwift
import RxTestSupport
import XCTest

/// `dispose()` racing with delivery and with terminal events, and the disposables raced.
final class DisposalRaceTests: RxTestCase {
    private var rounds: Int { Stress.count(500, minimum: 100) }

    /// A disposable that counts its disposals (it does not deduplicate).
    private final class Probe: Disposable, @unchecked Sendable {
        let count = Counter()
        func dispose() { count.increment() }
    }

    /// One thread emits then completes; another disposes at a varying moment. The subscriber
    /// sees the grammar, `onDisposed` runs exactly once, and an element whose emission started
    /// after `dispose()` returned never arrives.
    func testDisposeRacingWithElementsAndCompletion() {
        for round in 0..<rounds {
            let subject = PublishSubject<Int>()
            let disposeReturned = Flag()
            let firstLate = Guarded<Int>(.max)
            let disposedRuns = Counter()
            let lateArrivals = Counter()
            let probe = GrammarProbe<Int>(onElement: { element in
                if element >= firstLate.snapshot { lateArrivals.increment() }
            })
            let subscription = subject
                .map { $0 }
                .filter { _ in true }
                .subscribe(onNext: { probe.onNext($0) }, onError: { probe.onError($0) }, onCompleted: { probe.onCompleted() }, onDisposed: { disposedRuns.increment() })
            runThreads(2) { thread in
                if thread == 0 {
                    for index in 0..<200 {
                        if disposeReturned.isSet {
                            // Every element from here on started after dispose() returned.
                            firstLate.withLock { $0 = min($0, index) }
                        }
                        subject.onNext(index)
                    }
                    subject.onCompleted()
                } else {
                    for _ in 0..<(round * 7 % 400) { sched_yield() }
                    subscription.dispose()
                    disposeReturned.set()
                }
            }
            probe.assertGrammar()
            XCTAssertEqual(disposedRuns.value, 1, "onDisposed runs once")
            XCTAssertEqual(lateArrivals.value, 0, "an element sent after dispose() returned arrived")
            XCTAssertFalse(subject.hasObservers)
        }
    }

    /// Error and completion racing from two threads through `create`: exactly one terminal
    /// event arrives, and the source's disposable runs once.
    func testTerminalEventsRacingThroughCreate() {
        for _ in 0..<rounds {
            let observerBox = Guarded<AnyObserver<Int>?>(nil)
            let disposals = Counter()
            let probe = GrammarProbe<Int>()
            let subscription = Observable<Int>.create { observer in
                observerBox.withLock { $0 = observer }
                return Disposables.create { disposals.increment() }
            }.subscribe(probe)
            let observer = observerBox.snapshot!
            _ = countingAnomalies {
                runThreads(3) { thread in
                    switch thread {
                    case 0: observer.onCompleted()
                    case 1: observer.onError(TestError(1))
                    default: subscription.dispose()
                    }
                }
            }
            probe.assertGrammar()
            XCTAssertEqual(disposals.value, 1)
            observerBox.withLock { $0 = nil }
        }
    }

    /// The subscriber ends by itself on one thread while, on another, the user's handle is
    /// disposed and released, or only released, as soon as the completion handler ran (the
    /// subscriber is then still ending). The two reach each other through the handle's address
    /// (no weak reference), which ThreadSanitizer watches here; `onDisposed` runs once, and the
    /// closures (and what they captured) are released either way.
    func testSubscriberEndingWhileItsHandleIsDisposedAndReleased() {
        final class Captured: @unchecked Sendable {}
        for round in 0..<rounds {
            let subject = PublishSubject<Int>()
            let disposedRuns = Counter()
            let completed = DispatchSemaphore(value: 0)
            weak var weakCaptured: Captured?
            let handle: Guarded<Disposable?> = Guarded(nil)
            do {
                let captured = Captured()
                weakCaptured = captured
                handle.withLock {
                    $0 = subject.subscribe(
                        onNext: { _ in _ = captured },
                        onCompleted: { completed.signal() },
                        onDisposed: { disposedRuns.increment() }
                    )
                }
            }
            let alsoDispose = round % 2 == 0
            runThreads(2) { thread in
                if thread == 0 {
                    subject.onNext(round)
                    subject.onCompleted()
                } else {
                    completed.wait()
                    let taken = handle.withLock { value -> Disposable? in
                        defer { value = nil }
                        return value
                    }
                    if alsoDispose { taken?.dispose() }
                    // `taken` is the last reference to the handle: it is released here.
                }
            }
            XCTAssertEqual(disposedRuns.value, 1, "onDisposed runs once (round \(round))")
            XCTAssertNil(weakCaptured, "the subscriber's closures were released (round \(round))")
        }
    }

    func testDisposingFromSeveralThreadsAtOnceDisposesOnce() {
        for _ in 0..<rounds {
            let disposals = Counter()
            let subscription = Observable<Int>.never()
                .concat(Observable.never())
                .map { $0 }
                .subscribe(onDisposed: { disposals.increment() })
            runThreads(4) { _ in subscription.dispose() }
            XCTAssertEqual(disposals.value, 1)
        }
    }

    func testCompositeDisposableRaced() {
        for _ in 0..<Stress.count(100, minimum: 20) {
            let composite = CompositeDisposable()
            let probes = Guarded<[Probe]>([])
            runThreads(8) { thread in
                for index in 0..<200 {
                    let probe = Probe()
                    probes.withLock { $0.append(probe) }
                    if thread == 7, index == 100 {
                        composite.dispose()
                    }
                    if let key = composite.insert(probe), index % 3 == 0 {
                        composite.remove(for: key)
                    }
                }
            }
            composite.dispose()
            for probe in probes.snapshot {
                XCTAssertEqual(probe.count.value, 1, "every inserted disposable is disposed exactly once")
                if probe.count.value != 1 { break }
            }
            XCTAssertEqual(composite.count, 0)
        }
    }

    func testSerialDisposableRaced() {
        for _ in 0..<Stress.count(100, minimum: 20) {
            let serial = SerialDisposable()
            let probes = Guarded<[Probe]>([])
            runThreads(8) { thread in
                for index in 0..<200 {
                    let probe = Probe()
                    probes.withLock { $0.append(probe) }
                    serial.disposable = probe
                    if thread == 0, index == 150 { serial.dispose() }
                }
            }
            serial.dispose()
            for probe in probes.snapshot {
                XCTAssertEqual(probe.count.value, 1, "every assigned disposable is disposed exactly once")
                if probe.count.value != 1 { break }
            }
        }
    }

    func testSingleAssignmentDisposableSetRacingWithDispose() {
        for _ in 0..<rounds * 4 {
            let single = SingleAssignmentDisposable()
            let probe = Probe()
            runThreads(3) { thread in
                switch thread {
                case 0: single.setDisposable(probe)
                default: single.dispose()
                }
            }
            XCTAssertEqual(probe.count.value, 1)
            XCTAssertTrue(single.isDisposed)
        }
    }

    func testRefCountDisposableRaced() {
        for _ in 0..<rounds {
            let probe = Probe()
            let refCount = RefCountDisposable(disposable: probe)
            let handles = (0..<8).map { _ in refCount.retain() }
            runThreads(9) { thread in
                if thread == 8 {
                    refCount.dispose()
                } else {
                    handles[thread].dispose()
                    handles[thread].dispose()
                }
            }
            XCTAssertEqual(probe.count.value, 1)
            XCTAssertTrue(refCount.isDisposed)
        }
    }

    /// Subscriptions inserted into one bag from eight threads, some finishing on their own (the
    /// bag sweeps those), then the bag released: every subscription is disposed once.
    func testDisposeBagFedFromEightThreads() {
        for _ in 0..<Stress.count(50, minimum: 10) {
            let disposals = Counter()
            let subscriptions = Counter()
            let subject = PublishSubject<Int>()
            do {
                let bag = DisposeBag()
                runThreads(8) { thread in
                    for index in 0..<100 {
                        let source = index % 2 == 0 ? subject.asObservable() : Observable.just(index)
                        subscriptions.increment()
                        source.subscribe(onDisposed: { disposals.increment() }).disposed(by: bag)
                        if thread == 0, index % 10 == 0 {
                            _ = countingAnomalies { subject.onNext(index) }
                        }
                    }
                }
            }
            XCTAssertEqual(disposals.value, subscriptions.value, "every subscription ends once: finished, or disposed by the bag")
            XCTAssertFalse(subject.hasObservers)
        }
    }
}
