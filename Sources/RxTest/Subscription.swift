/// When an observer subscribed to a test observable and when it unsubscribed, in virtual ticks.
///
/// `unsubscribe` is `Int.max` while the observer is still subscribed.
///
///     XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
public struct Subscription: Equatable, Hashable, CustomDebugStringConvertible, Sendable {
    /// The tick at which the observer subscribed.
    public let subscribe: TestTime

    /// The tick at which the subscription was disposed; `Int.max` if it has not been.
    public let unsubscribe: TestTime

    /// A subscription made at `subscribe` and still live.
    public init(_ subscribe: TestTime) {
        self.init(subscribe, Int.max)
    }

    /// A subscription made at `subscribe` and disposed at `unsubscribe`.
    public init(_ subscribe: TestTime, _ unsubscribe: TestTime) {
        self.subscribe = subscribe
        self.unsubscribe = unsubscribe
    }

    /// A description such as `(200: 300)`, or `(200: Infinity)` while still subscribed: RxSwift's
    /// spelling, which failure messages and snapshot tests compare.
    public var debugDescription: String {
        let end = unsubscribe == Int.max ? "Infinity" : String(unsubscribe)
        return "(\(subscribe): \(end))"
    }
}
