import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class DriverSubscriptionTests: RxTestCase {
    // MARK: Observers

    func testDriveSendsElementsAndCompletionToEveryObserver() {
        var first: [Event<Int>] = []
        var second: [Event<Int>] = []
        let subscription = Driver.of(1, 2).drive(
            AnyObserver { first.append($0) },
            AnyObserver { second.append($0) }
        )
        XCTAssertTrue(spinRunLoop { second.count == 3 })
        XCTAssertEqual(first, [.next(1), .next(2), .completed])
        XCTAssertEqual(second, [.next(1), .next(2), .completed])
        subscription.dispose()
    }

    func testDriveToAnObserverOfOptionals() {
        let label = Label()
        let subscription = Driver.just("text").drive(label.rx.text)
        XCTAssertEqual(label.text, "text")
        XCTAssertEqual(label.setOnMainThread, [true])
        subscription.dispose()
    }

    func testDisposingStopsTheObserver() {
        let relay = PublishRelay<Int>()
        var received: [Int] = []
        let subscription = relay.asSignal().asObservable().asDriver(onErrorJustReturn: 0)
            .drive(AnyObserver { event in
                if case .next(let value) = event { received.append(value) }
            })
        relay.accept(1)
        subscription.dispose()
        relay.accept(2)
        XCTAssertEqual(received, [1])
    }

    // MARK: Relays

    func testDriveBehaviorRelays() {
        let first = BehaviorRelay(value: 0)
        let second = BehaviorRelay(value: 0)
        let subscription = Driver.of(1, 2).drive(first, second)
        XCTAssertTrue(spinRunLoop { second.value == 2 })
        XCTAssertEqual(first.value, 2)
        XCTAssertEqual(second.value, 2)
        subscription.dispose()
    }

    func testDriveOptionalBehaviorRelays() {
        let relay = BehaviorRelay<Int?>(value: nil)
        let subscription = Driver.just(3).drive(relay)
        XCTAssertEqual(relay.value, 3)
        subscription.dispose()
    }

    func testDriveReplayRelays() {
        let relay = ReplayRelay<Int>.create(bufferSize: 3)
        var completed = false
        let subscription = Driver.of(1, 2).do(afterCompleted: { completed = true }).drive(relay)
        XCTAssertTrue(spinRunLoop { completed })
        var replayed: [Int] = []
        _ = relay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [1, 2])
        subscription.dispose()
    }

    func testDriveOptionalReplayRelays() {
        let relay = ReplayRelay<Int?>.create(bufferSize: 1)
        let subscription = Driver.just(4).drive(relay)
        var replayed: [Int?] = []
        _ = relay.subscribe(onNext: { replayed.append($0) })
        XCTAssertEqual(replayed, [4])
        subscription.dispose()
    }

    func testARelayIgnoresTheDriversCompletion() {
        // A relay cannot complete: after the driver completed it still accepts elements.
        let relay = BehaviorRelay(value: 0)
        _ = Driver.just(1).drive(relay)
        relay.accept(2)
        XCTAssertEqual(relay.value, 2)
    }

    // MARK: Closures

    func testDriveClosuresInOrder() {
        var calls: [String] = []
        _ = Driver.of(1, 2).drive(
            onNext: { calls.append("next \($0)") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") }
        )
        XCTAssertEqual(calls, ["next 1"], "`of` emits the first element at once, the next ones from the main queue")
        XCTAssertTrue(spinRunLoop { calls.count == 4 })
        XCTAssertEqual(calls, ["next 1", "next 2", "completed", "disposed"])
    }

    func testDisposingCallsOnlyOnDisposed() {
        var calls: [String] = []
        let subscription = Driver<Int>.never().drive(
            onNext: { calls.append("next \($0)") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") }
        )
        subscription.dispose()
        subscription.dispose()
        XCTAssertEqual(calls, ["disposed"])
    }

    func testDriveWithObjectPassesTheObject() {
        let label = Label()
        var calls: [String] = []
        _ = Driver.of("a", "b").drive(
            with: label,
            onNext: { label, text in label.text = text },
            onCompleted: { label in calls.append("completed \(label.text ?? "nil")") },
            onDisposed: { _ in calls.append("disposed") }
        )
        XCTAssertTrue(spinRunLoop { calls.count == 2 })
        XCTAssertEqual(label.text, "b")
        XCTAssertEqual(calls, ["completed b", "disposed"])
    }

    func testDriveWithObjectSkipsCallbacksOnceTheObjectIsGone() {
        let relay = BehaviorRelay(value: 0)
        var label: Label? = Label()
        var calls = 0
        let subscription = relay.asDriver().drive(with: label!, onNext: { _, _ in calls += 1 })
        XCTAssertEqual(calls, 1)
        label = nil
        relay.accept(1)
        XCTAssertEqual(calls, 1)
        XCTAssertNil(label)
        subscription.dispose()
    }

    func testDriveWithoutArgumentsSubscribes() {
        var sideEffects = 0
        let subscription = Driver.of(1, 2).do(onNext: { _ in sideEffects += 1 }).drive()
        XCTAssertTrue(spinRunLoop { sideEffects == 2 })
        XCTAssertEqual(sideEffects, 2)
        subscription.dispose()
    }

    // MARK: Transformations

    func testDriveWithATransformation() {
        let result = Driver.just(1).drive { (observable: Observable<Int>) -> [Int] in
            var values: [Int] = []
            _ = observable.subscribe(onNext: { values.append($0) })
            return values
        }
        XCTAssertEqual(result, [1])
    }

    func testDriveWithACurriedTransformation() {
        func collect(_ observable: Observable<Int>) -> (Int) -> [Int] {
            { factor in
                var values: [Int] = []
                _ = observable.subscribe(onNext: { values.append($0 * factor) })
                return values
            }
        }
        XCTAssertEqual(Driver.just(2).drive(collect, curriedArgument: 10), [20])
    }

    // MARK: Off the main thread

    func testDriveOffTheMainThreadStops() {
        assertPreconditionFailure(containing: "`drive*` family of methods can be only called from `MainThread`") {
            let done = DispatchSemaphore(value: 0)
            Thread {
                _ = Driver.just(1).drive(onNext: { _ in })
                done.signal()
            }.start()
            _ = done.wait(timeout: .now() + 10)
        }
    }

    func testDriveToRelaysOffTheMainThreadStops() {
        assertPreconditionFailure(containing: "`drive*` family of methods can be only called from `MainThread`") {
            let done = DispatchSemaphore(value: 0)
            Thread {
                _ = Driver.just(1).drive(BehaviorRelay(value: 0))
                done.signal()
            }.start()
            _ = done.wait(timeout: .now() + 10)
        }
    }
}
