extension ObservableType {
    /// A sequence that calls `observableFactory` at each subscription and subscribes to its
    /// result; an error thrown by the factory is delivered as the sequence's error.
    public static func deferred(_ observableFactory: @escaping () throws -> Observable<Element>) -> Observable<Element> {
        Deferred(observableFactory)
    }
}

final class Deferred<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `factory` is set in `init`.
    private let factory: () throws -> Observable<Element>

    init(_ factory: @escaping () throws -> Observable<Element>) {
        self.factory = factory
    }

    override func run(_ observer: ObserverNode<Element>) {
        let source: Observable<Element>
        do {
            source = try factory()
        } catch {
            observer.receive(error: error)
            return
        }
        // Through a node that ends the subscription once it forwarded a terminal event, as
        // RxSwift's deferred sink does (before a `do(afterCompleted:)` of the source runs).
        PassthroughSink(downstream: observer).subscribe(to: source)
    }
}
