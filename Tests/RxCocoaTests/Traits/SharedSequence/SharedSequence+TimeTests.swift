import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class SharedSequenceTimeTests: RxTestCase {
    func testThrottle() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(214, 3), .next(230, 4), .completed(300)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).throttle(.seconds(10)) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(220, 3), .next(230, 4), .completed(300)])
        }
    }

    func testThrottleWithoutLatest() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 4), .completed(300)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).throttle(.seconds(10), latest: false) }
            XCTAssertEqual(res.events, [.next(210, 1), .next(230, 4), .completed(300)])
        }
    }

    func testDebounce() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .next(230, 3), .completed(235)])
            let res = scheduler.start { xs.asSignal(onErrorJustReturn: 0).debounce(.seconds(5)) }
            XCTAssertEqual(res.events, [.next(217, 2), .next(235, 3), .completed(235)])
        }
    }

    func testDelay() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: 0).delay(.seconds(5)) }
            XCTAssertEqual(res.events, [.next(215, 1), .next(225, 2), .completed(235)])
        }
    }

    func testAnErrorBeforeTheTimeOperatorIsAlreadyAnElement() {
        withSharingScheduler { scheduler in
            let xs = scheduler.createHotObservable([.next(210, 1), .error(212, TestError(1))])
            let res = scheduler.start { xs.asDriver(onErrorJustReturn: -1).debounce(.seconds(5)) }
            XCTAssertEqual(res.events, [.next(212, -1), .completed(212)], "the fallback replaced the error upstream")
        }
    }

    func testTheOlderSpellingsWithSecondsStillWork() {
        (SecondsAliases() as DeprecatedAPIExercise).run()
    }

    private struct SecondsAliases: DeprecatedAPIExercise {
        @available(*, deprecated, message: "exercises the TimeInterval forms")
        func run() {
            withSharingScheduler { scheduler in
                let xs = scheduler.createHotObservable([.next(210, 1), .next(212, 2), .completed(300)])
                let driver = xs.asDriver(onErrorJustReturn: 0)
                let throttled = scheduler.createObserver(Int.self)
                let throttledOnScheduler = scheduler.createObserver(Int.self)
                let debounced = scheduler.createObserver(Int.self)
                let delayed = scheduler.createObserver(Int.self)
                let interval = scheduler.createObserver(Int.self)
                let timer = scheduler.createObserver(Int.self)
                var subscriptions: [Disposable] = []
                scheduler.scheduleAt(200) {
                    subscriptions = [
                        driver.throttle(10).drive(throttled),
                        driver.throttle(10, scheduler: scheduler).drive(throttledOnScheduler),
                        driver.debounce(5).drive(debounced),
                        driver.delay(5).drive(delayed),
                        Driver<Int>.interval(50).drive(interval),
                        Driver<Int>.timer(40, period: 50).drive(timer),
                    ]
                }
                scheduler.scheduleAt(295) { subscriptions.forEach { $0.dispose() } }
                scheduler.start()
                XCTAssertEqual(throttled.events, [.next(210, 1), .next(220, 2)])
                XCTAssertEqual(throttledOnScheduler.events, [.next(210, 1), .next(220, 2)])
                XCTAssertEqual(debounced.events, [.next(217, 2)])
                XCTAssertEqual(delayed.events, [.next(215, 1), .next(217, 2)])
                XCTAssertEqual(interval.events, [.next(250, 0)])
                XCTAssertEqual(timer.events, [.next(240, 0), .next(290, 1)])
            }
        }
    }
}

