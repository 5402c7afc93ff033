import Foundation
@testable import RxSwift
import RxTestSupport
import XCTest

final class BinderTests: RxTestCase {
    func testBindsElementsToTheTarget() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        _ = Observable.of("a", "b").subscribe(binder)
        XCTAssertEqual(label.text, "b")
        XCTAssertEqual(label.history, ["a", "b"])
    }

    /// On the main thread a binder on the main scheduler binds at once; an element sent from
    /// inside the binding is bound once that binding returned (from the main queue), never
    /// nested in it.
    func testAMainSchedulerBinderBindsAtOnceAndAReentrantElementAfterwards() {
        XCTAssertTrue(Thread.isMainThread)
        let label = Label()
        var log: [String] = []
        final class Feed { var binder: Binder<String>? }
        let feed = Feed()
        feed.binder = Binder(label) { label, text in
            log.append("begin \(text)")
            label.text = text
            if text == "a" { feed.binder?.onNext("b") }
            log.append("end \(text)")
        }
        feed.binder?.onNext("a")
        XCTAssertEqual(log, ["begin a", "end a"])
        XCTAssertTrue(RealTime.runMainLoop(until: { log.count == 4 }))
        XCTAssertEqual(log, ["begin a", "end a", "begin b", "end b"])
        XCTAssertEqual(label.text, "b")
        feed.binder = nil
    }

    func testHoldsTheTargetWeakly() {
        var label: Label? = Label()
        weak let weakLabel = label
        let binder = Binder(label!, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        label = nil
        XCTAssertNil(weakLabel)
        binder.onNext("ignored") // nothing to bind to, nothing happens
    }

    func testBindsOnTheGivenScheduler() {
        let scheduler = ManualScheduler()
        let label = Label()
        let binder = Binder(label, scheduler: scheduler) { label, text in label.text = text }
        binder.onNext("later")
        XCTAssertNil(label.text)
        scheduler.runAll()
        XCTAssertEqual(label.text, "later")
    }

    func testCompletionIsIgnored() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        binder.onCompleted()
        binder.onNext("after")
        XCTAssertEqual(label.text, "after")
    }

    func testAsObserver() {
        let label = Label()
        let observer = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }.asObserver()
        observer.onNext("x")
        XCTAssertEqual(label.text, "x")
    }

    // The guide's "UI layer tips": binding to the user interface from a background thread is
    // reported in debug builds. The element is still set, on the main thread.

    func testBindingFromABackgroundThreadIsReportedInDebugBuilds() {
        let label = Label()
        let setOnMainThread = Locked<[Bool]>([])
        let binder = Binder(label) { label, text in
            setOnMainThread.append(Thread.isMainThread)
            label.text = text
        }
        let reported = anomalies {
            runConcurrently(threads: 1) { _ in binder.onNext("from the background") }
        }
        #if DEBUG
        XCTAssertEqual(reported, [.notOnMainThread("Binder.on(_:)")])
        #else
        XCTAssertEqual(reported, [])
        #endif
        XCTAssertTrue(RealTime.runMainLoop(until: { label.text != nil }))
        XCTAssertEqual(label.text, "from the background")
        XCTAssertEqual(setOnMainThread.current, [true])
    }

    func testBindingOnTheMainThreadIsNotReported() {
        let label = Label()
        let reported = anomalies {
            Binder(label) { label, text in label.text = text }.onNext("main")
        }
        XCTAssertEqual(reported, [])
        XCTAssertEqual(label.text, "main", "the main scheduler runs at once on the main thread")
    }

    func testABinderOnAnotherSchedulerIsNotReported() {
        let label = Label()
        let binder = Binder(label, scheduler: CurrentThreadScheduler.instance) { label, text in label.text = text }
        let reported = anomalies {
            runConcurrently(threads: 1) { _ in binder.onNext("elsewhere") }
        }
        XCTAssertEqual(reported, [])
    }
}

final class Label {
    var text: String? {
        didSet { if let text { history.append(text) } }
    }
    private(set) var history: [String] = []
}
