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
}

final class Label {
    var text: String? {
        didSet { if let text { history.append(text) } }
    }
    private(set) var history: [String] = []
}
