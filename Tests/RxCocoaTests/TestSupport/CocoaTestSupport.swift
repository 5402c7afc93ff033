import Foundation
import RxSwift
import RxRelay
import RxCocoa
import RxTest
import XCTest

// Tools for the RxCocoa trait tests, beside the shared `TestSupport.swift`.

/// Runs `body` on a new thread and waits (serving the main queue meanwhile, so `body` may wait
/// for the main thread) until it returned; fails the test after `timeout` seconds.
func onBackgroundThread(timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line, _ body: @escaping @Sendable () -> Void) {
    let finished = Locked(false)
    let thread = Thread {
        body()
        finished.withLock { $0 = true }
    }
    thread.start()
    if !spinRunLoop(timeout: timeout, until: { finished.current }) {
        XCTFail("the background thread did not finish within \(timeout) s", file: file, line: line)
    }
}

/// A text field as a Linux application might write it: its `text` changes through the user
/// (`type(_:)`), which announces the edit on `edits`, or through code.
final class TextField: ReactiveCompatible {
    var text: String? = ""
    /// Set on every assignment, to check which thread the property was set from.
    private(set) var setOnMainThread: [Bool] = []
    let edits = PublishRelay<Void>()

    init(text: String? = "") {
        self.text = text
    }

    /// What the user typing does: changes the text and announces the edit.
    func type(_ text: String?) {
        self.text = text
        edits.accept(())
    }

    fileprivate func assign(_ text: String?) {
        setOnMainThread.append(Thread.isMainThread)
        self.text = text
    }
}

extension Reactive where Base: TextField {
    /// The text, as UIKit's `textField.rx.text`.
    var text: ControlProperty<String?> {
        controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { $0.assign($1) })
    }
}

/// A label: a target for binders.
final class Label: ReactiveCompatible {
    var text: String?
    /// Every text set through `assign`, in order.
    private(set) var history: [String?] = []
    private(set) var setOnMainThread: [Bool] = []

    init(text: String? = nil) {
        self.text = text
    }

    func assign(_ text: String?) {
        setOnMainThread.append(Thread.isMainThread)
        history.append(text)
        self.text = text
    }
}

extension Reactive where Base: Label {
    /// Sets the label's text, as UIKit's `label.rx.text`.
    var text: Binder<String?> {
        Binder(base) { label, text in label.assign(text) }
    }
}

/// Runs `body` with a new `TestScheduler` as the scheduler of every shared sequence built inside.
///
/// The scheduler simulates no processing delay, so a driver delivers an element at the tick its
/// source emitted it, which keeps the expected recordings readable.
func withSharingScheduler(_ body: (TestScheduler) throws -> Void) rethrows {
    let scheduler = TestScheduler(initialClock: 0, simulateProcessingDelay: false)
    try SharingScheduler.mock(scheduler: scheduler) {
        try body(scheduler)
    }
}

/// An `Observable` that counts its subscriptions and hands each subscriber to `onSubscribe`.
final class CountingSource<Element>: @unchecked Sendable {
    // @unchecked Sendable: the counters are `Locked`; observers are only touched by the test.
    private let subscriptions = Locked(0)
    private let disposals = Locked(0)
    /// The observers of the subscriptions not disposed yet, by subscription number. A disposed
    /// subscription's observer is let go: keeping it would keep its whole chain alive (and the
    /// leak check of `RxTestCase` would report it).
    private let observers = Locked<[Int: AnyObserver<Element>]>([:])

    var subscriptionCount: Int { subscriptions.current }
    var disposalCount: Int { disposals.current }

    /// The sequence: every subscription is counted and its observer kept for `send`.
    var observable: Observable<Element> {
        Observable.create { [self] observer in
            let number = subscriptions.withLock { count -> Int in
                count += 1
                return count
            }
            observers.withLock { $0[number] = observer }
            return Disposables.create { [self] in
                disposals.withLock { $0 += 1 }
                observers.withLock { $0[number] = nil }
            }
        }
    }

    /// Sends `event` to the observers of every subscription not disposed yet.
    func send(_ event: Event<Element>) {
        let current = observers.withLock { $0.sorted { $0.key < $1.key }.map(\.value) }
        for observer in current {
            observer.on(event)
        }
    }
}
