/// A section of a sectioned list: a value that holds its items and can be rebuilt with others.
public protocol SectionModelType {
    /// The type of the section's items.
    associatedtype Item

    /// The section's items, in display order.
    var items: [Item] { get }

    /// The section `original` with `items` in place of its own; the differentiator builds the
    /// intermediate states of a staged update with it, so it must keep `original`'s identity and
    /// exactly the given items.
    init(original: Self, items: [Item])
}
