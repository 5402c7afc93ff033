extension ObservableType {
    /// A sequence that, for each subscription, shares one subscription to this sequence among
    /// the uses of it that `selector` makes: it makes a subject with `subjectSelector`, subscribes
    /// the observer to what `selector` builds from the subject, then connects this sequence to
    /// the subject.
    ///
    ///     // selector: { shared in .merge(shared, shared.map { $0 * 10 }) }
    ///     source:  1-----2-----|
    ///     result:  1,10--2,20--|
    ///
    /// The source is subscribed once per subscription of the result, after the result's own
    /// subscription, so nothing the source emits at once is missed. Disposing the result
    /// disposes both the selected sequence and the connection. An error thrown by either closure
    /// is the sequence's error.
    ///
    /// - Parameters:
    ///   - subjectSelector: Makes the subject of one subscription.
    ///   - selector: Builds the result from the subject's sequence.
    /// - Returns: The sequence `selector` built, one per subscription.
    /// - SeeAlso: [ReactiveX Publish](http://reactivex.io/documentation/operators/publish.html)
    public func multicast<Subject: SubjectType, Result>(_ subjectSelector: @escaping () throws -> Subject, selector: @escaping (Observable<Subject.Element>) throws -> Observable<Result>) -> Observable<Result> where Subject.Observer.Element == Element {
        OperatorObservable<MulticastSelectorSink<Element, Subject, Result>, _>(
            source: asObservable(),
            arguments: MulticastSelection(makeSubject: subjectSelector, selector: selector)
        )
    }
}

/// What `multicast(_:selector:)` keeps between subscriptions.
struct MulticastSelection<Subject: SubjectType, Result> {
    let makeSubject: () throws -> Subject
    let selector: (Observable<Subject.Element>) throws -> Observable<Result>
}

/// Delivers the selected sequence of one subscription and holds the connection of the source to
/// that subscription's subject.
private final class MulticastSelectorSink<Element, Subject: SubjectType, Result>: Sink<Result, Result>, OperatorSink, @unchecked Sendable where Subject.Observer.Element == Element {
    // @unchecked Sendable: the closures are immutable; `connection` is thread-safe.

    /// Named: the sink observes the selected sequence, so `Sink.start(from:)` (a source of
    /// `Result`) is not its start.
    typealias SourceElement = Element

    private let makeSubject: () throws -> Subject
    private let selector: (Observable<Subject.Element>) throws -> Observable<Result>
    /// Assigned after the selected sequence was subscribed, perhaps after this sink was disposed
    /// (the selected sequence ended at once): it is then disposed on assignment.
    private let connection = SingleAssignmentDisposable()

    init(_ arguments: borrowing MulticastSelection<Subject, Result>, downstream: ObserverNode<Result>) {
        makeSubject = arguments.makeSubject
        selector = arguments.selector
        super.init(downstream: downstream)
    }

    func start(from source: Observable<Element>) {
        let subject: Subject
        let selected: Observable<Result>
        do {
            subject = try makeSubject()
            selected = try selector(subject.asObservable())
        } catch {
            downstream.setUpstream(self)
            fail(error)
            return
        }
        subscribe(to: selected)
        // As in RxSwift, the source is connected even if the selected sequence already ended:
        // subscribing it is observable (side effects, test subscriptions).
        let connectable = ConnectableObservableAdapter(source: source, subject: .fixed(subject))
        connection.setDisposable(connectable.connect())
    }

    override func receive(_ element: Result) {
        downstream.receive(element)
    }

    override func disposeResources() {
        connection.dispose()
    }
}
