/// A section made of a model (its header, say) and items, for lists that are reloaded rather than
/// animated: it needs neither identities nor equality.
public struct SectionModel<Section, ItemType> {
    /// The section's own value.
    public var model: Section
    /// The section's items.
    public var items: [Item]

    /// A section of `model` holding `items`.
    public init(model: Section, items: [Item]) {
        self.model = model
        self.items = items
    }
}

extension SectionModel: SectionModelType {
    /// The model is the section's identity.
    public typealias Identity = Section
    /// The type of the items.
    public typealias Item = ItemType

    /// The section's model.
    public var identity: Section {
        model
    }

    /// `original`'s model with `items`.
    public init(original: SectionModel<Section, Item>, items: [Item]) {
        self.model = original.model
        self.items = items
    }
}

extension SectionModel: CustomStringConvertible {
    /// The model, then the items.
    public var description: String {
        "\(model) > \(items)"
    }
}

extension SectionModel: Equatable where Section: Equatable, ItemType: Equatable {}

extension SectionModel: Sendable where Section: Sendable, ItemType: Sendable {}
