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

    func testSubscribeWithEventClosure() {
        var events: [Recording<Int>] = []
        _ = Infallible.of(1).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [.next(1), .completed])
    }
}
