import RxSwift

/// A property of a user-interface element that can be observed and set: an observable sequence
/// of its values and an observer that sets it.
public protocol ControlPropertyType: ObservableType, ObserverType {
    /// The property as a `ControlProperty`.
    func asControlProperty() -> ControlProperty<Element>
}

/// A property of a user-interface element, as a sequence of its values and an observer that sets
/// it (`textField.rx.text`).
///
/// Its values never fail, are subscribed on the main thread, and, like the control they come
/// from, usually start with the current value and complete when the control goes away. Binding
/// an error to it is a programming error (fatal in debug builds).
///
/// There is no UIKit on Linux: make one from a sequence of values and a sink with
/// `ControlProperty(values:valueSink:)`, or from an object's getter and setter with
/// `object.rx.controlProperty(editingEvents:getter:setter:)`.
///
///     final class TextField: ReactiveCompatible {
///         var text: String? = ""
///         let edits = PublishRelay<Void>()   // the field accepts one when the user edits the text
///     }
///     extension Reactive where Base: TextField {
///         var text: ControlProperty<String?> {
///             controlProperty(editingEvents: base.edits, getter: { $0.text }, setter: { $0.text = $1 })
///         }
///     }
public struct ControlProperty<PropertyType>: ControlPropertyType {
    /// The element type: the property's type.
    public typealias Element = PropertyType

    let values: Observable<PropertyType>
    let valueSink: AnyObserver<PropertyType>

    /// A property whose values are `values` (subscribed on the main thread) and which is set by
    /// sending elements to `valueSink` (usually a `Binder`, which sets it on the main thread).
    ///
    /// `values` must not fail; it should start with the current value and complete when the
    /// element it observes goes away.
    public init<Values: ObservableType, Sink: ObserverType>(values: Values, valueSink: Sink) where Element == Values.Element, Element == Sink.Element {
        self.values = values.subscribe(on: ConcurrentMainScheduler.instance)
        self.valueSink = valueSink.asObserver()
    }

    /// Subscribes `observer` to the property's values.
    public func subscribe<Observer: ObserverType>(_ observer: Observer) -> Disposable where Observer.Element == Element {
        values.subscribe(observer)
    }

    /// The values after the current one: only the changes.
    ///
    /// Like the property's values, `changed` starts with the current value when its source does
    /// not; this skips exactly the first element, as RxSwift does.
    public var changed: ControlEvent<PropertyType> {
        ControlEvent(events: values.skip(1))
    }

    /// The property's values as an `Observable`.
    public func asObservable() -> Observable<Element> {
        values
    }

    /// Returns `self`.
    public func asControlProperty() -> ControlProperty<Element> {
        self
    }

    /// Sets the property to the element of a `next` event; forwards completion to the sink.
    /// An error is a programming error: it stops debug builds and is printed in release builds.
    public func on(_ event: Event<Element>) {
        switch event {
        case .error(let error):
            rxFatalErrorInDebug("Binding error to a ControlProperty: \(error)")
        case .next, .completed:
            valueSink.on(event)
        }
    }
}

// An immutable pair of an `Observable` and an `AnyObserver`, both safe to use from any thread.
extension ControlProperty: Sendable {}

extension ControlPropertyType where Element == String? {
    /// The property with `nil` read as the empty string: a text field's text, for code that does
    /// not care about the difference.
    public var orEmpty: ControlProperty<String> {
        let original: ControlProperty<String?> = asControlProperty()
        let values: Observable<String> = original.values.map { $0 ?? "" }
        let valueSink: AnyObserver<String> = original.valueSink.mapObserver { $0 }
        return ControlProperty<String>(values: values, valueSink: valueSink)
    }
}
