// The closures the library always calls on the main thread are main-actor closures: `drive`,
// `emit`, a `Binder` on the main scheduler, a control property's setter. Code outside the main
// actor (this file is not isolated) touches a `@MainActor` class's state inside them with no
// `MainActor.assumeIsolated` and no warning: that this file compiles warning-free in Swift 6 mode
// is half of the test.

import Dispatch
import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// Main-actor state, as a view's.
@MainActor
final class Gauge: ReactiveCompatible {
    var values: [Int] = []
    var completions = 0
    var level = 0
    let edits = PublishRelay<Void>()
}

extension Reactive where Base: Gauge {
    /// Appends to the gauge's values: a binder made outside the main actor.
    var value: Binder<Int> {
        Binder(base) { gauge, value in gauge.values.append(value) }
    }

    /// The gauge's level as a control property: its setter is main-actor code.
    var level: ControlProperty<Int> {
        controlProperty(editingEvents: base.edits, getter: { gauge in MainActor.assumeIsolated { gauge.level } }, setter: { gauge, level in gauge.level = level })
    }
}

/// Wires a driver and a signal to a gauge from code that is not isolated.
func wire(_ driver: Driver<Int>, _ signal: Signal<Int>, to gauge: Gauge) -> Disposable {
    Disposables.create(
        driver.drive(with: gauge, onNext: { gauge, value in gauge.values.append(value) }, onCompleted: { gauge in gauge.completions += 1 }),
        signal.emit(onNext: { gauge.values.append($0 * 10) }, onCompleted: { gauge.completions += 1 }),
        signal.emit(with: gauge, onNext: { gauge, value in gauge.values.append(value * 100) })
    )
}

final class MainActorClosuresTests: RxTestCase {
    func testDriveAndEmitClosuresUpdateAMainActorClass() {
        let gauge = MainActor.assumeIsolated { Gauge() }
        let source = PublishSubject<Int>()
        let subscription = wire(source.asDriver(onErrorJustReturn: -1), source.asSignal(onErrorJustReturn: -1), to: gauge)
        source.onNext(1)
        source.onCompleted()
        MainActor.assumeIsolated {
            XCTAssertEqual(gauge.values, [1, 10, 100])
            XCTAssertEqual(gauge.completions, 2)
        }
        subscription.dispose()
    }

    func testABinderMadeOutsideTheMainActorSetsMainActorState() {
        let gauge = MainActor.assumeIsolated { Gauge() }
        let subscription = Observable.of(1, 2).bind(to: gauge.rx.value)
        MainActor.assumeIsolated { XCTAssertEqual(gauge.values, [1, 2]) }
        subscription.dispose()
    }

    func testABinderFedFromAnotherThreadSetsOnTheMainThread() {
        let gauge = MainActor.assumeIsolated { Gauge() }
        let values = PublishRelay<Int>()
        let subscription = values.observe(on: MainScheduler.instance).bind(to: gauge.rx.value)
        DispatchQueue.global().async { values.accept(7) }
        let deadline = Date(timeIntervalSinceNow: 5)
        while MainActor.assumeIsolated({ gauge.values.isEmpty }), Date() < deadline {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.005))
        }
        MainActor.assumeIsolated { XCTAssertEqual(gauge.values, [7]) }
        subscription.dispose()
    }

    func testAControlPropertysSetterSetsMainActorState() {
        let gauge = MainActor.assumeIsolated { Gauge() }
        let subscription = Observable.just(5).bind(to: gauge.rx.level)
        MainActor.assumeIsolated { XCTAssertEqual(gauge.level, 5) }
        subscription.dispose()
    }

    func testDriveUnderASharingSchedulerMockOnTheMainThread() {
        let gauge = MainActor.assumeIsolated { Gauge() }
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let driver = scheduler.createColdObservable([.next(10, 1), .next(20, 2), .completed(30)]).asDriver(onErrorJustReturn: -1)
            let subscription = driver.drive(onNext: { gauge.values.append($0) }, onCompleted: { gauge.completions += 1 })
            scheduler.start()
            subscription.dispose()
        }
        MainActor.assumeIsolated {
            XCTAssertEqual(gauge.values, [1, 2])
            XCTAssertEqual(gauge.completions, 1)
        }
    }

    func testEmitUnderAMockDeliveringOffTheMainThreadStops() {
        assertPreconditionFailure(containing: "emit(onNext:): the sequence delivered an element off the main thread") {
            let background = SerialDispatchQueueScheduler(qos: .default)
            SharingScheduler.mock(scheduler: background) {
                let signal = Observable.just(1).asSignal(onErrorJustReturn: -1)
                _ = signal.emit(onNext: { _ in })
            }
            Thread.sleep(forTimeInterval: 5)
        }
    }
}
