extension ObservableType {
    /// Emits, whenever `sampler` emits or completes, the latest element of the source since the
    /// previous sample, or `defaultValue` if there was none (nothing if it is nil).
    ///
    /// Once the source completed, the sequence completes at the next sample; an error of either
    /// sequence is forwarded at once.
    ///
    ///     source:    1-2-3------4-|
    ///     sampler:   --a---b--c---d-|
    ///     sample:    --2---3------4|
    ///
    /// - Parameters:
    ///   - sampler: The sequence whose elements and completion trigger the samples.
    ///   - defaultValue: What a sample emits when no element arrived since the previous one.
    public func sample<Source: ObservableType>(_ sampler: Source, defaultValue: Element? = nil) -> Observable<Element> {
        Sample(source: asObservable(), sampler: sampler.asObservable(), defaultValue: defaultValue)
    }
}

final class Sample<Element, SamplerElement>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `source`, `sampler` and `defaultValue` are set in `init`.
    private let source: Observable<Element>
    private let sampler: Observable<SamplerElement>
    private let defaultValue: Element?

    init(source: Observable<Element>, sampler: Observable<SamplerElement>, defaultValue: Element?) {
        self.source = source
        self.sampler = sampler
        self.defaultValue = defaultValue
    }

    override func run(_ observer: ObserverNode<Element>) {
        let sink = SampleSink<Element, SamplerElement>(defaultValue: defaultValue, downstream: observer)
        sink.subscribingBeforeLinking {
            // A sampler failing at once is released when its own subscription returned, the
            // source once both are subscribed: RxSwift's order.
            sink.deferringReleaseWhileStarting {
                if !sink.releasedAtOnceIfEnded(source) {
                    source.run(sink)
                }
                sink.subscribe(toSampler: sampler)
            }
        }
    }
}

private final class SampleSink<Element, SamplerElement>: SerializingSink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: the `var`s are only touched by lane work.
    private let defaultValue: Element?

    private var latest: Element?
    private var isSourceCompleted = false
    private let sampler = SideSubscription()

    init(defaultValue: Element?, downstream: ObserverNode<Element>) {
        self.defaultValue = defaultValue
        super.init(downstream: downstream)
    }

    func subscribe(toSampler sampler: Observable<SamplerElement>) {
        self.sampler.subscribe(SamplerObserver(parent: self), to: sampler)
    }

    // MARK: Source events

    override func receive(_ element: Element) {
        if lane.tryEnter() {
            latest = element
            lane.leave(self)
        } else {
            keepLater(element)
        }
    }

    /// The queued path of `receive`, out of line: formed inline, the queued closure costs the
    /// uncontended path 20–35 instructions in this generic context (see DeliveryLane).
    @inline(never)
    private func keepLater(_ element: Element) {
        lane.enqueue(self, self, element) { $0.latest = $1 }
    }

    override func receive(error: Swift.Error) {
        serialize { [self] in stop(with: error) }
    }

    override func receiveCompletion() {
        serialize { [self] in isSourceCompleted = true }
        // The source goes as soon as it completed, while the sink waits for the next sample.
        disposeUpstream()
    }

    // MARK: Sampler events

    /// The sampler emitted or completed.
    func sample() {
        serialize { [self] in
            guard isDelivering else { return }
            // Read before delivering: a source completing from inside the delivery completes at
            // the next sample, as it does when it completes after the delivery returned.
            let sourceCompleted = isSourceCompleted
            if let element = latest ?? defaultValue {
                latest = nil
                forward(element)
            }
            if sourceCompleted {
                stop(with: nil)
            }
        }
    }

    override func disposeResources() {
        // The sampler's observer holds the sink: letting it go ends the cycle.
        sampler.dispose()
    }
}

private final class SamplerObserver<Element, SamplerElement>: ObserverNode<SamplerElement>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: SampleSink<Element, SamplerElement>

    init(parent: SampleSink<Element, SamplerElement>) {
        self.parent = parent
    }

    override func receive(_ element: SamplerElement) {
        parent.sample()
    }

    override func receive(error: Swift.Error) {
        parent.receive(error: error)
    }

    override func receiveCompletion() {
        parent.sample()
        // As in RxSwift: the sampler's subscription ends with the sampler (a sampler that ends
        // itself does so after its `do(afterCompleted:)`).
        disposeAfterTerminal()
    }
}
