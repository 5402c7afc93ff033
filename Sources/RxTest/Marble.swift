import RxSwift

/// What went wrong in a marble, and where.
///
/// The parsing API (`MarbleParser`) throws it; the conveniences used in tests
/// (`TestScheduler.createHotObservable(_:values:error:)` and the others) report it as a test
/// failure instead, so that a typo fails the test that has it rather than stopping the run.
public struct MarbleError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The mistakes a marble can have.
    public enum Reason: Equatable, Sendable {
        /// An element symbol with no value in `values`.
        case unknownSymbol(Character)
        /// `^` in a marble that has no subscription point (cold or expected events).
        case subscriptionMarkerNotAllowed
        /// A second `^` where only one can be.
        case secondSubscriptionMarker
        /// Something after the event that ends the marble (`|`, `#`, `!`).
        case textAfterEnd(Character)
        /// A `(` with no `)`.
        case unclosedGroup
        /// A `(` inside a group.
        case nestedGroup
        /// A `)` with no `(`.
        case unopenedGroup
        /// `()`.
        case emptyGroup
        /// `-` inside a group: the group is one frame.
        case timeInsideGroup
        /// `!` in a marble of events: it ends subscriptions only.
        case unsubscriptionMarkerNotAllowed
        /// A subscription marble without `^`.
        case missingSubscriptionStart
        /// `!` before the `^` of a subscription marble.
        case unsubscriptionBeforeSubscription
        /// A character that means nothing in a subscription marble.
        case notASubscriptionSymbol(Character)
    }

    /// The marble as written.
    public let marble: String

    /// The 1-based column (in characters, spaces included) of the offending character; for an
    /// unclosed group, the column of its `(`; for a subscription marble without `^`, 1.
    public let column: Int

    /// What is wrong there.
    public let reason: Reason

    /// An error at `column` of `marble`.
    public init(marble: String, column: Int, reason: Reason) {
        self.marble = marble
        self.column = column
        self.reason = reason
    }

    /// The reason in words, without the position.
    public var explanation: String {
        switch reason {
        case .unknownSymbol(let symbol):
            return "`\(symbol)` has no value in `values`"
        case .subscriptionMarkerNotAllowed:
            return "`^` marks where the test subscribes, which only a hot marble has"
        case .secondSubscriptionMarker:
            return "a second `^`; a marble has one subscription point"
        case .textAfterEnd(let symbol):
            return "`\(symbol)` after the end of the marble"
        case .unclosedGroup:
            return "`(` is never closed"
        case .nestedGroup:
            return "`(` inside a group; groups do not nest"
        case .unopenedGroup:
            return "`)` without a `(`"
        case .emptyGroup:
            return "an empty group `()`"
        case .timeInsideGroup:
            return "`-` inside a group; a group is one frame"
        case .unsubscriptionMarkerNotAllowed:
            return "`!` ends a subscription, which only a subscription marble has"
        case .missingSubscriptionStart:
            return "a subscription marble needs a `^` where the subscription starts"
        case .unsubscriptionBeforeSubscription:
            return "`!` before the `^` it would end"
        case .notASubscriptionSymbol(let symbol):
            return "`\(symbol)` in a subscription marble, which has only `-`, `^`, `!`, `(`, `)` and spaces"
        }
    }

    /// The marble with a `^` under the offending column, and the reason:
    ///
    ///     bad marble at column 7: a second `^`; a marble has one subscription point
    ///       --a-^-^
    ///             ^
    public var description: String {
        let pointer = String(repeating: " ", count: max(0, column - 1)) + "^"
        return "bad marble at column \(column): \(explanation)\n  \(marble)\n  \(pointer)"
    }
}

/// The error a marble's `#` stands for when the test gives none.
public struct MarbleTestError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Tells errors of one test apart, if it needs several.
    public let message: String

    /// An error described by `message`.
    public init(_ message: String = "error") {
        self.message = message
    }

    /// `MarbleTestError(message)`.
    public var description: String {
        "MarbleTestError(\(message))"
    }
}

/// Which marble is read: it decides what frame 0 is and whether `^` may appear.
enum MarbleKind {
    /// Absolute times; `^` (or frame 0 without one) is the origin.
    case hot
    /// Times relative to each subscription; frame 0 is 0.
    case cold
    /// Absolute times; frame 0 is the origin.
    case expected
}

/// One symbol of a marble, at its frame.
struct MarbleToken {
    enum Symbol {
        case element(Character)
        case completed
        case error
    }

    let frame: Int
    let column: Int
    let symbol: Symbol
}

/// The symbols of a marble of events, with the frame of its `^` if it has one.
struct ScannedMarble {
    var tokens: [MarbleToken] = []
    var subscriptionFrame: Int?
}

