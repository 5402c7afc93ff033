import Foundation
import Observation
import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

private final class ViewModel: DeallocationReporting {
    let deallocationReporter = DeallocationReporter()
    var deinitBodyRan: (() -> Void)?

    deinit {
        deinitBodyRan?()
    }
}

@Observable
private final class ObservableViewModel: DeallocationReporting {
    let deallocationReporter = DeallocationReporter()
    var count = 0
}

/// `rx.deallocated` for classes that hold a `DeallocationReporter`.
final class DeallocationReportingTests: RxTestCase {
    func testEmitsOnceAndCompletesWhenTheObjectIsDeallocated() {
        var viewModel: ViewModel? = ViewModel()
        var events: [String] = []
        _ = viewModel!.rx.deallocated.subscribe { events.append("\($0)") }
        XCTAssertEqual(events, [])

        viewModel = nil

        XCTAssertEqual(events, ["next(())", "completed"])
    }

    func testReportsAfterTheDeinitBody() {
        var order: [String] = []
        var viewModel: ViewModel? = ViewModel()
        viewModel!.deinitBodyRan = { order.append("deinit body") }
        _ = viewModel!.rx.deallocated.subscribe(onNext: { order.append("deallocated") })
        viewModel = nil
        XCTAssertEqual(order, ["deinit body", "deallocated"])
    }

    func testTheSubscriptionDoesNotRetainTheObject() {
        var viewModel: ViewModel? = ViewModel()
        weak let weakViewModel = viewModel
        let deallocated = viewModel!.rx.deallocated
        let subscription = deallocated.subscribe()
        viewModel = nil
        XCTAssertNil(weakViewModel)
        subscription.dispose()
    }

    func testALateSubscriberGetsTheElementAndCompletion() {
        var viewModel: ViewModel? = ViewModel()
        let deallocated = viewModel!.rx.deallocated
        viewModel = nil
        var events: [String] = []
        _ = deallocated.subscribe { events.append("\($0)") }
        XCTAssertEqual(events, ["next(())", "completed"])
    }

    func testADisposedSubscriptionHearsNothing() {
        var viewModel: ViewModel? = ViewModel()
        var events: [String] = []
        let subscription = viewModel!.rx.deallocated.subscribe { events.append("\($0)") }
        subscription.dispose()
        viewModel = nil
        XCTAssertEqual(events, [])
    }

    func testDeliversOnTheThreadThatReleasesTheObject() {
        var viewModel: ViewModel? = ViewModel()
        let threads = Locked<[Bool]>([])
        _ = viewModel!.rx.deallocated.subscribe(onNext: { threads.append(Thread.isMainThread) })
        let released = expectation(description: "released")
        let box = Locked<ViewModel?>(viewModel)
        viewModel = nil
        DispatchQueue.global().async {
            box.withLock { $0 = nil }
            released.fulfill()
        }
        wait(for: [released], timeout: 2)
        XCTAssertEqual(threads.current, [false])
    }

    /// The guide's "Take until": a subscription made by the object itself ends with it.
    func testTakeUntilSelfDeallocatedEndsTheSubscriptionWithItsOwner() {
        final class Screen: DeallocationReporting {
            let deallocationReporter = DeallocationReporter()
            init(ticks: Observable<Int>, log: @escaping (String) -> Void) {
                // Kept in no bag: only take(until:) ends it.
                _ = ticks
                    .take(until: self.rx.deallocated)
                    .subscribe { log("\($0)") }
            }
        }
        let ticks = PublishSubject<Int>()
        var log: [String] = []
        var screen: Screen? = Screen(ticks: ticks) { log.append($0) }

        ticks.onNext(1)
        XCTAssertTrue(ticks.hasObservers)
        screen = nil
        ticks.onNext(2)

        XCTAssertEqual(log, ["next(1)", "completed"])
        XCTAssertFalse(ticks.hasObservers, "the subscription was disposed")
        _ = screen
    }

    func testTheGuidesTakeUntilSpellingWorksToo() {
        (TakeUntilAlias() as DeprecatedAPIExercise).run()
    }

    func testAnObservableClassOptsInTheSameWayAndKeepsRx() {
        var viewModel: ObservableViewModel? = ObservableViewModel()
        var events: [String] = []
        _ = viewModel!.rx.deallocated.subscribe { events.append("deallocated \($0)") }
        _ = viewModel!.rx.observe(\.count).subscribe { events.append("count \($0)") }
        viewModel = nil
        XCTAssertTrue(spinRunLoop { events.count == 4 })
        XCTAssertEqual(events, ["count next(0)", "deallocated next(())", "deallocated completed", "count completed"])
    }
}


private struct TakeUntilAlias: DeprecatedAPIExercise {
    @available(*, deprecated, message: "exercises the guide's takeUntil(_:)")
    func run() {
        let sequence = PublishSubject<Int>()
        var viewModel: ViewModel? = ViewModel()
        var events: [String] = []
        _ = sequence
            .takeUntil(viewModel!.rx.deallocated)
            .subscribe {
                events.append("\($0)")
            }
        sequence.onNext(1)
        viewModel = nil
        sequence.onNext(2)
        XCTAssertEqual(events, ["next(1)", "completed"])
    }
}
