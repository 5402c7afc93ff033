/// A section made of a model, whose identity is the section's, and identifiable items: the
/// ready-made section for animated lists.
public struct AnimatableSectionModel<Section: IdentifiableType, ItemType: IdentifiableType & Equatable> {
    /// The section's own value; its identity identifies the section.
    public var model: Section
    /// The section's items.
    public var items: [Item]

    /// A section of `model` holding `items`.
    public init(model: Section, items: [ItemType]) {
        self.model = model
        self.items = items
    }
}

extension AnimatableSectionModel: AnimatableSectionModelType {
    /// The type of the items.
    public typealias Item = ItemType
    /// The model's identity type.
    public typealias Identity = Section.Identity

    /// The model's identity.
    public var identity: Section.Identity {
        model.identity
    }

    /// `original`'s model with `items`.
    public init(original: AnimatableSectionModel, items: [Item]) {
        self.model = original.model
        self.items = items
    }

    /// The hash of the section's identity (RxDataSources offers it).
    public var hashValue: Int {
        model.identity.hashValue
    }
}

extension AnimatableSectionModel: CustomStringConvertible {
    /// The model, then the items, in the form RxDataSources prints them.
    public var description: String {
        "HashableSectionModel(model: \"\(model)\", items: \(items))"
    }
}

extension AnimatableSectionModel: Equatable where Section: Equatable {}

extension AnimatableSectionModel: Sendable where Section: Sendable, ItemType: Sendable {}
