import Foundation

/// A value shared between threads in tests, guarded by a lock.
final class LockedBox<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.lock(); defer { lock.unlock() }; return stored }

    func mutate(_ body: (inout Value) -> Void) {
        lock.lock(); defer { lock.unlock() }
        body(&stored)
    }
}

extension LockedBox where Value == Int {
    func add(_ delta: Int) { mutate { $0 += delta } }
}
