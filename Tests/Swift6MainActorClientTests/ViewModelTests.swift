// A view model (main-actor, as every class of this module) that does its work on a background
// scheduler and hops back with `observe(on: MainScheduler.instance)` to update its own state; and
// the guide's `create` over a `DispatchSource` timer.

import Dispatch
import Foundation
import RxSwift
import RxTestSupport
import Synchronization
import XCTest

/// Loads numbers, formats them on a background scheduler, and keeps the lines as its state.
final class NumbersViewModel {
    private(set) var lines: [String] = []
    private(set) var finished = false
    private let bag = DisposeBag()

    /// Formats on a background scheduler: `map`'s closure runs there.
    func loadFormattingInTheBackground(_ numbers: [Int]) {
        Observable.from(numbers)
            .observe(on: backgroundScheduler())
            .map { "#\($0)" }
            .observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { [weak self] line in self?.lines.append(line) },
                onCompleted: { [weak self] in self?.finished = true }
            )
            .disposed(by: bag)
    }

    /// Only waits on a background scheduler; every closure runs on the main thread.
    func loadWithADelay(_ numbers: [Int]) {
        Observable.from(numbers)
            .delay(.milliseconds(10), scheduler: backgroundScheduler())
            .observe(on: MainScheduler.instance)
            .subscribe(
                onNext: { [weak self] number in self?.lines.append("#\(number)") },
                onCompleted: { [weak self] in self?.finished = true }
            )
            .disposed(by: bag)
    }
}

/// The guide's "Creating an Observable that performs work": a `DispatchSource` timer in `create`.
///
/// The timer's handler is written `@Sendable`: it runs on the timer's queue, and Dispatch is a
/// Swift 5 module too, so a main-actor handler would trap there whatever this library does.
func dispatchSourceTicks(every interval: DispatchTimeInterval) -> Observable<Int> {
    Observable.create { observer in
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        timer.schedule(deadline: .now() + interval, repeating: interval)
        let cancel = Disposables.create { timer.cancel() }
        let next = Mutex(0)
        timer.setEventHandler { @Sendable in
            if cancel.isDisposed { return }
            observer.on(.next(next.withLock { value in
                defer { value += 1 }
                return value
            }))
        }
        timer.resume()
        return cancel
    }
}

nonisolated final class ViewModelTests: RxTestCase {
    func testAViewModelFormattingOnABackgroundScheduler() {
        runOnMainActor {
            let viewModel = NumbersViewModel()
            viewModel.loadFormattingInTheBackground([1, 2, 3])
            XCTAssertTrue(serveMainQueue { viewModel.finished })
            XCTAssertEqual(viewModel.lines, ["#1", "#2", "#3"])
        }
    }

    func testAViewModelWaitingOnABackgroundSchedulerUpdatesItsState() {
        runOnMainActor {
            let viewModel = NumbersViewModel()
            viewModel.loadWithADelay([1, 2, 3])
            XCTAssertTrue(serveMainQueue { viewModel.finished })
            XCTAssertEqual(viewModel.lines, ["#1", "#2", "#3"])
        }
    }

    func testCreateOverADispatchSourceTimerObservedOnTheMainScheduler() {
        runOnMainActor {
            var ticks: [Int] = []
            var completed = false
            let subscription = dispatchSourceTicks(every: .milliseconds(5))
                .observe(on: MainScheduler.instance)
                .take(3)
                .subscribe(onNext: { ticks.append($0) }, onCompleted: { completed = true })
            XCTAssertTrue(serveMainQueue { completed })
            XCTAssertEqual(ticks, [0, 1, 2])
            subscription.dispose()
        }
    }

    func testCreateOverADispatchSourceTimerMappedOnTheTimersQueue() {
        runOnMainActor {
            let collected = Collected<String>()
            let subscription = dispatchSourceTicks(every: .milliseconds(5))
                .map { "tick \($0)" }
                .take(2)
                .subscribe(onNext: { collected.append($0) }, onCompleted: { collected.end() })
            XCTAssertTrue(serveMainQueue { collected.ended })
            XCTAssertEqual(collected.elements, ["tick 0", "tick 1"])
            subscription.dispose()
        }
    }
}
