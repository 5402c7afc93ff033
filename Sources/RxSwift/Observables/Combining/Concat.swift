extension ObservableType {
    /// This sequence's elements, then `second`'s once this one completed.
    ///
    ///     self:    --1--2|
    ///     second:        --3|
    ///     concat:  --1--2--3|
    public func concat<Source: ObservableConvertibleType>(_ second: Source) -> Observable<Element> where Source.Element == Element {
        ConcatSequence([asObservable(), second.asObservable()])
    }

    /// The elements of each sequence in turn, subscribing to the next when the previous one
    /// completed. The sequence is read lazily, so it may be long or infinite.
    public static func concat<Sequence: Swift.Sequence>(_ sequence: Sequence) -> Observable<Element> where Sequence.Element == Observable<Element> {
        ConcatSequence(sequence)
    }

    /// The elements of each sequence in turn.
    public static func concat<Collection: Swift.Collection>(_ collection: Collection) -> Observable<Element> where Collection.Element == Observable<Element> {
        ConcatSequence(collection)
    }

    /// The elements of each sequence in turn.
    public static func concat(_ sources: Observable<Element>...) -> Observable<Element> {
        ConcatSequence(sources)
    }
}

extension ObservableType where Element: ObservableConvertibleType {
    /// The elements of each inner sequence in turn: an inner sequence is subscribed when the
    /// previous one completed; the others wait in order.
    public func concat() -> Observable<Element.Element> {
        mergeLimited(asObservable(), maxConcurrent: 1, InnerSelection(MergeInner<Element, Element.Element>.self))
    }
}

/// Concatenation of the sequences of a Swift sequence, read lazily.
final class ConcatSequence<Sources: Sequence, Element>: Observable<Element>, @unchecked Sendable where Sources.Element == Observable<Element> {
    // @unchecked Sendable: `sources` is set in `init` and never changes; each subscription iterates
    // its own iterator.
    private let sources: Sources

    init(_ sources: Sources) {
        self.sources = sources
    }

    override func run(_ observer: ObserverNode<Element>) {
        var iterator = sources.makeIterator()
        let sink = MergeSink<Never, Element>(
            policy: MergePolicy(maxConcurrent: 1, releasesLastInnerAfterCompleting: true),
            pullSource: { iterator.next() },
            downstream: observer
        )
        // The downstream gets the sink at once, unlike other operators' (see `Sink.subscribe(to:)`):
        // a `concat` ended while it subscribes its sources stops after the source whose turn
        // came, where RxSwift goes on through every source that completes at once, and never
        // returns if they do not run out (README, "Differences from RxSwift 6").
        observer.setUpstream(sink)
        sink.subscribingSources {
            if let first = sink.nextSource() {
                sink.start(first)
            }
            // No outer sequence: the sources it pulls lazily follow in turn.
            sink.receiveCompletion()
        }
    }
}
