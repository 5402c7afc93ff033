extension ObservableType {
    /// A sequence like a `for` loop: emits `initialState`, then `iterate` of it, while
    /// `condition` holds. A thrown error ends the sequence with that error.
    ///
    ///     generate(initialState: 0, condition: { $0 < 3 }, iterate: { $0 + 1 }): 012|
    public static func generate(initialState: Element, condition: @escaping (Element) throws -> Bool, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance, iterate: @escaping (Element) throws -> Element) -> Observable<Element> {
        Generate(initialState: initialState, condition: condition, iterate: iterate, scheduler: scheduler)
    }
}

final class Generate<Element>: Observable<Element>, @unchecked Sendable {
    // @unchecked Sendable: immutable; the initial state, closures and scheduler are set in `init`.
    private let initialState: Element
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element
    private let scheduler: ImmediateSchedulerType

    init(initialState: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element, scheduler: ImmediateSchedulerType) {
        self.initialState = initialState
        self.condition = condition
        self.iterate = iterate
        self.scheduler = scheduler
    }

    override func run(_ observer: ObserverNode<Element>) {
        GenerateSink(state: initialState, condition: condition, iterate: iterate, downstream: observer).start(on: scheduler)
    }
}

private final class GenerateSink<Element>: RecursiveSourceSink<Element>, @unchecked Sendable {
    // @unchecked Sendable: `state` and `isFirst` are only touched by `step`, which the scheduler
    // serializes (see RecursiveSourceSink); the closures are immutable.
    private var state: Element
    private var isFirst = true
    private let condition: (Element) throws -> Bool
    private let iterate: (Element) throws -> Element

    init(state: Element, condition: @escaping (Element) throws -> Bool, iterate: @escaping (Element) throws -> Element, downstream: ObserverNode<Element>) {
        self.state = state
        self.condition = condition
        self.iterate = iterate
        super.init(downstream: downstream)
    }

    override func step() -> Bool {
        do {
            if !isFirst {
                state = try iterate(state)
            }
            isFirst = false
            if try condition(state) {
                downstream.receive(state)
                return true
            }
            complete()
        } catch {
            fail(error)
        }
        return false
    }
}
