import Foundation
import RxCocoa
import RxRelay
import RxSwift
import XCTest
import RxTestSupport

final class ReactiveControlPropertyTests: RxTestCase {
    func testStartsWithTheCurrentValueAndFollowsEdits() {
        let field = TextField(text: "start")
        var values: [String?] = []
        let subscription = field.rx.text.subscribe(onNext: { values.append($0) })
        field.type("a")
        field.type(nil)
        field.text = "set by code, not announced"
        XCTAssertEqual(values, ["start", "a", nil])
        subscription.dispose()
    }

    func testSettingThePropertyCallsTheSetterOnTheMainThread() {
        let field = TextField(text: nil)
        let property = field.rx.text
        let reported = anomalies {
            onBackgroundThread {
                property.onNext("from the background")
            }
        }
        XCTAssertTrue(spinRunLoop { field.text == "from the background" })
        XCTAssertEqual(field.setOnMainThread, [true])
        #if DEBUG
        XCTAssertEqual(reported, [.notOnMainThread("Binder.on(_:)")], "the guide's UI layer tips: binding from a background thread is reported")
        #endif
    }

    func testTheObjectIsHeldWeakly() {
        var field: TextField? = TextField(text: "x")
        weak let weakField = field
        let edits = field!.edits
        let property = field!.rx.text
        var events: [String] = []
        let subscription = property.subscribe(
            onNext: { events.append("next \($0 ?? "nil")") },
            onCompleted: { events.append("completed") }
        )
        field = nil
        XCTAssertNil(weakField, "the property does not keep the object alive")
        property.onNext("ignored")
        edits.accept(())
        XCTAssertEqual(events, ["next x", "completed"], "the next edit after the object went away completes")
        subscription.dispose()
    }

    func testAsDriverSharesTheEdits() {
        let field = TextField(text: "")
        let driver = field.rx.text.orEmpty.asDriver()
        var first: [String] = []
        var second: [String] = []
        let subscription1 = driver.drive(onNext: { first.append($0) })
        field.type("a")
        let subscription2 = driver.drive(onNext: { second.append($0) })
        field.type("ab")
        XCTAssertEqual(first, ["", "a", "ab"])
        XCTAssertEqual(second, ["a", "ab"], "the latest text is replayed")
        subscription1.dispose()
        subscription2.dispose()
    }
}
