import RxSwift

/// A value stamped with the virtual time at which it happened: an event a `TestableObserver`
/// received, or one a test observable is to emit.
///
///     let expected: [Recorded<Event<Int>>] = [.next(210, 1), .next(220, 2), .completed(300)]
public struct Recorded<Value>: CustomDebugStringConvertible {
    /// The virtual time, in `TestScheduler` ticks.
    public let time: TestTime

    /// What happened.
    public let value: Value

    /// `value`, stamped with `time`.
    public init(time: TestTime, value: Value) {
        self.time = time
        self.value = value
    }

    /// A description such as `next(1) @ 210`.
    public var debugDescription: String {
        "\(value) @ \(time)"
    }
}

extension Recorded: Equatable where Value: Equatable {}

extension Recorded: Sendable where Value: Sendable {}

extension Recorded {
    /// The element `element` at `time`.
    public static func next<T>(_ time: TestTime, _ element: T) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .next(element))
    }

    /// Successful completion at `time`.
    ///
    /// `type` names the element type where nothing else does (`.completed(400, Int.self)`); where
    /// the context gives it (`[.next(210, 1), .completed(400)]`) it is left out.
    public static func completed<T>(_ time: TestTime, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .completed)
    }

    /// Failure with `error` at `time`.
    ///
    /// `type` names the element type where nothing else does (`.error(300, error, String.self)`).
    public static func error<T>(_ time: TestTime, _ error: Swift.Error, _ type: T.Type = T.self) -> Recorded<Event<T>> where Value == Event<T> {
        Recorded(time: time, value: .error(error))
    }
}

extension Recorded {
    /// The recorded events, as an array: lets `Recorded.events(.next(10, 1), .completed(20))`
    /// spell the element type once, in the context.
    public static func events<T>(_ recordedEvents: Recorded<Event<T>>...) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }

    /// The recorded events themselves.
    public static func events<T>(_ recordedEvents: [Recorded<Event<T>>]) -> [Recorded<Event<T>>] where Value == Event<T> {
        recordedEvents
    }
}
