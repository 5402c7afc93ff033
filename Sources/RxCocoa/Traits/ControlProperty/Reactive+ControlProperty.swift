import RxSwift

extension Reactive where Base: AnyObject {
    /// A `ControlProperty` for a property of `base` read by `getter` and written by `setter`: the
    /// portable counterpart of UIKit's `controlProperty(editingEvents:getter:setter:)`, for
    /// objects that announce their edits through a sequence instead of `UIControl` events.
    ///
    /// Its values are the current value on subscription, then the value after every element of
    /// `editingEvents` (a relay or `ControlEvent` the object feeds when the user edits it).
    /// Elements sent to it are set with `setter` on the main thread. `base` is held weakly: once
    /// it is gone, setting does nothing and the values complete at the next editing event.
    ///
    ///     extension Reactive where Base: TextField {
    ///         var text: ControlProperty<String?> {
    ///             controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { $0.text = $1 })
    ///         }
    ///     }
    ///
    /// - Parameters:
    ///   - editingEvents: Emits when the property changed through the user; must not fail.
    ///   - getter: Reads the property.
    ///   - setter: Writes the property; called on the main thread, so it is main-actor code (in
    ///     Swift 6 it may touch main-actor state).
    @preconcurrency
    public func controlProperty<EditingEvents: ObservableConvertibleType, Value>(
        editingEvents: EditingEvents,
        getter: @escaping (Base) -> Value,
        setter: @escaping @MainActor (Base, Value) -> Void
    ) -> ControlProperty<Value> {
        weak let weakBase = base
        let values = editingEvents.asObservable()
            .map { _ in () }
            .startWith(())
            .take(while: { _ in weakBase != nil })
            .compactMap { _ in weakBase.map(getter) }
        return ControlProperty(values: values, valueSink: Binder(base, binding: setter))
    }
}
