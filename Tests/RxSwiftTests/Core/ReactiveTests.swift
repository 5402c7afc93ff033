import Foundation
@testable import RxSwift
import RxTestSupport
import XCTest

final class ReactiveTests: RxTestCase {
    func testReactiveWrapsTheBase() {
        let object = Widget()
        XCTAssertTrue(object.rx.base === object)
        XCTAssertTrue(Reactive(object).base === object)
    }

    func testCustomExtensionsAreReachable() {
        let object = Widget()
        XCTAssertEqual(object.rx.describe, "widget")
        XCTAssertEqual(Widget.rx.kind, "Widget")
    }

    func testKeyPathBinderOnTheMainThread() throws {
        // The dynamic-member binder binds on `MainScheduler()`, synchronously when called on
        // the main thread with nothing queued (XCTest runs tests on the main thread).
        try XCTSkipUnless(Thread.isMainThread, "needs the main thread")
        let object = Widget()
        _ = Observable.just("title").subscribe(object.rx.title)
        XCTAssertEqual(object.title, "title")
    }
}

final class Widget: NSObject {
    var title = ""
}

extension Reactive where Base: Widget {
    var describe: String { "widget" }
    static var kind: String { "Widget" }
}
