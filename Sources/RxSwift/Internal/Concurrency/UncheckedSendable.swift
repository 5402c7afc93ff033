/// Carries a value across a concurrency boundary (into a `@Sendable` closure, out of a critical
/// section, into a task) where the library's contract, not the compiler, guarantees the access is
/// safe; each use states why (a value only touched under a lock, an element handed over by the
/// observer contract, a sequence iterated by one task).
package struct UncheckedSendable<Value>: @unchecked Sendable {
    // @unchecked Sendable: each use states why the value is never touched concurrently.
    package let value: Value

    @inline(__always)
    package init(_ value: Value) {
        self.value = value
    }
}
