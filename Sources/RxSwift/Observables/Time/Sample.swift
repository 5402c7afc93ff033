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
        observer.setUpstream(sink)
        // Through a node of its own, which lets the source go as soon as it completes while the
        // sink waits for the next sample.
        PassthroughSink(downstream: sink).subscribe(to: source)
        sink.subscribe(toSampler: sampler)
    }
}

private final class SampleSink<Element, SamplerElement>: Sink<Element, Element>, @unchecked Sendable {
    // @unchecked Sendable: the `var`s are only touched with `lock` held.
    private let lock = RecursiveLock()
    private let defaultValue: Element?

    /// The latest element since the previous sample.
    @exclusivity(unchecked) private var latest: Element?
    /// Whether the source completed: the next sample completes.
    @exclusivity(unchecked) private var isSourceCompleted = false
    @exclusivity(unchecked) private var isStopped = false
    @exclusivity(unchecked) private var samplerSubscription: SubscriptionNode?

    init(defaultValue: Element?, downstream: ObserverNode<Element>) {
        self.defaultValue = defaultValue
        super.init(downstream: downstream)
    }

    func subscribe(toSampler sampler: Observable<SamplerElement>) {
        let subscription = SamplerObserver(parent: self)
        // Not stored once disposed (the source may have failed during its subscription):
        // `disposeResources` already ran and would never release it, and the observer holds
        // the sink.
        let stored = lock.withLock { () -> Bool in
            guard !isDisposed else { return false }
            samplerSubscription = subscription
            return true
        }
        // Checked after storing it: a disposal that missed it is already under way.
        if stored, !isDisposed {
            sampler.run(subscription)
        }
    }

    // MARK: Source events

    override func onNext(_ element: Element) {
        lock.withLock { latest = element }
    }

    override func onError(_ error: Swift.Error) {
        stop(with: error)
    }

    override func onCompleted() {
        lock.withLock { isSourceCompleted = true }
    }

    // MARK: Sampler events

    /// The sampler emitted or completed.
    func sample() {
        let completed = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            // Read before delivering: a source completing from inside the delivery completes at
            // the next sample, as it does when it completes after the delivery returned.
            let sourceCompleted = isSourceCompleted
            if let element = latest ?? defaultValue {
                latest = nil
                downstream.onNext(element)
            }
            guard sourceCompleted, !isStopped else { return false }
            isStopped = true
            downstream.onCompleted()
            return true
        }
        if completed {
            dispose()
        }
    }

    func stop(with error: Swift.Error) {
        let failed = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            isStopped = true
            downstream.onError(error)
            return true
        }
        if failed {
            dispose()
        }
    }

    override func disposeResources() {
        // The sampler's observer holds the sink: letting it go ends the cycle.
        let subscription = lock.withLock { () -> SubscriptionNode? in
            defer { samplerSubscription = nil }
            return samplerSubscription
        }
        subscription?.dispose()
    }
}

/// Observes the sampler. Its completion samples once more but, as in RxSwift, does not release
/// it: the sampler subscription lasts as long as the sink.
private final class SamplerObserver<Element, SamplerElement>: ObserverNode<SamplerElement>, @unchecked Sendable {
    // @unchecked Sendable: immutable.
    private let parent: SampleSink<Element, SamplerElement>

    init(parent: SampleSink<Element, SamplerElement>) {
        self.parent = parent
    }

    override func onNext(_ element: SamplerElement) {
        parent.sample()
    }

    override func onError(_ error: Swift.Error) {
        parent.stop(with: error)
    }

    override func onCompleted() {
        parent.sample()
    }
}
