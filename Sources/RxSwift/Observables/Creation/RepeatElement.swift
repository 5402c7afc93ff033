extension ObservableType {
    /// An infinite sequence repeating `element`, emitted on `scheduler`.
    ///
    ///     repeatElement(1): 1111111...
    public static func repeatElement(_ element: Element, scheduler: ImmediateSchedulerType = CurrentThreadScheduler.instance) -> Observable<Element> {
        ObservableSequence(Swift.repeatElement(element, count: .max), scheduler: scheduler)
    }
}
