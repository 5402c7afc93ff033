import Foundation

// `drive` and `emit` (RxCocoa) and `Binder` take `@MainActor` closures: a driver and a signal
// deliver on the main thread, and a binder on the main scheduler binds there, so the closures may
// touch main-actor state in Swift 6 without `MainActor.assumeIsolated`.
// These adapters turn them back into the plain closures `subscribe` takes, asserting the promise
// they rest on. Only a shared sequence built under a `SharingScheduler` mock that runs off the
// main thread can break it; it then stops the program, in every build, instead of running
// main-actor code on another thread. (`Binder` converts its closure itself, without the check:
// the main scheduler it binds on runs work on the main thread only; see Binder.swift.)
//
// Those declarations are `@preconcurrency`: RxSwift 6's closures are plain, and Swift 5 code keeps
// seeing them so (a `@MainActor` closure is `Sendable`, and Swift 5 code that mutates a captured
// local variable in it would get a new warning); Swift 6 code sees `@MainActor`.

// Each adapter checks the thread, then calls the closure seen without its isolation: a global
// actor does not change how a synchronous function is called, and this is what
// `MainActor.assumeIsolated` itself does after its check. Converting once, when subscribing,
// keeps the per-element path free of boxes and of the generic metadata they would need
// (`MainActor.assumeIsolated` allocates a box and asks the executor at every call: 1,577 → 568
// instructions per element in `binder.bind.pumping` without it).

/// A plain closure that calls `body` on the main actor; `unit` names the caller in the message.
package func onMainActor<Value>(_ body: @escaping @MainActor (Value) -> Void, _ unit: StaticString) -> (Value) -> Void {
    let call = unsafeBitCast(body, to: ((Value) -> Void).self)
    return { value in
        assumeMainThread(unit)
        call(value)
    }
}

/// A plain closure that calls `body` on the main actor; `unit` names the caller in the message.
package func onMainActor<First, Second>(_ body: @escaping @MainActor (First, Second) -> Void, _ unit: StaticString) -> (First, Second) -> Void {
    let call = unsafeBitCast(body, to: ((First, Second) -> Void).self)
    return { first, second in
        assumeMainThread(unit)
        call(first, second)
    }
}

/// A plain closure that calls `body` on the main actor; `unit` names the caller in the message.
package func onMainActor(_ body: @escaping @MainActor () -> Void, _ unit: StaticString) -> () -> Void {
    let call = unsafeBitCast(body, to: (() -> Void).self)
    return {
        assumeMainThread(unit)
        call()
    }
}

// The optional forms unwrap with `if let`, not `Optional.map`: a closure passed through a generic
// transform is reabstracted on the way in and out, two more thunks on every element.

/// `onMainActor(_:_:)` of `body`, if there is one.
package func onMainActor<Value>(ifAny body: (@MainActor (Value) -> Void)?, _ unit: StaticString) -> ((Value) -> Void)? {
    if let body { return onMainActor(body, unit) }
    return nil
}

/// `onMainActor(_:_:)` of `body`, if there is one.
package func onMainActor<First, Second>(ifAny body: (@MainActor (First, Second) -> Void)?, _ unit: StaticString) -> ((First, Second) -> Void)? {
    if let body { return onMainActor(body, unit) }
    return nil
}

/// `onMainActor(_:_:)` of `body`, if there is one.
package func onMainActor(ifAny body: (@MainActor () -> Void)?, _ unit: StaticString) -> (() -> Void)? {
    if let body { return onMainActor(body, unit) }
    return nil
}

/// Stops the program unless on the main thread, naming `unit`. On the main thread, synchronous
/// code is on the main actor: the main actor's executor is the main queue, served by that thread.
private func assumeMainThread(_ unit: StaticString) {
    if !isOnMainThread() {
        rxFatalError("\(unit): the sequence delivered an element off the main thread, where its @MainActor closures cannot run (a SharingScheduler mock driven from another thread?)")
    }
}
