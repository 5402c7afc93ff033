import Foundation
@testable import RxSwift
import RxTestSupport
import XCTest

#if TRACE_RESOURCES
// Compiled only with `swift test --traits TraceResources`.
final class ResourcesTests: RxTestCase {
    /// Runs `body` and checks that every resource it created was released by the end.
    ///
    /// Other tests may leave work finishing on dispatch queues (a cancelled timer releases its
    /// handler asynchronously), so the count must be steady before the start is taken, and a
    /// count that differs at the end gets a moment to settle; a real leak never does.
    private func assertReleasesEverything(file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        let start = steadyTotal()
        body()
        XCTAssertEqual(RxTestCase.settledTotal(towards: start), start, "resources leaked", file: file, line: line)
    }

    /// `Resources.total` once it stayed the same for 20 ms (or after 2 s).
    private func steadyTotal() -> Int32 {
        let deadline = Date().addingTimeInterval(2)
        var total = Resources.total
        while Date() < deadline {
            Thread.sleep(forTimeInterval: 0.02)
            let now = Resources.total
            if now == total { break }
            total = now
        }
        return total
    }

    // RxSwift 6.10.2 counts `observe(on:)` sequences of serial dispatch queue schedulers (the
    // main scheduler and its async instance included) from their creation until they are freed;
    // subscribing adds nothing, and a sequence nobody holds is not counted even while a
    // subscription to it runs.

