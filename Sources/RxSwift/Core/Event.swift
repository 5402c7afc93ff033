/// One notification of an observable sequence.
///
/// Sequences obey the grammar `next* (error | completed)?`: any number of elements, then at most one
/// terminal event, after which nothing else is delivered.
@frozen
public enum Event<Element> {
    /// The next element of the sequence.
    case next(Element)
    /// The sequence failed with `error`; nothing follows.
    case error(Swift.Error)
    /// The sequence ended successfully; nothing follows.
    case completed
}

extension Event: CustomDebugStringConvertible {
    /// A description such as `next(1)`, `error(timeout)` or `completed`.
    public var debugDescription: String {
        switch self {
        case .next(let value): return "next(\(value))"
        case .error(let error): return "error(\(error))"
        case .completed: return "completed"
        }
    }
}

extension Event {
    /// Whether this is a terminal event (`error` or `completed`).
    public var isStopEvent: Bool {
        if case .next = self { return false }
        return true
    }

    /// The element carried by a `next` event, otherwise `nil`.
    public var element: Element? {
        if case .next(let value) = self { return value }
        return nil
    }

    /// The error carried by an `error` event, otherwise `nil`.
    public var error: Swift.Error? {
        if case .error(let error) = self { return error }
        return nil
    }

    /// Whether this is the `completed` event.
    public var isCompleted: Bool {
        if case .completed = self { return true }
        return false
    }

    /// Transforms the element of a `next` event; a throwing transform turns it into an `error` event.
    public func map<Result>(_ transform: (Element) throws -> Result) -> Event<Result> {
        do {
            switch self {
            case .next(let element): return .next(try transform(element))
            case .error(let error): return .error(error)
            case .completed: return .completed
            }
        } catch {
            return .error(error)
        }
    }
}

extension Event: Sendable where Element: Sendable {}

/// A type that can be turned into an `Event` (used by `dematerialize`).
public protocol EventConvertible {
    /// The element type of the event.
    associatedtype Element
    /// The event itself.
    var event: Event<Element> { get }
}

extension Event: EventConvertible {
    /// The event itself.
    public var event: Event<Element> { self }
}