/// Reads marbles into recorded events and subscriptions, at `frameTicks` ticks a frame with
/// frame 0 (of expected events, the `^` of hot marbles, subscriptions) at tick `origin`.
///
/// It throws `MarbleError` for a bad marble. Tests usually go through the scheduler's
/// conveniences (`createHotObservable(_:values:error:)`, `events(_:values:error:)`,
/// `subscriptions(_:)`) and `assertMarbles`, which report a bad marble as a test failure; the
/// parser is for code that wants the error itself.
///
/// ## Marble syntax
///
/// A marble draws a sequence of events along time, one character a frame:
///
/// | character | meaning |
/// | --- | --- |
/// | `-` | one frame of time passes |
/// | a letter, a digit, any other character | an element: the value `values` gives for it |
/// | `\|` | completion |
/// | `#` | failure with the marble's `error` (by default a `MarbleTestError`) |
/// | `^` | hot marbles only: the frame at which the test subscribes |
/// | `(ab)` | several events in one frame; the group takes ONE frame of time, whatever its width |
/// | space | nothing: spaces only align marbles and take no time |
///
/// A frame lasts `TestScheduler.marbleFrameTicks` ticks (10 unless the scheduler was made with
/// another length), so marbles read like the usual `210, 220, ...` timelines. Frame 0 of a
/// marble of expected events, and the `^` of a hot marble, are `TestScheduler.Defaults.subscribed`
/// (tick 200), where `start()` subscribes; a hot marble without `^` starts there too, and frames
/// before its `^` come before. Frame 0 of a cold marble is its own subscription.
///
///     hot       --a-^-b--c--|       a @ 180, b @ 220, c @ 250, completed @ 280
///     cold      -x-(y|)             x @ +10, y and completion @ +30 from each subscription
///     expected  --B--C--|           B @ 220, C @ 250, completed @ 280
///
/// A subscription marble draws one subscription: `^` where it starts and `!` where it ends
/// (none: still subscribed), frame 0 being tick 200 as for expected events; `(^!)` starts and
/// ends in one frame.
///
///     ^-------!                     Subscription(200, 280)
///     ---^                          Subscription(230), still subscribed
///
/// A symbol missing from `values` is an error, except where `values` is empty and the elements
/// are `String`s or `Character`s: then every symbol stands for itself (`"-a-b|"` emits `"a"`
/// and `"b"`). Nothing but spaces may follow `|`, `#` or `!`; groups do not nest and hold no
/// `-`. A mistake is reported with its column (`MarbleError`).
///
/// In failure messages and `MarbleDiagram.text`, runs are drawn with the same syntax: an element
/// with no symbol is drawn `?`, and an event between two frames is drawn in the frame it falls in;
/// both are listed under the diagram.
public struct MarbleParser: Sendable {
    /// How many ticks one frame (one `-`) lasts.
    public let frameTicks: TestTime

    /// The tick of frame 0 of expected events and subscriptions, and of the `^` of hot marbles.
    public let origin: TestTime

    /// A parser with frames of `frameTicks` ticks, starting at `origin`.
    ///
    /// Precondition: `frameTicks` is positive.
    public init(frameTicks: TestTime = TestScheduler.defaultMarbleFrameTicks, origin: TestTime = TestScheduler.Defaults.subscribed) {
        precondition(frameTicks > 0, "MarbleParser(frameTicks:origin:): frameTicks must be positive (got \(frameTicks))")
        self.frameTicks = frameTicks
        self.origin = origin
    }

    /// The events of a hot marble, at absolute ticks: `^` (or frame 0 if there is none) is
    /// `origin`, and frames before it come before.
    public func hotEvents<Element>(_ marble: String, values: [Character: Element] = [:], error: Swift.Error = MarbleTestError()) throws(MarbleError) -> [Recorded<Event<Element>>] {
        try events(marble, kind: .hot, values: values, error: error)
    }

    /// The events of a cold marble, at ticks relative to a subscription (frame 0 is tick 0).
    public func coldEvents<Element>(_ marble: String, values: [Character: Element] = [:], error: Swift.Error = MarbleTestError()) throws(MarbleError) -> [Recorded<Event<Element>>] {
        try events(marble, kind: .cold, values: values, error: error)
    }

    /// The events of a marble of expected events, at absolute ticks from `origin` (frame 0).
    public func expectedEvents<Element>(_ marble: String, values: [Character: Element] = [:], error: Swift.Error = MarbleTestError()) throws(MarbleError) -> [Recorded<Event<Element>>] {
        try events(marble, kind: .expected, values: values, error: error)
    }

