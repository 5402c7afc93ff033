import Foundation

/// An observer that binds elements to a target on a scheduler (the main scheduler by default),
/// holding the target weakly. It cannot receive errors: binding an error is a programming error
/// (fatal in debug builds). In debug builds, feeding a main-scheduler binder from another thread
/// is reported (the element is still set on the main thread).
///
///     let label = Label()
///     Observable.just("Hello").bind(to: Binder(label) { label, text in label.text = text })
public struct Binder<Value>: ObserverType, @unchecked Sendable {
    // @unchecked Sendable: the binding closure is immutable; it holds the target weakly and
    // performs the binding on the scheduler.

    /// The bound element type.
    public typealias Element = Value

    private let binding: (Event<Value>) -> Void

    /// Binds elements to `target` with `binding`, on `scheduler`.
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        weak let weakTarget = target
        #if DEBUG
        // Binding from another thread still works (the element hops to the main queue, as in
        // RxSwift), but it means the sequence is not observed where the user interface lives:
        // say so, as the guide's "UI layer tips" promise. A binder on another scheduler was
        // asked for on purpose.
        let expectsMainThread = scheduler is MainScheduler
        #endif
        self.binding = { event in
            switch event {
            case .next(let element):
                #if DEBUG
                if expectsMainThread && !isOnMainThread() {
                    RxDiagnostics.report(.notOnMainThread("Binder.on(_:)"))
                }
                #endif
                _ = scheduler.schedule(element) { element in
                    if let target = weakTarget {
                        binding(target, element)
                    }
                    return Disposables.create()
                }
            case .error(let error):
                rxFatalErrorInDebug("Binding error: \(error)")
            case .completed:
                break
            }
        }
    }

    /// Binds elements to `target` with `binding`, on the main thread.
    ///
    /// `binding` is main-actor code: the main scheduler always runs it on the main thread, so in
    /// Swift 6 it may touch main-actor state (a view, a `@MainActor` view model) with no
    /// `MainActor.assumeIsolated` and no warning, from whatever context the binder is made in
    /// (a `Reactive` extension, for instance).
    ///
    ///     extension Reactive where Base: Label {
    ///         var text: Binder<String> { Binder(base) { label, text in label.text = text } }
    ///     }
    ///
    /// `@preconcurrency`: Swift 5 code sees a plain closure, as in RxSwift 6, and gets no new
    /// warning; Swift 6 code sees `@MainActor`.
    @preconcurrency
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        self.init(target, scheduler: MainScheduler()) { target, value in
            // The main scheduler runs this on the main thread, inline or from the main queue.
            // Unchecked: `assumeIsolated` runs the binding at once, on this thread; nothing
            // crosses to another one.
            nonisolated(unsafe) let target = target
            nonisolated(unsafe) let value = value
            MainActor.assumeIsolated { binding(target, value) }
        }
    }

    /// Binds the element of a `next` event; ignores completion.
    public func on(_ event: Event<Value>) {
        binding(event)
    }

    /// The binder as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}
