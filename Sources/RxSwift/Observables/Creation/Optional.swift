extension ObservableType {
    /// A sequence of the wrapped value, if any, then completion.
    ///
    ///     from(optional: 1): 1|      from(optional: nil): |
    public static func from(optional: Element?) -> Observable<Element> {
        if let element = optional {
            return Just(element)
        }
        return Empty()
    }

    /// A sequence of the wrapped value, if any, then completion, emitted on `scheduler`.
    public static func from(optional: Element?, scheduler: ImmediateSchedulerType) -> Observable<Element> {
        ObservableArray(optional.map { [$0] } ?? [], scheduler: scheduler)
    }
}
