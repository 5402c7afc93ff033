/// The integer types `range` and `interval` accept.
public typealias RxAbstractInteger = FixedWidthInteger

extension ObservableType where Element: RxAbstractInteger {
    /// The `count` integers from `start`, emitted on `scheduler`.
    ///
    ///     range(start: 1, count: 3): 123|
    ///
    /// - Precondition: `count >= 0` and `start + count - 1` does not overflow (RxSwift stops on
    ///   both too).
    public static func range(start: Element, count: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        rxPrecondition(count >= 0, "range(start:count:): count must not be negative (got \(count))")
        rxPrecondition(count == 0 || !start.addingReportingOverflow(count - 1).overflow, "range(start:count:): start + count - 1 overflows \(Element.self)")
        return RangeProducer(start: start, count: count, scheduler: scheduler)
    }
}

final class RangeProducer<Element: RxAbstractInteger>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; `start`, `count` and `scheduler` are set in `init`.
    private let start: Element
    private let count: Element
    private let scheduler: ImmediateSchedulerType

    init(start: Element, count: Element, scheduler: ImmediateSchedulerType) {
        self.start = start
        self.count = count
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) {
        if Element.self == Int.self {
            // The common case, without generic integer arithmetic per element.
            IntRangeSink(
                start: unsafeBitCast(start, to: Int.self),
                count: unsafeBitCast(count, to: Int.self),
                downstream: unsafeDowncast(observer, to: ObserverNode<Int>.self)
            ).start(on: scheduler)
        } else {
            RangeSink(start: start, count: count, downstream: observer).start(on: scheduler)
        }
    }
}

private final class IntRangeSink: RecursiveSourceSink<Int>, @unchecked Sendable {
    // @unchecked Sendable: `next` and `remaining` are only touched by `step`, which the scheduler
    // serializes (see RecursiveSourceSink).
    @exclusivity(unchecked)
    private var next: Int
    @exclusivity(unchecked)
    private var remaining: Int

    init(start: Int, count: Int, downstream: ObserverNode<Int>) {
        next = start
        remaining = count
        super.init(downstream: downstream)
    }

    override func step() -> Bool {
        if remaining > 0 {
            let element = next
            remaining -= 1
            // Wrapping: past the last element (which may be `Int.max`) `next` is not used.
            next &+= 1
            downstream.receive(element)
            return true
        }
        complete()
        return false
    }
}

private final class RangeSink<Element: RxAbstractInteger>: RecursiveSourceSink<Element>, @unchecked Sendable {
    // @unchecked Sendable: `emitted` is only touched by `step`, which the scheduler serializes (see
    // RecursiveSourceSink); `start` and `count` are immutable.
    private let start: Element
    private let count: Element
    @exclusivity(unchecked)
    private var emitted: Element = 0

    init(start: Element, count: Element, downstream: ObserverNode<Element>) {
        self.start = start
        self.count = count
        super.init(downstream: downstream)
    }

    override func step() -> Bool {
        if emitted < count {
            let element = start + emitted
            emitted += 1
            downstream.receive(element)
            return true
        }
        complete()
        return false
    }
}
