import RxRelay
import RxSwift
import XCTest
import RxTestSupport

final class InfallibleBindTests: RxTestCase {
    func testBindToPublishRelays() {
        let first = PublishRelay<Int>()
        let second = PublishRelay<Int?>()
        var received: [Int] = []
        var optionals: [Int?] = []
        let observers = Disposables.create(
            first.subscribe(onNext: { received.append($0) }),
            second.subscribe(onNext: { optionals.append($0) })
        )
        _ = Infallible.of(1, 2).bind(to: first, first)
        _ = Infallible.just(3).bind(to: second)
        XCTAssertEqual(received, [1, 1, 2, 2])
        XCTAssertEqual(optionals, [3])
        observers.dispose()
    }

    func testBindToBehaviorRelaysIgnoresCompletion() {
        let relay = BehaviorRelay(value: 0)
        let optional = BehaviorRelay<Int?>(value: nil)
        _ = Infallible.of(1, 2).bind(to: relay)
        _ = Infallible.just(3).bind(to: optional)
        XCTAssertEqual(relay.value, 2)
        XCTAssertEqual(optional.value, 3)
        relay.accept(4)
        XCTAssertEqual(relay.value, 4, "the relay is still alive after the sequence completed")
    }

    func testBindToReplayRelays() {
        let relay = ReplayRelay<Int>.create(bufferSize: 2)
        let optional = ReplayRelay<Int?>.create(bufferSize: 1)
        _ = Infallible.of(1, 2, 3).bind(to: relay)
        _ = Infallible.just(4).bind(to: optional)
        var replayed: [Int] = []
        var optionalReplayed: [Int?] = []
        _ = relay.subscribe(onNext: { replayed.append($0) })
        _ = optional.subscribe(onNext: { optionalReplayed.append($0) })
        XCTAssertEqual(replayed, [2, 3])
        XCTAssertEqual(optionalReplayed, [4])
    }

    func testDisposingStopsTheBinding() {
        let source = PublishSubject<Int>()
        let relay = BehaviorRelay(value: 0)
        let subscription = source.asInfallible(onErrorJustReturn: -1).bind(to: relay)
        source.onNext(1)
        subscription.dispose()
        source.onNext(2)
        XCTAssertEqual(relay.value, 1)
    }
}
