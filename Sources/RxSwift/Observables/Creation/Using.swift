import Synchronization

extension ObservableType {
    /// A sequence that creates a resource at subscription, builds the sequence from it, and
    /// disposes the resource when the subscription ends (terminal event or disposal).
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class Using<Element, Resource: Disposable>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; the two factories are set in `init`.
    private let resourceFactory: () throws -> Resource
    private let observableFactory: (Resource) throws -> Observable<Element>

    init(resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) {
        self.resourceFactory = resourceFactory
        self.observableFactory = observableFactory
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = UsingSink<Element>(downstream: observer)
        let source: Observable<Element>
        do {
            let resource = try resourceFactory()
            sink.state.withLock { $0.resource = resource }
            source = try observableFactory(resource)
        } catch {
            observer.setUpstream(sink)
            sink.fail(error)
            sink.subscriptionReturned()
            return
        }
        sink.subscribe(to: source)
        sink.subscriptionReturned()
    }
}

private final class UsingSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: `state` is only touched under its mutex.

    struct State {
        /// Set before the subscription starts; released once, by whichever comes last of the
        /// disposal and the return of the source's subscription.
        var resource: Disposable?
        var isSubscribing = true
        var isDisposedWhileSubscribing = false
    }

    let state = Mutex(State())

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func disposeResources() {
        let resource = state.withLock { state -> Disposable? in
            if state.isSubscribing {
                // Ended while the source was being subscribed: the source's subscription is
                // released when it returns, and the resource after it, as in RxSwift.
                state.isDisposedWhileSubscribing = true
                return nil
            }
            return state.resource.take()
        }
        resource?.dispose()
    }

    /// The source's subscription returned: the resource goes now if the sink ended meanwhile.
    func subscriptionReturned() {
        let resource = state.withLock { state -> Disposable? in
            state.isSubscribing = false
            return state.isDisposedWhileSubscribing ? state.resource.take() : nil
        }
        resource?.dispose()
    }
}
