import Foundation
import RxSwift

/// Operators that work with time: throttle, debounce, delay, timeout, buffer, window, sample...
///
/// The examples run on a `HistoricalScheduler`, a clock that jumps from one scheduled action to
/// the next: the output shows each event with the time, in milliseconds, at which it happens,
/// and the page prints at once instead of waiting for real time to pass.
struct TimePage: Page {
    let name = "time"
    let title = "Time-based operators"

    func run() {
        example("throttle: the first element at once, then the latest of each 300 ms") {
            timeline(typing: [(0, "R"), (100, "Rx"), (200, "RxS"), (500, "RxSw"), (1000, "RxSwift")]) { input, scheduler in
                input.throttle(.milliseconds(300), scheduler: scheduler)
            }
        }

        example("throttle(latest: false): the first element of each 300 ms only") {
            timeline(typing: [(0, "R"), (100, "Rx"), (200, "RxS"), (500, "RxSw"), (1000, "RxSwift")]) { input, scheduler in
                input.throttle(.milliseconds(300), latest: false, scheduler: scheduler)
            }
        }

        example("debounce: an element once the input stayed quiet for 300 ms") {
            timeline(typing: [(0, "R"), (100, "Rx"), (200, "RxS"), (500, "RxSw"), (1000, "RxSwift")]) { input, scheduler in
                input.debounce(.milliseconds(300), scheduler: scheduler)
            }
        }

        example("delay and delaySubscription") {
            timeline(typing: [(0, "🍎"), (100, "🍐")]) { input, scheduler in
                input.delay(.milliseconds(250), scheduler: scheduler)
            }
            timeline(typing: [(0, "🍎"), (100, "🍐")]) { input, scheduler in
                input.delaySubscription(.milliseconds(50), scheduler: scheduler)
            }
        }

        example("timeout: RxError.timeout, or another sequence, when an element is late") {
            timeline(typing: [(0, "🍎"), (100, "🍐"), (700, "🍊")]) { input, scheduler in
                input.timeout(.milliseconds(400), scheduler: scheduler)
            }
            timeline(typing: [(0, "🍎"), (100, "🍐"), (700, "🍊")]) { input, scheduler in
                input.timeout(.milliseconds(400), other: Observable.just("🥝"), scheduler: scheduler)
            }
        }

        example("buffer: arrays every 400 ms, or as soon as 3 elements arrived") {
            timeline(typing: [(0, "1"), (50, "2"), (100, "3"), (150, "4"), (700, "5")]) { input, scheduler in
                input.buffer(timeSpan: .milliseconds(400), count: 3, scheduler: scheduler)
                    .map { "\($0)" }
            }
        }

        example("window: sequences instead of arrays") {
            timeline(typing: [(0, "1"), (50, "2"), (100, "3"), (150, "4"), (700, "5")]) { input, scheduler in
                var index = -1
                return input.window(timeSpan: .milliseconds(400), count: 3, scheduler: scheduler)
                    .flatMap { window -> Observable<String> in
                        index += 1
                        let current = index
                        return window.map { "window \(current): \($0)" }
                    }
            }
        }

        example("sample: the latest element whenever a tick comes") {
            timeline(typing: [(0, "1"), (50, "2"), (300, "3"), (700, "4")]) { input, scheduler in
                input.sample(Observable<Int>.interval(.milliseconds(200), scheduler: scheduler))
            }
        }

        example("skip and take for a duration") {
            timeline(typing: [(0, "1"), (100, "2"), (200, "3"), (300, "4")]) { input, scheduler in
                input.skip(.milliseconds(150), scheduler: scheduler)
            }
            timeline(typing: [(0, "1"), (100, "2"), (200, "3"), (300, "4")]) { input, scheduler in
                input.take(for: .milliseconds(150), scheduler: scheduler)
            }
        }

        example("interval and timer") {
            timeline(typing: []) { _, scheduler in
                Observable<Int>.interval(.milliseconds(300), scheduler: scheduler).take(3).map { "\($0)" }
            }
            timeline(typing: []) { _, scheduler in
                Observable<Int>.timer(.milliseconds(500), scheduler: scheduler).map { "\($0)" }
            }
        }
    }

    /// Feeds `events` (milliseconds, value) into an input that completes 100 ms after the last
    /// one, subscribes to what `operation` makes of it, runs the clock and prints each event
    /// with its time.
    private func timeline(typing events: [(Int, String)], _ operation: (Observable<String>, HistoricalScheduler) -> Observable<String>) {
        let start = Date(timeIntervalSince1970: 0)
        let scheduler = HistoricalScheduler(initialClock: start)
        let input = PublishSubject<String>()
        func at(_ milliseconds: Int, _ action: @escaping () -> Void) {
            _ = scheduler.scheduleAbsoluteVirtual((), time: start.addingTimeInterval(Double(milliseconds) / 1000)) { _ in
                action()
                return Disposables.create()
            }
        }
        for (time, value) in events {
            at(time) { input.onNext(value) }
        }
        at((events.last?.0 ?? 1000) + 100) { input.onCompleted() }
        let subscription = operation(input, scheduler).subscribe { event in
            let milliseconds = Int((scheduler.now.timeIntervalSince(start) * 1000).rounded())
            print("\(milliseconds) ms: \(event)")
        }
        scheduler.start()
        subscription.dispose()
    }
}
