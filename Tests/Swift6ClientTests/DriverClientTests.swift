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

final class DriverClientTests: RxTestCase {
    func testAViewModelDrivesItsOutputs() {
        let query = PublishSubject<String>()
        let taps = PublishRelay<Void>()
        let viewModel = SearchViewModel(query: query, submit: ControlEvent(events: taps))
        var counts: [String] = []
        var submitted = 0
        let bag = DisposeBag()
        viewModel.resultCount.drive(onNext: { counts.append($0) }).disposed(by: bag)
        viewModel.submitted.emit(onNext: { submitted += 1 }).disposed(by: bag)
        query.onNext("a")
        query.onNext("")
        taps.accept(())
        XCTAssertEqual(counts, ["2", "0"])
        XCTAssertEqual(submitted, 1)
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
