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

    /// Binds one element. An element rather than an `Event`: `on(_:)` reads the event where
    /// the binder's type is known (it is inlinable), since an `Event` matched in this unspecialized
    /// code looks its metadata up each time.
    @usableFromInline
    let bindElement: (Value) -> Void

    /// Binds elements to `target` with `binding`, on `scheduler`.
    // Inlinable, as the other initializer: built where `Target` and `Value` are known, the
    // closures call `binding` directly; built here, unspecialized, each element went through four
    // reabstraction thunks (47 instructions per element in `binder.bind.pumping`).
    @inlinable
    public init<Target: AnyObject>(_ target: Target, scheduler: ImmediateSchedulerType = MainScheduler(), binding: @escaping (Target, Value) -> Void) {
        #if DEBUG
        // Binding from another thread still works (the element hops to the main queue, as in
        // RxSwift), but it means the sequence is not observed where the user interface lives:
        // say so, as the guide's "UI layer tips" promise. A binder on another scheduler was
        // asked for on purpose.
        bindElement = Binder.binding(target, on: scheduler, reportsOffMainThread: scheduler is MainScheduler, binding)
        #else
        bindElement = Binder.binding(target, on: scheduler, reportsOffMainThread: false, binding)
        #endif
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
    @inlinable
    public init<Target: AnyObject>(_ target: Target, binding: @escaping @MainActor (Target, Value) -> Void) {
        // Called without `onMainActor`'s check of the thread: the main scheduler runs `binding` on
        // the main thread by construction (at once when called there, otherwise from the main
        // queue); the check and its closure cost about 60 instructions per element (see
        // MainActorCallbacks.swift for why the isolation can be dropped).
        let binding = unsafeBitCast(binding, to: ((Target, Value) -> Void).self)
        #if DEBUG
        bindElement = Binder.binding(target, on: MainScheduler(), reportsOffMainThread: true, binding)
        #else
        bindElement = Binder.binding(target, on: MainScheduler(), reportsOffMainThread: false, binding)
        #endif
    }

    /// The binding of one element: `binding` applied to `target` (held weakly) on `scheduler`.
    @inlinable
    static func binding<Target: AnyObject>(
        _ target: Target,
        on scheduler: ImmediateSchedulerType,
        reportsOffMainThread: Bool,
        _ binding: @escaping (Target, Value) -> Void
    ) -> (Value) -> Void {
        weak let weakTarget = target
        // The main scheduler on the main thread runs the binding at once (what `schedule` would
        // do, without its escaping closure: an allocation per element).
        // (The main scheduler is the only scheduler that runs work inline, as for `observe(on:)`.)
        // Unretained: `scheduler`, captured below, keeps it alive; a strong optional was retained
        // and released around every element.
        let inlineScheduler = (scheduler as? MainScheduler).map(Unmanaged.passUnretained)
        return { element in
            if reportsOffMainThread {
                reportBindingOffMainThread()
            }
            if let inlineScheduler, inlineScheduler._withUnsafeGuaranteedRef({ $0.enterInline() }) {
                if let target = weakTarget {
                    binding(target, element)
                }
                inlineScheduler._withUnsafeGuaranteedRef { $0.leaveInline() }
                return
            }
            _ = scheduler.schedule(element) { element in
                if let target = weakTarget {
                    binding(target, element)
                }
                return Disposables.create()
            }
        }
    }

    /// Binds the element of a `next` event; ignores completion. An error is a programming error.
    @inlinable
    public func on(_ event: Event<Value>) {
        switch event {
        case .next(let element): bindElement(element)
        case .error(let error): binderFailed(error)
        case .completed: break
        }
    }

    /// The binder as an `AnyObserver`.
    public func asObserver() -> AnyObserver<Value> {
        AnyObserver(eventHandler: on)
    }
}

/// An error reached a `Binder`: a programming error (it stops in debug builds and is ignored in
/// release builds), as in RxSwift.
@usableFromInline
func binderFailed(_ error: Swift.Error) {
    rxFatalErrorInDebug("Binding error: \(error)")
}

/// Reports a main-scheduler binder fed from another thread (debug builds of the library).
@usableFromInline
func reportBindingOffMainThread() {
    if !isOnMainThread() {
        RxDiagnostics.report(.notOnMainThread("Binder.on(_:)"))
    }
}
