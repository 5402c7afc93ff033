// MARK: - The sequence of a single-source operator
//
// Most operators are a sequence that keeps its source and its arguments and, for each
// subscription, makes a sink from those arguments and starts it. `OperatorObservable` is that
// sequence, once for all of them: an operator states only its sink (`OperatorSink`), and its
// entry point builds `OperatorObservable<TheSink<...>>`. The sink type is a generic argument of the
// sequence, so making a sink per subscription costs no generic-metadata look-up.

/// The per-subscription state of an operator run by `OperatorObservable`.
@usableFromInline
protocol OperatorSink: AnyObject {
    associatedtype SourceElement
    associatedtype Output
    /// What the operator keeps between subscriptions: a count, a closure, a due time and a
    /// scheduler...
    associatedtype Arguments

    /// The sink of one subscription, delivering to `downstream`. `arguments` is borrowed: the
    /// sequence runs unspecialized, where copying a value of an associated type goes through
    /// its metadata; the sink copies the parts it keeps, with their types known.
    init(_ arguments: borrowing Arguments, downstream: ObserverNode<Output>)

    /// Becomes the upstream of `downstream` and subscribes to `source` (and to whatever else the
    /// operator watches).
    func run(_ source: Observable<SourceElement>)
}

extension OperatorSink where Self: SourceSubscribing, Self.Input == SourceElement {
    /// The usual start: subscribes to `source` and nothing else.
    func run(_ source: Observable<SourceElement>) {
        subscribe(to: source)
    }
}

/// What every `Sink` can do; it lets `OperatorSink` give a sink its usual start (a protocol
/// cannot require `Self` to be a `Sink` of its own associated types).
protocol SourceSubscribing: AnyObject {
    associatedtype Input
    func subscribe(to source: Observable<Input>)
}

extension Sink: SourceSubscribing {}

/// The sequence of an operator: its source and arguments; each subscription runs a new `S`.
@usableFromInline
final class OperatorObservable<S: OperatorSink>: Observable<S.Output>, @unchecked Sendable {
    @usableFromInline let source: Observable<S.SourceElement>
    @usableFromInline let arguments: S.Arguments

    // Inlinable: built in the caller, where `S.Arguments` is a known type, storing the arguments
    // needs no metadata look-up.
    @inlinable
    init(source: Observable<S.SourceElement>, arguments: S.Arguments) {
        self.source = source
        self.arguments = arguments
    }

    override func run(_ observer: ObserverNode<S.Output>) {
        S(arguments, downstream: observer).run(source)
    }
}

/// The arguments of an operator mapping each element to an inner sequence (`flatMap`,
/// `flatMapLatest`): the selector, and the observer type of an inner subscription, passed from
/// the specialized entry point so that the library does not look its metadata up.
///
/// A struct, not a tuple: stored as an opaque `Arguments`, a tuple's closure would be kept at
/// the most general abstraction, which costs a reabstraction thunk (and its allocation) per
/// operator and an extra call per element.
@usableFromInline
struct InnerSelection<SourceElement, Output, Inner> {
    @usableFromInline let selector: (SourceElement) throws -> Observable<Output>
    @usableFromInline let innerType: Inner.Type

    @inlinable
    init(_ selector: @escaping (SourceElement) throws -> Observable<Output>, _ innerType: Inner.Type) {
        self.selector = selector
        self.innerType = innerType
    }
}
