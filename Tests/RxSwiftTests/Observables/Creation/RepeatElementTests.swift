@testable import RxSwift
import RxTestSupport
import XCTest

final class RepeatElementTests: RxTestCase {
    func testTakeTheFirstElementsByDisposingInOnNext() {
        var received: [String] = []
        var stoppedBySafetyValve = false
        onTrampoline {
            var subscription: Disposable?
            subscription = Observable.repeatElement("r")
                // A safety valve: if disposal did not stop the source, end it with an error
                // instead of looping forever.
                .map { element -> String in
                    guard received.count < 1_000 else { throw TestError(99) }
                    return element
                }
                .subscribe(
                    onNext: { element in
                        received.append(element)
                        if received.count == 5 { subscription?.dispose() }
                    },
                    onError: { _ in stoppedBySafetyValve = true }
                )
        }
        XCTAssertFalse(stoppedBySafetyValve)
        XCTAssertEqual(received, Array(repeating: "r", count: 5))
    }

    func testRepeatElementOnAnotherScheduler() {
        let scheduler = ManualScheduler()
        var received: [Int] = []
        let subscription = Observable.repeatElement(1, scheduler: scheduler).subscribe(onNext: { received.append($0) })
        XCTAssertEqual(scheduler.runAll(limit: 10), 10)
        XCTAssertEqual(received, Array(repeating: 1, count: 10))
        subscription.dispose()
        scheduler.runAll(limit: 10)
        XCTAssertEqual(received.count, 10)
    }
}
