// RxCocoa's units fed from background work: `Driver`, `Signal`, a `Binder` and `bind(to:)`, a
// control property, all updating a main-actor screen.

import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTestSupport
import XCTest

/// A screen: main-actor state that the units update.
final class Screen: ReactiveCompatible {
    var title = ""
    var lines: [String] = []
    var taps = 0
    var text: String? = ""
    let edits = PublishRelay<Void>()
}

extension Reactive where Base: Screen {
    /// The screen's title, set on the main thread.
    var title: Binder<String> {
        Binder(base) { screen, title in screen.title = title }
    }

    /// The screen's text field.
    var text: ControlProperty<String?> {
        controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { $0.text = $1 })
    }
}

nonisolated final class UnitsTests: RxTestCase {
    func testADriverOfABackgroundTimerDrivesTheScreen() {
        runOnMainActor {
            let screen = Screen()
            let subscription = Observable<Int>.interval(.milliseconds(5), scheduler: backgroundScheduler())
                .take(3)
                .asDriver(onErrorJustReturn: -1)
                .map { "tick \($0)" }
                .drive(onNext: { screen.lines.append($0) })
            XCTAssertTrue(serveMainQueue { screen.lines.count == 3 })
            XCTAssertEqual(screen.lines, ["tick 0", "tick 1", "tick 2"])
            subscription.dispose()
        }
    }

    func testASignalOfARelayFedFromAnotherThreadEmitsToTheScreen() {
        runOnMainActor {
            let screen = Screen()
            let taps = PublishRelay<Int>()
            let subscription = taps.asSignal().emit(onNext: { screen.taps += $0 })
            DispatchQueue.global().async {
                taps.accept(2)
                taps.accept(3)
            }
            XCTAssertTrue(serveMainQueue { screen.taps == 5 })
            subscription.dispose()
        }
    }

    func testBindingBackgroundWorkToABinder() {
        runOnMainActor {
            let screen = Screen()
            let subscription = Observable<Int>.timer(.milliseconds(5), scheduler: backgroundScheduler())
                .observe(on: MainScheduler.instance)
                .map { _ in "loaded" }
                .bind(to: screen.rx.title)
            XCTAssertTrue(serveMainQueue { screen.title == "loaded" })
            subscription.dispose()
        }
    }

    func testBindingToAScreenPropertyThroughDynamicMemberLookup() {
        runOnMainActor {
            let screen = Screen()
            let subscription = Observable.just(["a", "b"]).bind(to: screen.rx.lines)
            XCTAssertEqual(screen.lines, ["a", "b"])
            subscription.dispose()
        }
    }

    func testAControlPropertyOfTheScreen() {
        runOnMainActor {
            let screen = Screen()
            var seen: [String] = []
            let subscription = screen.rx.text.orEmpty.subscribe(onNext: { seen.append($0) })
            screen.text = "typed"
            screen.edits.accept(())
            let binding = Observable.just("set").bind(to: screen.rx.text)
            XCTAssertTrue(serveMainQueue { screen.text == "set" })
            XCTAssertEqual(seen, ["", "typed"])
            subscription.dispose()
            binding.dispose()
        }
    }
}
