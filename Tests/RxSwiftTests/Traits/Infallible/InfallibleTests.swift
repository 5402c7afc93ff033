import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class InfallibleTests: RxTestCase {
    func testAsObservableAndAsInfallibleAreTheSameSequence() {
        let infallible = Infallible.of(1, 2)
        XCTAssertTrue(infallible.asObservable() === infallible.asInfallible().asObservable())
        XCTAssertEqual(recordSynchronously(infallible.asObservable()), [.next(1), .next(2), .completed])
    }

    func testIsSendable() {
        func requireSendable<T: Sendable>(_ value: T) -> T { value }
        _ = requireSendable(Infallible.just(1))
    }

    func testSubscribeClosuresThenOnDisposed() {
        var log: [String] = []
        _ = Infallible.of(1, 2).subscribe(
            onNext: { log.append("next \($0)") },
            onCompleted: { log.append("completed") },
            onDisposed: { log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1", "next 2", "completed", "disposed"])
    }

    func testSubscribeDisposedEarly() {
        var log: [String] = []
        let subscription = Infallible<Int>.never().subscribe(onNext: { log.append("next \($0)") }, onDisposed: { log.append("disposed") })
        subscription.dispose()
        XCTAssertEqual(log, ["disposed"])
    }

    func testSubscribeWithObject() {
        final class Owner {}
        let owner = Owner()
        var log: [String] = []
        _ = Infallible.of(1).subscribe(
            with: owner,
            onNext: { object, element in log.append("next \(element) \(object === owner)") },
            onCompleted: { _ in log.append("completed") },
            onDisposed: { _ in log.append("disposed") }
        )
        XCTAssertEqual(log, ["next 1 true", "completed", "disposed"])
    }

    func testSubscribeWithObjectSkipsCallbacksOnceTheObjectIsGone() {
        final class Owner {}
        var owner: Owner? = Owner()
        let subject = PublishSubject<Int>()
        var log: [String] = []
        let subscription = Infallible.create { observer in
            subject.subscribe(onNext: { observer(.next($0)) })
        }.subscribe(with: owner!, onNext: { _, element in log.append("next \(element)") })
        subject.onNext(1)
        owner = nil
        subject.onNext(2)
        XCTAssertEqual(log, ["next 1"])
        subscription.dispose() // the source never ends
    }

    func testSubscribeWithInfallibleEventClosureAtTheSourcesTicks() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(150, 0), .next(210, 1), .next(220, 2), .completed(300)])
        let infallible = xs.asInfallible(onErrorJustReturn: -1)
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = infallible.subscribe { (event: InfallibleEvent<Int>) in
                switch event {
                case .next(let element): log.append("next \(element) @ \(scheduler.clock)")
                case .completed: log.append("completed @ \(scheduler.clock)")
                }
            }
        }
        scheduler.start()
        XCTAssertEqual(log, ["next 1 @ 210", "next 2 @ 220", "completed @ 300"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
        subscription?.dispose()
    }

    func testSubscribeWithInfallibleEventClosureDisposedMidStream() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(260, 2), .completed(300)])
        var log: [String] = []
        var subscription: Disposable?
        scheduler.scheduleAt(200) {
            subscription = xs.asInfallible(onErrorJustReturn: -1).subscribe { (event: InfallibleEvent<Int>) in
                log.append("\(event) @ \(scheduler.clock)")
            }
        }
        scheduler.scheduleAt(250) { subscription?.dispose() }
        scheduler.start()
        XCTAssertEqual(log, ["next(1) @ 210"])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testAClosureThatFitsBothFormsReceivesInfallibleEvents() {
        var types: [String] = []
        _ = Infallible.of(1).subscribe { types.append("\(type(of: $0))") }
        XCTAssertEqual(types, ["InfallibleEvent<Int>", "InfallibleEvent<Int>"])
    }

    func testAClosureThatHandlesAnErrorStillReceivesEvents() {
        // RxSwift 6 code written against the `Event` form keeps compiling and working.
        var log: [String] = []
        _ = Infallible.of(1).subscribe { event in
            switch event {
            case .next(let element): log.append("next \(element)")
            case .error: log.append("error")
            case .completed: log.append("completed")
            }
            log.append("\(type(of: event))")
        }
        XCTAssertEqual(log, ["next 1", "Event<Int>", "completed", "Event<Int>"])
    }

    func testSubscribeWithEventClosure() {
        var events: [Recording<Int>] = []
        _ = Infallible.of(1).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [.next(1), .completed])
    }
}
