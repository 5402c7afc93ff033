@testable import RxSwift
import RxTestSupport
import XCTest

final class JustTests: RxTestCase {
    func testJustEmitsOneElementThenCompletes() {
        XCTAssertEqual(recordSynchronously(Observable.just(42)), [.next(42), .completed])
    }

    func testJustIsReusable() {
        let source = Observable.just("x")
        XCTAssertEqual(recordSynchronously(source), [.next("x"), .completed])
        XCTAssertEqual(recordSynchronously(source), [.next("x"), .completed])
    }

    func testJustOnCurrentThreadSchedulerAtTopLevelIsSynchronous() {
        XCTAssertEqual(recordSynchronously(Observable.just(1, scheduler: CurrentThreadScheduler.instance)), [.next(1), .completed])
    }

    func testJustOnCurrentThreadSchedulerCanBeDisposedBeforeItEmits() {
        var events: [Recording<Int>] = []
        var disposed = 0
        onTrampoline {
            let subscription = Observable.just(1, scheduler: CurrentThreadScheduler.instance)
                .subscribe(onNext: { events.append(.next($0)) }, onCompleted: { events.append(.completed) }, onDisposed: { disposed += 1 })
            subscription.dispose()
        }
        XCTAssertEqual(events, [])
        XCTAssertEqual(disposed, 1)
    }

    func testJustOnAnotherSchedulerEmitsThenCompletesInTwoSteps() {
        let scheduler = ManualScheduler()
        var events: [Recording<Int>] = []
        let subscription = Observable.just(7, scheduler: scheduler).subscribe { events.append(Recording($0)) }
        XCTAssertEqual(events, [])
        scheduler.runOne()
        XCTAssertEqual(events, [.next(7)])
        scheduler.runOne()
        XCTAssertEqual(events, [.next(7), .completed])
        subscription.dispose()
    }

    func testJustOnAnotherSchedulerDisposedBetweenElementAndCompletion() {
        let scheduler = ManualScheduler()
        var events: [Recording<Int>] = []
        let subscription = Observable.just(7, scheduler: scheduler).subscribe { events.append(Recording($0)) }
        scheduler.runOne()
        subscription.dispose()
        scheduler.runAll()
        XCTAssertEqual(events, [.next(7)])
    }
}
