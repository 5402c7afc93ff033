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
    ///   - timeSpan: The longest time an array collects elements; zero or negative: the period
    ///     ends at once each time (as in RxSwift, every tick on `TestScheduler`).
    ///   - count: The most elements an array holds; zero or negative sets no limit, as in
    ///     RxSwift (an array is full when it holds exactly `count` elements).
    ///   - scheduler: The scheduler that runs the timers.
    public func buffer(timeSpan: RxTimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        OperatorObservable<BufferSink<Element>, _>(source: asObservable(), arguments: (Timing(dueTime: timeSpan, scheduler: scheduler), count))
    }

    /// `buffer(timeSpan:count:scheduler:)` with the time span in seconds.
    @available(*, deprecated, message: "Use buffer(timeSpan:count:scheduler:) with an RxTimeInterval, such as .milliseconds(300)")
    public func buffer(timeSpan: TimeInterval, count: Int, scheduler: SchedulerType) -> Observable<[Element]> {
        buffer(timeSpan: rxInterval(seconds: timeSpan, "buffer(timeSpan:count:scheduler:)", "timeSpan"), count: count, scheduler: scheduler)
    }
}

private final class BufferSink<Element>: TimedSink<Element, [Element]>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `buffer` is only touched by lane work (see TimedSink). The period is
    // `dueTime`.
    private let count: Int

    private var buffer: [Element] = []

    init(_ arguments: (timing: Timing, count: Int), downstream: ObserverNode<[Element]>) {
        count = arguments.count
        super.init(arguments.timing, downstream: downstream)
    }

    override func start(from source: Observable<Element>) {
        subscribeStartingTimer(to: source)
    }

    override func sourceNext(_ element: Element) {
        buffer.append(element)
        if buffer.count == count {
            emitBuffer()
        }
    }

    override func timerFired() {
        emitBuffer()
    }

    override func sourceCompleted() {
        let last = buffer
        buffer = []
        forward(last)
        stop(with: nil)
    }

    /// Emits the buffer, then starts a new period. Lane only.
    ///
    /// In that order, as in RxSwift: what downstream schedules while it handles the buffer, for
    /// the tick the next period ends (a `debounce`'s timer, an inner sequence's element), runs
    /// before that period's timer on a scheduler that runs same-tick work in order.
    private func emitBuffer() {
        let full = buffer
        buffer = []
        forward(full)
        if isDelivering {
            startTimer(after: dueTime)
        }
    }
}
