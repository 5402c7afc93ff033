import Foundation

/// The `.rx` namespace: reactive extensions of `Base` are declared on `Reactive<Base>`.
///
///     extension Reactive where Base: MyView {
///         var title: Binder<String> { Binder(base) { view, title in view.title = title } }
///     }
@dynamicMemberLookup
public struct Reactive<Base> {
    /// The extended value.
    public let base: Base

    /// The reactive namespace of `base`.
    public init(_ base: Base) {
        self.base = base
    }

    /// A binder for every writable property of a class: `object.rx.title` binds to `object.title`.
    public subscript<Property>(dynamicMember keyPath: ReferenceWritableKeyPath<Base, Property>) -> Binder<Property> where Base: AnyObject {
        // Unchecked: a key path is an immutable value, safe to use from the main actor.
        nonisolated(unsafe) let keyPath = keyPath
        return Binder(base) { base, value in
            base[keyPath: keyPath] = value
        }
    }
}

/// A type that has the `.rx` namespace.
public protocol ReactiveCompatible {
    /// The type the namespace extends.
    associatedtype ReactiveBase

    /// The namespace for static reactive extensions.
    static var rx: Reactive<ReactiveBase>.Type { get set }

    /// The namespace for reactive extensions.
    var rx: Reactive<ReactiveBase> { get set }
}

extension ReactiveCompatible {
    /// The namespace for static reactive extensions.
    public static var rx: Reactive<Self>.Type {
        get { Reactive<Self>.self }
        // swiftlint:disable:next unused_setter_value
        set {}
    }

    /// The namespace for reactive extensions.
    public var rx: Reactive<Self> {
        get { Reactive(self) }
        // swiftlint:disable:next unused_setter_value
        set {}
    }
}

extension NSObject: ReactiveCompatible {}
