import RxSwift

/// A feedback: given the states of a system, the commands it sends (a request when the state
/// asks for one, the user's input, ...).
public typealias Feedback<State, Command> = (Observable<State>) -> Observable<Command>

extension ObservableType {
    /// A system whose state is the reduction of the commands of its feedbacks, which observe the
    /// state: RxFeedback's `system`, the shape of RxSwift's GitHub search example. The state
    /// starts at `initialState`; every command changes it with `reduce`.
    ///
    /// Commands are handed to `scheduler` before they are reduced, so a feedback that answers a
    /// state at once does not reduce inside the previous reduction: give a scheduler that
    /// queues (`MainScheduler.asyncInstance`, or a `TestScheduler`).
    public static func system<Command>(
        initialState: Element,
        reduce: @escaping (Element, Command) -> Element,
        scheduler: ImmediateSchedulerType,
        feedback: [Feedback<Element, Command>]
    ) -> Observable<Element> {
        Observable.deferred {
            let states = ReplaySubject<Element>.create(bufferSize: 1)
            let commands = Observable.merge(feedback.map { $0(states.asObservable()) })
                .observe(on: scheduler)
            return commands
                .scan(initialState, accumulator: reduce)
                .startWith(initialState)
                .do(onNext: { states.onNext($0) })
        }
    }
}

/// A feedback that performs `effects` for the part of the state `query` picks, each time that
/// part changes, cancelling the effects of the previous one (`flatMapLatest`); `nil` performs
/// nothing.
public func react<State, Query: Equatable, Command>(
    query: @escaping (State) -> Query?,
    effects: @escaping (Query) -> Observable<Command>
) -> Feedback<State, Command> {
    { states in
        states.map(query)
            .distinctUntilChanged()
            .flatMapLatest { query -> Observable<Command> in
                guard let query else { return .empty() }
                return effects(query)
            }
    }
}
