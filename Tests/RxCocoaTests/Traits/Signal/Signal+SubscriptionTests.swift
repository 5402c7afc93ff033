import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SignalSubscriptionTests: RxTestCase {
    private let relay = PublishRelay<Int>()

    func testEmitToObservers() {
        var first: [Event<Int>] = []
        var second: [Event<Int?>] = []
        let subscription1 = relay.asSignal().emit(to: AnyObserver { first.append($0) })
        let subscription2 = relay.asSignal().emit(to: AnyObserver<Int?> { second.append($0) })
        relay.accept(1)
        XCTAssertEqual(first, [.next(1)])
        XCTAssertEqual(second, [.next(1)])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testEmitForwardsCompletion() {
        var events: [Event<Int>] = []
        _ = Signal.just(1).emit(to: AnyObserver { events.append($0) })
        XCTAssertEqual(events, [.next(1), .completed])
    }

    func testEmitToRelays() {
        let behavior = BehaviorRelay(value: 0)
        let optionalBehavior = BehaviorRelay<Int?>(value: nil)
        let publish = PublishRelay<Int>()
        let optionalPublish = PublishRelay<Int?>()
        let replay = ReplayRelay<Int>.create(bufferSize: 1)
        let optionalReplay = ReplayRelay<Int?>.create(bufferSize: 1)
        var published: [Int] = []
        var optionalPublished: [Int?] = []
        let observers = Disposables.create(
            publish.subscribe(onNext: { published.append($0) }),
            optionalPublish.subscribe(onNext: { optionalPublished.append($0) })
        )
        let signal = relay.asSignal()
        let subscriptions = Disposables.create([
            signal.emit(to: behavior, behavior),
            signal.emit(to: optionalBehavior),
            signal.emit(to: publish),
            signal.emit(to: optionalPublish),
            signal.emit(to: replay),
            signal.emit(to: optionalReplay),
        ])
        relay.accept(5)
        XCTAssertEqual(behavior.value, 5)
        XCTAssertEqual(optionalBehavior.value, 5)
        XCTAssertEqual(published, [5])
        XCTAssertEqual(optionalPublished, [5])
        var replayed: [Int] = []
        var optionalReplayed: [Int?] = []
        _ = replay.subscribe(onNext: { replayed.append($0) })
        _ = optionalReplay.subscribe(onNext: { optionalReplayed.append($0) })
        XCTAssertEqual(replayed, [5])
        XCTAssertEqual(optionalReplayed, [5])
        subscriptions.dispose()
        observers.dispose()
    }

    func testEmitClosuresInOrder() {
        var calls: [String] = []
        _ = Signal.just(1).emit(
            onNext: { calls.append("next \($0)") },
            onCompleted: { calls.append("completed") },
            onDisposed: { calls.append("disposed") }
        )
        XCTAssertEqual(calls, ["next 1", "completed", "disposed"])
    }

    func testEmitWithObject() {
        let label = Label()
        var disposed = false
        let subscription = relay.asSignal().emit(
            with: label,
            onNext: { label, value in label.text = "\(value)" },
            onDisposed: { _ in disposed = true }
        )
        relay.accept(3)
        XCTAssertEqual(label.text, "3")
        subscription.dispose()
        XCTAssertTrue(disposed)
    }

    func testEmitWithoutArgumentsSubscribes() {
        var sideEffects = 0
        let subscription = relay.asSignal().do(onNext: { _ in sideEffects += 1 }).emit()
        relay.accept(1)
        XCTAssertEqual(sideEffects, 1)
        subscription.dispose()
        relay.accept(2)
        XCTAssertEqual(sideEffects, 1, "disposed")
    }

    func testEmitIsAllowedOffTheMainThread() {
        // A signal replays nothing, so subscribing elsewhere delivers nothing there.
        let received = Locked<[Bool]>([])
        let subscription = Locked<Disposable?>(nil)
        onBackgroundThread { [relay] in
            subscription.withLock { $0 = relay.asSignal().emit(onNext: { _ in received.append(Thread.isMainThread) }) }
        }
        relay.accept(1)
        XCTAssertTrue(spinRunLoop { received.current.count == 1 })
        XCTAssertEqual(received.current, [true])
        subscription.current?.dispose()
    }
}
