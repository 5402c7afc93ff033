extension ObservableType {
    /// A sequence that creates a resource at subscription, builds the sequence from it, and
    /// disposes the resource when the subscription ends (terminal event or disposal).
    public static func using<Resource: Disposable>(_ resourceFactory: @escaping () throws -> Resource, observableFactory: @escaping (Resource) throws -> Observable<Element>) -> Observable<Element> {
        Using(resourceFactory: resourceFactory, observableFactory: observableFactory)
    }
}

final class Using<Element, Resource: Disposable>: Observable<Element>, @unchecked Sendable {
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
            sink.resource = resource
            source = try observableFactory(resource)
        } catch {
            observer.setUpstream(sink)
            sink.fail(error)
            return
        }
        sink.subscribe(to: source)
    }
}

private final class UsingSink<Element>: Sink<Element, Element>, @unchecked Sendable {
    // Set before the subscription starts; released by `disposeResources`, which runs once.
    var resource: Disposable?

    override func receive(_ element: Element) {
        downstream.receive(element)
    }

    override func disposeResources() {
        let resource = self.resource
        self.resource = nil
        resource?.dispose()
    }
}
