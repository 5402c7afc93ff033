/// The position of an item in a sectioned list: a section index and an item index in it.
public struct ItemPath: Hashable, Sendable {
    /// The index of the section.
    public let sectionIndex: Int
    /// The index of the item in its section.
    public let itemIndex: Int

    /// The item `itemIndex` of section `sectionIndex`.
    public init(sectionIndex: Int, itemIndex: Int) {
        self.sectionIndex = sectionIndex
        self.itemIndex = itemIndex
    }
}

extension ItemPath: CustomDebugStringConvertible {
    /// `(section, item)`.
    public var debugDescription: String {
        "(\(sectionIndex), \(itemIndex))"
    }
}

extension Array where Element: AnimatableSectionModelType {
    /// The item at `index`.
    @inlinable
    subscript(index: ItemPath) -> Element.Item {
        self[index.sectionIndex].items[index.itemIndex]
    }
}
