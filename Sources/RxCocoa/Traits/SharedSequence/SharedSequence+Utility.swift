import RxSwift

extension SharedSequenceConvertibleType {
    /// Runs side effects on the elements, completion and lifecycle of the subscription, and
    /// passes everything on unchanged. The callbacks do not throw (a shared sequence cannot fail)
    /// and there is no error to observe.
    ///
    /// The result is shared again, so the callbacks run once per shared subscription, however
    /// many subscribers it has.
    public func `do`(
        onNext: ((Element) -> Void)? = nil,
        afterNext: ((Element) -> Void)? = nil,
        onCompleted: (() -> Void)? = nil,
        afterCompleted: (() -> Void)? = nil,
        onSubscribe: (() -> Void)? = nil,
        onSubscribed: (() -> Void)? = nil,
        onDispose: (() -> Void)? = nil
    ) -> SharedSequence<SharingStrategy, Element> {
        let source = asObservable().do(
            onNext: onNext,
            afterNext: afterNext,
            onCompleted: onCompleted,
            afterCompleted: afterCompleted,
            onSubscribe: onSubscribe,
            onSubscribed: onSubscribed,
            onDispose: onDispose
        )
        return SharedSequence(source)
    }

    /// Prints every event, subscription and disposal, prefixed with `identifier` (by default the
    /// calling file, line and function).
    public func debug(_ identifier: String? = nil, trimOutput: Bool = false, file: String = #file, line: UInt = #line, function: String = #function) -> SharedSequence<SharingStrategy, Element> {
        SharedSequence(asObservable().debug(identifier, trimOutput: trimOutput, file: file, line: line, function: function))
    }
}