    func testNumberOfSerialDispatchQueueObservablesCountsTheLiveObserveOnSequencesOfSerialQueues() {
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "resources.serial")
        let concurrent = ConcurrentDispatchQueueScheduler(qos: .default)
        let start = Resources.numberOfSerialDispatchQueueObservables
        var onSerial: Observable<Int>? = Observable<Int>.never().observe(on: serial)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 1, "counted from its creation")
        let subscriptions = CompositeDisposable(onSerial!.subscribe(), onSerial!.subscribe())
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 1, "subscriptions are not counted")
        var onMain: Observable<Int>? = Observable<Int>.never().observe(on: MainScheduler.instance)
        var onMainAsync: Observable<Int>? = Observable<Int>.never().observe(on: MainScheduler.asyncInstance)
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 3, "the main scheduler is a serial queue")
        var others: [Observable<Int>]? = [
            Observable<Int>.never().observe(on: concurrent),
            Observable<Int>.never().observe(on: CurrentThreadScheduler.instance),
            Observable<Int>.never().observe(on: OperationQueueScheduler(operationQueue: OperationQueue())),
        ]
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 3, "only serial dispatch queues count")

        onSerial = nil
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start + 2, "released while its subscriptions run")
        onMain = nil
        onMainAsync = nil
        others = nil
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start)
        subscriptions.dispose()
        withExtendedLifetime((onSerial, onMain, onMainAsync, others)) {}
    }

    func testASubscribedObserveOnSequenceThatNobodyHoldsIsNotCounted() {
        let serial = SerialDispatchQueueScheduler(internalSerialQueueName: "resources.temporary")
        let start = Resources.numberOfSerialDispatchQueueObservables
        let subscription = Observable<Int>.never().observe(on: serial).subscribe()
        XCTAssertEqual(Resources.numberOfSerialDispatchQueueObservables, start)
        subscription.dispose()
    }

    func testConcatNeverNestsItsSourcesSoNoTailRecursionIsMeasured() {
        // 100,000 synchronous sources: a concat that subscribed each one from the previous one's
        // completion would overflow the stack.
        var count = 0
        _ = Observable.concat((0..<100_000).lazy.map { Observable.just($0) }).subscribe(onNext: { _ in count += 1 })
        XCTAssertEqual(count, 100_000)
        XCTAssertEqual(maxTailRecursiveSinkStackSize, 0)
    }

    func testCountsLiveObjects() {
        assertReleasesEverything {
            let start = Resources.total
            let subject = PublishSubject<Int>()
            XCTAssertGreaterThan(Resources.total, start, "a live subject is counted")
            let subscription = subject.map { $0 }.subscribe()
            let whileSubscribed = Resources.total
            XCTAssertGreaterThan(whileSubscribed, start + 1)
            subscription.dispose()
            _ = subject
        }
    }

    func testCreateMapFilterCompleted() {
        assertReleasesEverything {
            var received: [Int] = []
            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                observer.onNext(2)
                observer.onCompleted()
                return Disposables.create { received.append(-1) }
            }
            .map { $0 * 2 }
            .filter { $0 > 2 }
            .subscribe(onNext: { received.append($0) })
            XCTAssertEqual(received, [4, -1])
        }
    }

    func testCreateMapFilterDisposedMidway() {
        assertReleasesEverything {
            var captured: AnyObserver<Int>?
            let subscription = Observable<Int>.create { observer in
                captured = observer
                return Disposables.create()
            }
            .map { $0 * 2 }
            .filter { _ in true }
            .subscribe(onNext: { _ in })
            captured?.onNext(1)
            subscription.dispose()
            captured = nil
        }
    }

    func testCreateMapFilterErrored() {
        assertReleasesEverything {
            _ = Observable<Int>.create { observer in
                observer.onNext(1)
                return Disposables.create()
            }
            .map { _ -> Int in throw TestError() }
            .filter { _ in true }
            .subscribe(onError: { _ in })
        }
    }

    func testSubjectSubscribeAndDispose() {
        assertReleasesEverything {
            let subject = PublishSubject<Int>()
            let first = subject.subscribe(onNext: { _ in })
            let second = subject.map { $0 + 1 }.subscribe(onNext: { _ in })
            subject.onNext(1)
            first.dispose()
            subject.onNext(2)
            second.dispose()
        }
        assertReleasesEverything {
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { _ in })
            subject.onCompleted()
        }
        assertReleasesEverything {
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { _ in })
            subject.dispose()
        }
    }

    func testSubjectReentrantDelivery() {
        assertReleasesEverything {
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { element in
                if element < 100 { subject.onNext(element + 1) }
            })
            _ = anomalies { subject.onNext(0) }
            subject.onCompleted()
        }
    }

    func testDisposeBagDeinit() {
        assertReleasesEverything {
            let subject = PublishSubject<Int>()
            do {
                let bag = DisposeBag()
                subject.subscribe(onNext: { _ in }).disposed(by: bag)
                subject.map { $0 }.subscribe().disposed(by: bag)
                Observable<Int>.never().subscribe().disposed(by: bag)
                XCTAssertTrue(subject.hasObservers)
            }
            XCTAssertFalse(subject.hasObservers)
        }
    }

    func testLongLivedDisposeBagWithCompletedSubscriptions() {
        assertReleasesEverything {
            let bag = DisposeBag()
            let start = Resources.total
            for index in 0..<1_000 {
                Observable.just(index).subscribe().disposed(by: bag)
            }
            XCTAssertLessThan(Resources.total - start, 100, "finished subscriptions are released while the bag lives")
        }
    }

    func testCreationOperators() {
        assertReleasesEverything { _ = Observable.range(start: 0, count: 10_000).subscribe() }
        assertReleasesEverything { _ = Observable.from(Array(0..<100)).subscribe() }
        assertReleasesEverything { _ = Observable.of(1, 2, 3).subscribe() }
        assertReleasesEverything { _ = Observable.just(1, scheduler: CurrentThreadScheduler.instance).subscribe() }
        assertReleasesEverything { _ = Observable.generate(initialState: 0, condition: { $0 < 10 }, iterate: { $0 + 1 }).subscribe() }
        assertReleasesEverything { _ = Observable<Int>.deferred { Observable.just(1) }.subscribe() }
        assertReleasesEverything { _ = Observable<Int>.deferred { throw TestError() }.subscribe(onError: { _ in }) }
        assertReleasesEverything { _ = Observable<Int>.using({ BooleanDisposable() }, observableFactory: { _ in Observable.just(1) }).subscribe() }
        assertReleasesEverything { _ = Observable<Int>.empty().subscribe() }
        assertReleasesEverything { _ = Observable<Int>.error(TestError()).subscribe(onError: { _ in }) }
        assertReleasesEverything { Observable<Int>.never().subscribe().dispose() }
        assertReleasesEverything {
            onTrampoline {
                var subscription: Disposable?
                subscription = Observable.repeatElement(1).subscribe(onNext: { _ in
                    subscription?.dispose()
                    // Breaks the cycle closure → `subscription` → subscriber → closure, which a
                    // disposed subscriber keeps (see ObservableTypeSubscribeTests' skipped
                    // "releases its closures" tests).
                    subscription = nil
                })
            }
        }
    }

    func testSchedulingAndRecursion() {
        assertReleasesEverything {
            _ = CurrentThreadScheduler.instance.scheduleRecursive(0) { level, recurse in
                if level < 1_000 { recurse(level + 1) }
            }
        }
        assertReleasesEverything {
            onTrampoline {
                let item = CurrentThreadScheduler.instance.schedule(()) { _ in Disposables.create() }
                item.dispose()
            }
        }
    }

    func testConcurrentSubscriptionsAndEvents() {
        assertReleasesEverything {
            let subject = PublishSubject<Int>()
            runConcurrently(threads: 8) { thread in
                RxDiagnostics.withReporter({ _ in }) {
                    for index in 0..<500 {
                        if thread % 2 == 0 {
                            subject.map { $0 + 1 }.subscribe(onNext: { _ in }).dispose()
                        } else {
                            subject.onNext(index)
                        }
                    }
                }
            }
            subject.onCompleted()
        }
    }

    func testConcurrentDisposeOfCreateSubscriptions() {
        assertReleasesEverything {
            for _ in 0..<50 {
                let subscription = Observable<Int>.create { _ in Disposables.create {} }.map { $0 }.subscribe()
                runConcurrently(threads: 4) { _ in subscription.dispose() }
            }
        }
    }

    func testDisposables() {
        assertReleasesEverything {
            let composite = CompositeDisposable()
            _ = composite.insert(Disposables.create {})
            _ = composite.insert(SerialDisposable())
            composite.dispose()
            let refCount = RefCountDisposable(disposable: BooleanDisposable())
            let handle = refCount.retain()
            refCount.dispose()
            handle.dispose()
            ScheduledDisposable(scheduler: CurrentThreadScheduler.instance, disposable: SingleAssignmentDisposable()).dispose()
        }
    }
}
#endif
