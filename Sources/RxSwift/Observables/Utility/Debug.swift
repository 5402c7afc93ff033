import Foundation

extension ObservableType {
    /// Prints every event of the sequence, its subscription and its disposal, one line each,
    /// with a timestamp and `identifier`:
    ///
    ///     2026-11-22 06:40:00.123: my probe -> subscribed
    ///     2026-11-22 06:40:00.224: my probe -> Event next(0)
    ///     2026-11-22 06:40:00.301: my probe -> isDisposed
    ///
    /// - Parameters:
    ///   - identifier: The label of the lines; by default the file, line and function of the call.
    ///   - trimOutput: Shortens long event descriptions to their first and last 20 characters.
    ///   - file: The file of the call, for the default `identifier`.
    ///   - line: The line of the call, for the default `identifier`.
    ///   - function: The function of the call, for the default `identifier`.
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> Observable<Element> {
        let label = identifier ?? "\((file as NSString).lastPathComponent):\(line) (\(function))"
        return OperatorObservable<DebugSink<Element>, _>(source: asObservable(), arguments: DebugArguments(identifier: label, trimOutput: trimOutput))
    }
}

private struct DebugArguments {
    let identifier: String
    let trimOutput: Bool
}

private final class DebugSink<Element>: Sink<Element, Element>, OperatorSink, @unchecked Sendable {
    // @unchecked Sendable: `formatter` is used under its own lock; the rest is immutable.
    private static var maximumEventLength: Int { 40 }

    private let identifier: String
    private let trimOutput: Bool
    private let formatter: DateFormatter
    private let formatterLock = NSLock()

    init(_ arguments: DebugArguments, downstream: ObserverNode<Element>) {
        identifier = arguments.identifier
        trimOutput = arguments.trimOutput
        formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        super.init(downstream: downstream)
    }

    override func start(from source: Observable<Element>) {
        log("subscribed")
        subscribe(to: source)
    }

    func log(_ content: String) {
        formatterLock.lock()
        let timestamp = formatter.string(from: Date())
        formatterLock.unlock()
        print("\(timestamp): \(identifier) -> \(content)")
    }

    private func logEvent(_ event: Event<Element>) {
        var description = event.debugDescription
        if trimOutput, description.count > Self.maximumEventLength {
            let half = Self.maximumEventLength / 2
            description = "\(description.prefix(half))...\(description.suffix(half))"
        }
        log("Event \(description)")
    }

    override func receive(_ element: Element) {
        logEvent(.next(element))
        guard !isDisposed else { return }
        downstream.receive(element)
    }

    override func receive(error: Swift.Error) {
        logEvent(.error(error))
        super.receive(error: error)
    }

    override func receiveCompletion() {
        logEvent(.completed)
        super.receiveCompletion()
    }

    override func willDispose() {
        log("isDisposed")
    }
}
