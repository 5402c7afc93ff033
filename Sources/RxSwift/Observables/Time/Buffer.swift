import Foundation

extension ObservableType {
    /// Collects elements into arrays, emitted every `timeSpan` or as soon as one holds `count`
    /// elements, whichever comes first; a full buffer restarts the period.
    ///
    /// An array is emitted at the end of every period, empty if nothing arrived. On completion
    /// the current array (possibly empty) is emitted, then completion; an error is forwarded at
    /// once and the current array dropped.
    ///
    ///     source:                          123-4--------|
    ///     buffer(timeSpan: 5, count: 3):   --a----b----cd|     a = [1, 2, 3], b = [4], c = d = []
    ///
    /// - Parameters:
    ///   - timeSpan: The longest time an array collects elements; positive.
    ///   - count: The most elements an array holds; positive.
    ///   - scheduler: The scheduler that runs the timers.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        rxPreconditionPositive(timeSpan, "buffer(timeSpan:count:scheduler:)", "timeSpan")
        rxPrecondition(count > 0, "buffer(timeSpan:count:scheduler:): count must be positive (got \(count))")
        return Buffer(source: asObservable(), timeSpan: timeSpan, count: count, scheduler: scheduler)
    }

    /// `buffer(timeSpan:count:scheduler:)` with the time span in seconds.
    @available(*, deprecated, message: "Use buffer(timeSpan:count:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func buffer(timeSpan: TimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        buffer(timeSpan: rxInterval(seconds: timeSpan, "buffer(timeSpan:count:scheduler:)", "timeSpan"), count: count, scheduler: scheduler)
    }
}

final class Buffer<Element>: Observable<[Element]>, @unchecked Sendable {
    private let source: Observable<Element>
    private let timeSpan: RxTimeInterval
    private let count: Int
    private let scheduler: SchedulerType

    init(source: Observable<Element>, timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) {
        self.source = source
        self.timeSpan = timeSpan
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<[Element]>) {
        BufferSink(timeSpan: timeSpan, count: count, scheduler: scheduler, downstream: observer).subscribe(to: source, startingTimerAfter: timeSpan)
    }
}

private final class BufferSink<Element>: TimedSink<Element, [Element]>, @unchecked Sendable {
    // @unchecked Sendable: `buffer` is only touched with `lock` held (see TimedSink).
    private let timeSpan: RxTimeInterval
    private let count: Int

    @exclusivity(unchecked) private var buffer: [Element] = []

    init(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType, downstream: ObserverNode<[Element]>) {
        self.timeSpan = timeSpan
        self.count = count
        super.init(scheduler: scheduler, downstream: downstream)
    }

    override func onNext(_ element: Element) {
        let generation = lock.withLock { () -> UInt64? in
            guard !isStopped else { return nil }
            buffer.append(element)
            return buffer.count == count ? emitBuffer() : nil
        }
        if let generation {
            startTimer(generation, after: timeSpan)
        }
    }

    override func timerFired() -> TimerStep {
        .restart(emitBuffer(), after: timeSpan)
    }

    override func onCompleted() {
        let completed = lock.withLock { () -> Bool in
            guard !isStopped else { return false }
            let last = buffer
            buffer = []
            downstream.onNext(last)
            return stop(with: nil)
        }
        if completed {
            dispose()
        }
    }

    /// Emits the current array and starts a new period, whose generation it returns. Lock held.
    private func emitBuffer() -> UInt64 {
        let generation = nextTimer()
        let full = buffer
        buffer = []
        downstream.onNext(full)
        return generation
    }
}
