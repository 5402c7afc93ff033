import Dispatch
import Foundation
import Observation
import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

@Observable
private final class Window: ReactiveCompatible {
    var frame = 1
    var title = "untitled"
    var content: Content?
    @ObservationIgnored var ignored = 0
    let identifier = "window"
}

@Observable
private final class Content {
    var size = 10
}

/// `rx.observe(_:on:)` on real `@Observable` classes.
final class KeyPathObservationTests: RxTestCase {
    /// The serial queue that owns the model in most tests: mutations and subscriptions happen in
    /// its work items, and `flush()` waits until everything queued so far ran.
    private let queue = DispatchQueue(label: "KeyPathObservationTests")

    private func flush() {
        queue.sync {}
    }

    private func subscribe<Value>(_ source: RxSwift.Observable<Value>, into events: Locked<[String]>) -> Disposable {
        queue.sync {
            source.subscribe { event in events.append("\(event)") }
        }
    }

    func testEmitsTheCurrentValueOnSubscriptionSynchronously() {
        let window = Window()
        var values: [Int] = []
        let subscription = window.rx.observe(\.frame).subscribe(onNext: { values.append($0) })
        XCTAssertEqual(values, [1])
        subscription.dispose()
    }

    func testEmitsTheNewValueAfterTheChangeNotTheOldOne() {
        let window = Window()
        let events = Locked<[String]>([])
        let subscription = subscribe(window.rx.observe(\.frame, on: queue), into: events)

        queue.sync { window.frame = 2 }
        flush()
        queue.sync { window.frame = 3 }
        flush()

        XCTAssertEqual(events.current, ["next(1)", "next(2)", "next(3)"])
        subscription.dispose()
    }

    func testChangesInOneWorkItemArriveAsTheLastValue() {
        let window = Window()
        let events = Locked<[String]>([])
        let subscription = subscribe(window.rx.observe(\.frame, on: queue), into: events)

        queue.sync {
            window.frame = 2
            window.frame = 3
        }
        flush()

        XCTAssertEqual(events.current, ["next(1)", "next(3)"])
        subscription.dispose()
    }

    func testOnlyTheObservedPropertyCounts() {
        let window = Window()
        let events = Locked<[String]>([])
        let subscription = subscribe(window.rx.observe(\.title, on: queue), into: events)

        queue.sync { window.frame = 5 }
        flush()
        queue.sync { window.title = "main" }
        flush()

        XCTAssertEqual(events.current, ["next(untitled)", "next(main)"])
        subscription.dispose()
    }

    func testANestedKeyPathFollowsEveryObservableStep() {
        let window = Window()
        let events = Locked<[String]>([])
        let subscription = subscribe(window.rx.observe(\.content?.size, on: queue), into: events)

        let content = Content()
        queue.sync { window.content = content }
        flush()
        queue.sync { content.size = 20 }
        flush()
        queue.sync { window.content = nil }
        flush()
        queue.sync { content.size = 30 }  // no longer reachable from the window
        flush()

        XCTAssertEqual(events.current, ["next(nil)", "next(Optional(10))", "next(Optional(20))", "next(nil)"])
        subscription.dispose()
    }

    func testMutationsOnTheMainThreadAreDeliveredOnTheMainQueueByDefault() {
        let window = Window()
        var values: [Int] = []
        var threads: [Bool] = []
        let subscription = window.rx.observe(\.frame).subscribe(onNext: { value in
            values.append(value)
            threads.append(Thread.isMainThread)
        })

        window.frame = 2
        XCTAssertEqual(values, [1], "the change is read after the mutation's work item, not inside the setter")
        XCTAssertTrue(spinRunLoop { values.count == 2 })

        XCTAssertEqual(values, [1, 2])
        XCTAssertEqual(threads, [true, true])
        subscription.dispose()
    }

