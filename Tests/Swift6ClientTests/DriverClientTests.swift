// Client code in Swift 6 language mode using RxCocoa's units as an application would:
// drivers, signals and control properties are `Sendable`, and a test can swap the sharing
// scheduler without touching unsafe global state.

import Foundation
import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

/// A view model: its outputs are drivers, which may be handed to any actor.
struct SearchViewModel: Sendable {
    let results: Driver<[String]>
    let resultCount: Driver<String>
    let submitted: Signal<Void>

    init(query: Observable<String>, submit: ControlEvent<Void>) {
        results = query
            .map { query in query.isEmpty ? [] : [query, query + query] }
            .asDriver(onErrorJustReturn: [])
        resultCount = results.map { "\($0.count)" }
        submitted = submit.asSignal()
    }
}

/// The screen of `SearchViewModel`: main-actor state, as a view controller's.
@MainActor
final class SearchScreen {
    var counts: [String] = []
    var submitted = 0
}

/// Binds the view model's outputs to the screen. The function is not isolated, yet its closures
/// touch the screen's main-actor state: `drive` and `emit` take `@MainActor` closures, because
/// drivers and signals deliver on the main thread.
func bind(_ viewModel: SearchViewModel, to screen: SearchScreen) -> Disposable {
    Disposables.create(
        viewModel.resultCount.drive(onNext: { screen.counts.append($0) }),
        viewModel.submitted.emit(onNext: { screen.submitted += 1 })
    )
}

final class DriverClientTests: RxTestCase {
    func testAViewModelDrivesItsOutputs() {
        let query = PublishSubject<String>()
        let taps = PublishRelay<Void>()
        let viewModel = SearchViewModel(query: query, submit: ControlEvent(events: taps))
        // XCTest runs this on the main thread, outside the main actor's own jobs.
        let screen = MainActor.assumeIsolated { SearchScreen() }
        let subscription = bind(viewModel, to: screen)
        query.onNext("a")
        query.onNext("")
        taps.accept(())
        MainActor.assumeIsolated {
            XCTAssertEqual(screen.counts, ["2", "0"])
            XCTAssertEqual(screen.submitted, 1)
        }
        subscription.dispose()
    }

    func testUnitsAsInfallibleAndTheGenericConversion() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let failing = Observable<Int>.error(URLError(.badURL))
            let driver: Driver<Int> = failing.asSharedSequence(onErrorJustReturn: -1)
            let signal = failing.asSharedSequence(sharingStrategy: SignalSharingStrategy.self, onErrorDriveWith: .just(-2))
            let fromDriver = scheduler.start { driver.asInfallible() }
            // Delivered on the sharing scheduler, which runs scheduled work one tick later.
            XCTAssertEqual(fromDriver.events, [.next(201, -1), .completed(201, Int.self)])
            let taps = PublishRelay<Int>()
            var tapped: [Int] = []
            let subscriptions = Disposables.create(
                signal.asInfallible().subscribe(onNext: { tapped.append($0) }),
                ControlEvent(events: taps).asInfallible().subscribe(onNext: { tapped.append($0) })
            )
            scheduler.start()
            taps.accept(3)
            subscriptions.dispose()
            XCTAssertEqual(tapped, [-2, 3])
        }
    }

    func testSharingSchedulerMockFromSwift6() {
        let scheduler = TestScheduler(initialClock: 0)
        SharingScheduler.mock(scheduler: scheduler) {
            let res = scheduler.start { Driver.just(1) }
            XCTAssertEqual(res.events.count, 2)
        }
    }
}