    /// The subscription one subscription marble draws: `^` where it starts, `!` where it ends
    /// (none: still subscribed), frame 0 at `origin`.
    public func subscription(_ marble: String) throws(MarbleError) -> Subscription {
        var frame = 0
        var start: Int?
        var end: Int?
        var group: (column: Int, empty: Bool)?
        for (index, character) in marble.enumerated() {
            let column = index + 1
            if character == " " { continue }
            if end != nil, group == nil {
                throw MarbleError(marble: marble, column: column, reason: .textAfterEnd(character))
            }
            switch character {
            case "-":
                if group != nil { throw MarbleError(marble: marble, column: column, reason: .timeInsideGroup) }
                frame += 1
            case "(":
                if group != nil { throw MarbleError(marble: marble, column: column, reason: .nestedGroup) }
                group = (column, true)
            case ")":
                guard let open = group else { throw MarbleError(marble: marble, column: column, reason: .unopenedGroup) }
                if open.empty { throw MarbleError(marble: marble, column: column, reason: .emptyGroup) }
                group = nil
                frame += 1
            case "^":
                if start != nil { throw MarbleError(marble: marble, column: column, reason: .secondSubscriptionMarker) }
                start = frame
                if group != nil { group?.empty = false } else { frame += 1 }
            case "!":
                if end != nil { throw MarbleError(marble: marble, column: column, reason: .textAfterEnd(character)) }
                if start == nil { throw MarbleError(marble: marble, column: column, reason: .unsubscriptionBeforeSubscription) }
                end = frame
                if group != nil { group?.empty = false } else { frame += 1 }
            default:
                throw MarbleError(marble: marble, column: column, reason: .notASubscriptionSymbol(character))
            }
        }
        if let open = group {
            throw MarbleError(marble: marble, column: open.column, reason: .unclosedGroup)
        }
        guard let start else {
            throw MarbleError(marble: marble, column: 1, reason: .missingSubscriptionStart)
        }
        let subscribe = origin + start * frameTicks
        guard let end else { return Subscription(subscribe) }
        return Subscription(subscribe, origin + end * frameTicks)
    }

    /// The subscriptions the marbles draw, one a marble, in order.
    public func subscriptions(_ marbles: [String]) throws(MarbleError) -> [Subscription] {
        var result: [Subscription] = []
        for marble in marbles {
            result.append(try subscription(marble))
        }
        return result
    }

    func events<Element>(_ marble: String, kind: MarbleKind, values: [Character: Element], error: Swift.Error) throws(MarbleError) -> [Recorded<Event<Element>>] {
        let scanned = try scan(marble, kind: kind)
        let zeroFrame = scanned.subscriptionFrame ?? 0
        let zeroTick = kind == .cold ? 0 : origin
        var result: [Recorded<Event<Element>>] = []
        for token in scanned.tokens {
            let time = zeroTick + (token.frame - zeroFrame) * frameTicks
            switch token.symbol {
            case .completed:
                result.append(.completed(time))
            case .error:
                result.append(.error(time, error))
            case .element(let symbol):
                guard let element = MarbleParser.element(for: symbol, in: values) else {
                    throw MarbleError(marble: marble, column: token.column, reason: .unknownSymbol(symbol))
                }
                result.append(.next(time, element))
            }
        }
        return result
    }

    /// The value of `symbol`: from `values`, or, when `values` is empty and elements are
    /// strings or characters, the symbol itself.
    static func element<Element>(for symbol: Character, in values: [Character: Element]) -> Element? {
        if let element = values[symbol] { return element }
        guard values.isEmpty else { return nil }
        if Element.self == String.self { return String(symbol) as? Element }
        if Element.self == Character.self { return symbol as? Element }
        return nil
    }

    /// The tokens of a marble of events, checked for everything but the symbols' values.
    func scan(_ marble: String, kind: MarbleKind) throws(MarbleError) -> ScannedMarble {
        var scanned = ScannedMarble()
        var frame = 0
        var ended = false
        var group: (column: Int, empty: Bool, ended: Bool)?
        for (index, character) in marble.enumerated() {
            let column = index + 1
            if character == " " { continue }
            if ended || group?.ended == true, character != ")" {
                throw MarbleError(marble: marble, column: column, reason: .textAfterEnd(character))
            }
            switch character {
            case "-":
                if group != nil { throw MarbleError(marble: marble, column: column, reason: .timeInsideGroup) }
                frame += 1
            case "(":
                if group != nil { throw MarbleError(marble: marble, column: column, reason: .nestedGroup) }
                group = (column, true, false)
            case ")":
                guard let open = group else { throw MarbleError(marble: marble, column: column, reason: .unopenedGroup) }
                if open.empty { throw MarbleError(marble: marble, column: column, reason: .emptyGroup) }
                ended = open.ended
                group = nil
                frame += 1
            case "^":
                guard kind == .hot else { throw MarbleError(marble: marble, column: column, reason: .subscriptionMarkerNotAllowed) }
                if scanned.subscriptionFrame != nil { throw MarbleError(marble: marble, column: column, reason: .secondSubscriptionMarker) }
                scanned.subscriptionFrame = frame
                if group != nil { group?.empty = false } else { frame += 1 }
            case "!":
                throw MarbleError(marble: marble, column: column, reason: .unsubscriptionMarkerNotAllowed)
            default:
                let symbol: MarbleToken.Symbol
                switch character {
                case "|": symbol = .completed
                case "#": symbol = .error
                default: symbol = .element(character)
                }
                scanned.tokens.append(MarbleToken(frame: frame, column: column, symbol: symbol))
                let ends: Bool
                if case .element = symbol { ends = false } else { ends = true }
                if group != nil {
                    group?.empty = false
                    group?.ended = ends
                } else {
                    ended = ends
                    frame += 1
                }
            }
        }
        if let open = group {
            throw MarbleError(marble: marble, column: open.column, reason: .unclosedGroup)
        }
        return scanned
    }
}