    func testCompletesWhenTheObjectIsDeallocatedWithoutRetainingIt() {
        var window: Window? = Window()
        weak let weakWindow = window
        let events = Locked<[String]>([])
        let subscription = subscribe(window!.rx.observe(\.frame, on: queue), into: events)

        queue.sync { window = nil }
        flush()

        XCTAssertNil(weakWindow, "the subscription does not retain the object")
        XCTAssertEqual(events.current, ["next(1)", "completed"])
        subscription.dispose()
    }

    func testCompletesWhenTheObjectIsDeallocatedAfterChanges() {
        var window: Window? = Window()
        let events = Locked<[String]>([])
        let subscription = subscribe(window!.rx.observe(\.frame, on: queue), into: events)

        queue.sync { window!.frame = 2 }
        flush()
        queue.sync { window = nil }
        flush()

        XCTAssertEqual(events.current, ["next(1)", "next(2)", "completed"])
        subscription.dispose()
    }

    func testASubscriptionAfterTheObjectIsGoneCompletesAtOnce() {
        var window: Window? = Window()
        let frames = window!.rx.observe(\.frame, on: queue)
        window = nil
        let events = Locked<[String]>([])
        let subscription = subscribe(frames, into: events)
        XCTAssertEqual(events.current, ["completed"])
        subscription.dispose()
    }

    func testDisposeStopsTheObservation() {
        var window: Window? = Window()
        weak let weakWindow = window
        let events = Locked<[String]>([])
        let subscription = subscribe(window!.rx.observe(\.frame, on: queue), into: events)

        queue.sync { subscription.dispose() }
        queue.sync { window!.frame = 2 }
        flush()
        queue.sync { window!.frame = 3 }
        flush()
        queue.sync { window = nil }
        flush()

        XCTAssertEqual(events.current, ["next(1)"])
        XCTAssertNil(weakWindow)
    }

    func testDisposeBetweenTheChangeAndItsReadDeliversNothingMore() {
        let window = Window()
        let events = Locked<[String]>([])
        let subscription = subscribe(window.rx.observe(\.frame, on: queue), into: events)

        queue.sync {
            window.frame = 2  // the read is queued behind this work item
            subscription.dispose()
        }
        flush()

        XCTAssertEqual(events.current, ["next(1)"])
    }

    func testSubscriptionsAreIndependent() {
        let window = Window()
        let first = Locked<[String]>([]), second = Locked<[String]>([])
        let one = subscribe(window.rx.observe(\.frame, on: queue), into: first)
        let two = subscribe(window.rx.observe(\.frame, on: queue), into: second)

        queue.sync { window.frame = 2 }
        flush()
        one.dispose()
        queue.sync { window.frame = 3 }
        flush()
        two.dispose()

        XCTAssertEqual(first.current, ["next(1)", "next(2)"])
        XCTAssertEqual(second.current, ["next(1)", "next(2)", "next(3)"])
    }

    #if TRACE_RESOURCES
    func testDisposalAndDeallocationReleaseEverything() {
        let start = steadyResourceTotal()
        var window: Window? = Window()
        let events = Locked<[String]>([])
        do {
            // Scoped: a disposable still held is a live resource.
            let disposed = subscribe(window!.rx.observe(\.frame, on: queue), into: events)
            let completed = subscribe(window!.rx.observe(\.title, on: queue).map { $0.count }, into: events)
            queue.sync { window!.frame = 2 }
            flush()
            disposed.dispose()
            queue.sync { window = nil }
            flush()
            _ = completed
        }
        XCTAssertEqual(events.current, ["next(1)", "next(8)", "next(2)", "completed"])
        XCTAssertEqual(RxTestCase.settledTotal(towards: start), start, "resources leaked")
    }
    #endif

    func testAKeyPathThatReadsNothingObservableEmitsItsValueAndCompletes() {
        let window = Window()
        let constant = Locked<[String]>([]), ignored = Locked<[String]>([])
        _ = subscribe(window.rx.observe(\.identifier, on: queue), into: constant)
        _ = subscribe(window.rx.observe(\.ignored, on: queue), into: ignored)
        flush()

        XCTAssertEqual(constant.current, ["next(window)", "completed"])
        XCTAssertEqual(ignored.current, ["next(0)", "completed"])
    }
}
