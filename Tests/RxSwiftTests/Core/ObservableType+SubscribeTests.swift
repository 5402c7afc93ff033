@testable import RxSwift
import RxTestSupport
import XCTest

final class ObservableTypeSubscribeTests: RxTestCase {
    // MARK: subscribe(onNext:onError:onCompleted:onDisposed:)

    func testClosuresReceiveElementsThenCompletionThenDisposal() {
        var log: [String] = []
        _ = Observable.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testClosuresReceiveErrorThenDisposal() {
        var log: [String] = []
        _ = Observable<Int>.error(TestError(7)).subscribe(
            onNext: { log.append("next \($0)") },
            onError: { log.append("error \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["error TestError(7)", "disposed"])
    }

    func testOnDisposedRunsOnceOnExplicitDispose() {
        var disposed = 0
        let subscription = Observable<Int>.never().subscribe(onDisposed: { disposed += 1 })
        XCTAssertEqual(disposed, 0)
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testOnDisposedRunsOnceWhenDisposedAfterCompletion() {
        var disposed = 0
        let subscription = Observable<Int>.empty().subscribe(onDisposed: { disposed += 1 })
        XCTAssertEqual(disposed, 1)
        subscription.dispose()
        XCTAssertEqual(disposed, 1)
    }

    func testReturnedDisposableReportsDisposal() throws {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe(onNext: { _ in })
        let cancelable = try XCTUnwrap(subscription as? Cancelable)
        XCTAssertFalse(cancelable.isDisposed)
        subject.onCompleted()
        XCTAssertTrue(cancelable.isDisposed, "a terminated subscription is disposed")
    }

    func testNoHandlersAtAll() {
        let subject = PublishSubject<Int>()
        let subscription = subject.subscribe()
        XCTAssertTrue(subject.hasObservers)
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
    }

    // MARK: What a finished subscription keeps

    func testCompletedSubscriptionReleasesItsClosures() throws {
        // RxSwift releases the handlers of a subscription once it has ended, even while the
        // user still holds its disposable (e.g. in a property or a long-lived DisposeBag).
        weak var weakToken: Token?
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            subscription = Observable.just(1).subscribe(onNext: { _ in _ = token }, onCompleted: { _ = token }, onDisposed: { _ = token })
        }
        XCTAssertNil(weakToken, "a completed subscription still holds its closures")
        _ = subscription
    }

    func testDisposedSubscriptionReleasesItsClosures() throws {
        // The usual `self.subscription = source.subscribe(onNext: { self... })` followed by
        // `self.subscription?.dispose()`: after dispose, the closures (and `self`) are released.
        weak var weakToken: Token?
        let subject = PublishSubject<Int>()
        var subscription: Disposable?
        do {
            let token = Token()
            weakToken = token
            subscription = subject.subscribe(onNext: { _ in _ = token })
        }
        subscription?.dispose()
        XCTAssertNil(weakToken, "a disposed subscription still holds its closures")
        _ = subscription
    }

    // MARK: Disposing from inside onNext (the guide's "Disposing", synchronous form)

    func testDisposeInsideOnNextStopsSubjectDelivery() {
        let subject = PublishSubject<Int>()
        var log: [String] = []
        var subscription: Disposable?
        subscription = subject.subscribe(
            onNext: { element in
                log.append("next \(element)")
                if element == 2 {
                    subscription?.dispose()
                    log.append("returned from dispose")
                }
            },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        subject.onNext(1)
        subject.onNext(2)
        subject.onNext(3)
        subject.onCompleted()
        XCTAssertEqual(log, ["next 1", "next 2", "disposed", "returned from dispose"])
        XCTAssertFalse(subject.hasObservers)
    }

    func testDisposeInsideOnNextStopsFrom() {
        var produced = 0
        var received: [Int] = []
        var disposed = 0
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.from(Array(0..<1_000))
                .map { element -> Int in
                    produced += 1
                    return element
                }
                .subscribe(
                    onNext: { element in
                        received.append(element)
                        if element == 4 { subscription?.dispose() }
                    },
                    onCompleted: { XCTFail("completed after dispose") },
                    onDisposed: { disposed += 1 }
                )
        }
        XCTAssertEqual(received, [0, 1, 2, 3, 4])
        XCTAssertEqual(produced, 5, "the source stopped emitting")
        XCTAssertEqual(disposed, 1)
    }

    func testDisposeInsideOnNextStopsRange() {
        var produced = 0
        var received: [Int] = []
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.range(start: 10, count: 1_000)
                .filter { _ in
                    produced += 1
                    return true
                }
                .subscribe(onNext: { element in
                    received.append(element)
                    if element == 12 { subscription?.dispose() }
                })
        }
        XCTAssertEqual(received, [10, 11, 12])
        XCTAssertEqual(produced, 3)
    }

    // MARK: subscribe(_ on:)

    func testEventClosureReceivesEveryEvent() {
        var events: [Recording<String>] = []
        _ = Observable.of("a", "b").subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [.next("a"), .next("b"), .completed])

        events = []
        _ = Observable<String>.error(TestError(2)).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [.error(TestError(2))])
    }

    func testEventClosureStopsAfterDispose() {
        let subject = PublishSubject<Int>()
        var events: [Recording<Int>] = []
        let subscription = subject.subscribe { events.append(Recording($0)) }
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(events, [.next(1)])
    }

    func testEventClosureErrorDoesNotReachDefaultHandler() {
        let unhandled = Locked<[String]>([])
        withDefaultErrorHandler({ _, error in unhandled.append("\(error)") }) {
            _ = Observable<Int>.error(TestError(1)).subscribe { _ in }
        }
        XCTAssertEqual(unhandled.current, [])
    }

    // MARK: subscribe(_ observer:)

    func testSubscribeUserDefinedObserver() {
        let collector = EventCollector<Int>()
        let subscription = Observable.of(1, 2, 3).subscribe(collector)
        XCTAssertEqual(collector.events, [.next(1), .next(2), .next(3), .completed])
        subscription.dispose()
    }

    func testSubscribeAnyObserverFromClosure() {
        var events: [Recording<Int>] = []
        let observer = AnyObserver<Int> { events.append(Recording($0)) }
        _ = Observable<Int>.error(TestError(4)).subscribe(observer)
        XCTAssertEqual(events, [.error(TestError(4))])
    }

    func testSubscribeSubjectAsObserver() {
        let subject = PublishSubject<Int>()
        var events: [Recording<Int>] = []
        _ = subject.subscribe { events.append(Recording($0)) }
        _ = Observable.of(5, 6).subscribe(subject)
        XCTAssertEqual(events, [.next(5), .next(6), .completed])
    }

    func testUserDefinedObserverStopsAfterDispose() {
        let subject = PublishSubject<Int>()
        let collector = EventCollector<Int>()
        let subscription = subject.subscribe(collector)
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(collector.events, [.next(1)])
    }

    func testMapObserver() {
        var events: [Recording<String>] = []
        let strings = AnyObserver<String> { events.append(Recording($0)) }
        let ints: AnyObserver<Int> = strings.mapObserver { value in
            guard value >= 0 else { throw TestError(9) }
            return "#\(value)"
        }
        ints.onNext(1)
        ints.onNext(-1)
        XCTAssertEqual(events, [.next("#1"), .error(TestError(9))])
    }

    // MARK: subscribe(with:...)

    func testSubscribeWithObjectPassesTheObject() {
        let owner = Owner()
        let subject = PublishSubject<Int>()
        _ = subject.subscribe(
            with: owner,
            onNext: { owner, element in owner.log.append("next \(element)") },
            onError: { owner, _ in owner.log.append("error") },
            onCompleted: { owner in owner.log.append("completed") },
            onDisposed: { owner in owner.log.append("disposed") }
        )
        subject.onNext(1)
        subject.onCompleted()
        XCTAssertEqual(owner.log, ["next 1", "completed", "disposed"])
    }

    func testSubscribeWithObjectErrorPath() {
        let owner = Owner()
        _ = Observable<Int>.error(TestError(5)).subscribe(
            with: owner,
            onError: { owner, error in owner.log.append("error \(error)") },
            onDisposed: { owner in owner.log.append("disposed") }
        )
        XCTAssertEqual(owner.log, ["error TestError(5)", "disposed"])
    }

    func testSubscribeWithObjectHoldsItWeakly() {
        let subject = PublishSubject<Int>()
        var owner: Owner? = Owner()
        weak let weakOwner = owner
        var calls: [String] = []
        let subscription = subject.subscribe(
            with: owner!,
            onNext: { _, element in calls.append("next \(element)") },
            onError: { _, _ in calls.append("error") },
            onCompleted: { _ in calls.append("completed") },
            onDisposed: { _ in calls.append("disposed") }
        )
        subject.onNext(1)
        owner = nil
        XCTAssertNil(weakOwner, "the subscription does not retain the object")
        subject.onNext(2)
        subject.onCompleted()
        subscription.dispose()
        XCTAssertEqual(calls, ["next 1"], "nothing is delivered after the object is deallocated")
    }

    // MARK: Default error handler

    func testUnhandledErrorGoesToDefaultErrorHandler() {
        let unhandled = Locked<[String]>([])
        withDefaultErrorHandler({ _, error in unhandled.append("\(error)") }) {
            _ = Observable<Int>.error(TestError(11)).subscribe(onNext: { _ in })
            _ = Observable<Int>.error(TestError(12)).subscribe()
        }
        XCTAssertEqual(unhandled.current, ["TestError(11)", "TestError(12)"])
    }

    func testHandledErrorDoesNotReachDefaultErrorHandler() {
        let unhandled = Locked<[String]>([])
        var handled: [String] = []
        withDefaultErrorHandler({ _, error in unhandled.append("\(error)") }) {
            _ = Observable<Int>.error(TestError(13)).subscribe(onError: { handled.append("\($0)") })
        }
        XCTAssertEqual(unhandled.current, [])
        XCTAssertEqual(handled, ["TestError(13)"])
    }

    func testDefaultErrorHandlerReceivesCapturedCallStack() {
        let previousCapture = Hooks.customCaptureSubscriptionCallstack
        let previousRecord = Hooks.recordCallStackOnError
        defer {
            Hooks.customCaptureSubscriptionCallstack = previousCapture
            Hooks.recordCallStackOnError = previousRecord
        }
        Hooks.customCaptureSubscriptionCallstack = { ["frame 1", "frame 2"] }
        Hooks.recordCallStackOnError = true
        let stacks = Locked<[[String]]>([])
        withDefaultErrorHandler({ stack, _ in stacks.append(stack) }) {
            let subject = PublishSubject<Int>()
            _ = subject.subscribe(onNext: { _ in })
            subject.onError(TestError())
        }
        XCTAssertEqual(stacks.current, [["frame 1", "frame 2"]])
    }

    private func withDefaultErrorHandler(_ handler: @escaping Hooks.DefaultErrorHandler, _ body: () -> Void) {
        let previous = Hooks.defaultErrorHandler
        Hooks.defaultErrorHandler = handler
        defer { Hooks.defaultErrorHandler = previous }
        body()
    }
}

private final class Owner {
    var log: [String] = []
}
