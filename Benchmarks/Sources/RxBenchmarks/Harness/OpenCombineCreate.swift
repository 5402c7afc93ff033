import OpenCombine

// Combine has no `Observable.create`. The scenarios that start from `create` use this publisher,
// the same thing in Combine's terms: on the first request it calls a closure that emits through a
// type-erased handle (as `create` hands the closure an `AnyObserver`). It keeps Combine's rules:
// it counts demand, drops values sent without demand (as `PassthroughSubject` does) and stops
// after `cancel()` or completion. One object per subscription, as `create` in the library.

/// The handle the closure emits through (the counterpart of `AnyObserver`).
class OCEmitter<Output> {
    func send(_ value: Output) {
        fatalError("abstract")
    }

    func finish() {
        fatalError("abstract")
    }
}

/// `Observable.create` for OpenCombine.
struct OCCreate<Output>: Publisher {
    typealias Failure = Never

    let body: (OCEmitter<Output>) -> Void

    init(_ body: @escaping (OCEmitter<Output>) -> Void) {
        self.body = body
    }

    func receive<Downstream: Subscriber>(subscriber: Downstream) where Downstream.Input == Output, Downstream.Failure == Never {
        subscriber.receive(subscription: OCCreateSubscription(body: body, downstream: subscriber))
    }
}

private final class OCCreateSubscription<Downstream: Subscriber>: OCEmitter<Downstream.Input>, Subscription
where Downstream.Failure == Never {
    private var downstream: Downstream?
    private var body: ((OCEmitter<Downstream.Input>) -> Void)?
    private var demand = Subscribers.Demand.none

    init(body: @escaping (OCEmitter<Downstream.Input>) -> Void, downstream: Downstream) {
        self.body = body
        self.downstream = downstream
    }

    func request(_ demand: Subscribers.Demand) {
        self.demand += demand
        guard self.demand > 0, let body else { return }
        self.body = nil
        body(self)
    }

    override func send(_ value: Downstream.Input) {
        guard let downstream, demand > 0 else { return }
        demand -= 1
        demand += downstream.receive(value)
    }

    override func finish() {
        guard let downstream else { return }
        self.downstream = nil
        body = nil
        downstream.receive(completion: .finished)
    }

    func cancel() {
        downstream = nil
        body = nil
    }
}
