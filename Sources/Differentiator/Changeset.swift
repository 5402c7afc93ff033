/// One batch of changes that turns `originalSections` into `finalSections`, applied the way a list
/// view applies a batch update: deletions and the sources of moves refer to the indices before
/// the batch (as do updated items), insertions and the destinations of moves to the indices after
/// it.
public struct Changeset<Section: SectionModelType> {
    /// The type of the items.
    public typealias Item = Section.Item

    /// Whether the view should reload everything instead of animating (the first value a view shows).
    public let reloadData: Bool

    /// The sections before the batch.
    public let originalSections: [Section]
    /// The sections after the batch: what the view's data source holds while it animates.
    public let finalSections: [Section]

    /// Indices, after the batch, of the inserted sections.
    public let insertedSections: [Int]
    /// Indices, before the batch, of the deleted sections.
    public let deletedSections: [Int]
    /// Sections moved from an index before the batch to an index after it.
    public let movedSections: [(from: Int, to: Int)]
    /// Indices of sections whose own value changed.
    public let updatedSections: [Int]

    /// Paths, after the batch, of the inserted items.
    public let insertedItems: [ItemPath]
    /// Paths, before the batch, of the deleted items.
    public let deletedItems: [ItemPath]
    /// Items moved from a path before the batch to a path after it.
    public let movedItems: [(from: ItemPath, to: ItemPath)]
    /// Paths, before the batch, of the items whose value changed.
    public let updatedItems: [ItemPath]

    @inlinable
    init(
        reloadData: Bool = false,
        originalSections: [Section] = [],
        finalSections: [Section] = [],
        insertedSections: [Int] = [],
        deletedSections: [Int] = [],
        movedSections: [(from: Int, to: Int)] = [],
        updatedSections: [Int] = [],
        insertedItems: [ItemPath] = [],
        deletedItems: [ItemPath] = [],
        movedItems: [(from: ItemPath, to: ItemPath)] = [],
        updatedItems: [ItemPath] = []
    ) {
        self.reloadData = reloadData
        self.originalSections = originalSections
        self.finalSections = finalSections
        self.insertedSections = insertedSections
        self.deletedSections = deletedSections
        self.movedSections = movedSections
        self.updatedSections = updatedSections
        self.insertedItems = insertedItems
        self.deletedItems = deletedItems
        self.movedItems = movedItems
        self.updatedItems = updatedItems
    }

    /// The changeset that shows `sections` on an empty view: a reload, every section inserted.
    public static func initialValue(_ sections: [Section]) -> Changeset<Section> {
        Changeset(reloadData: true, finalSections: sections, insertedSections: Array(sections.indices))
    }

    /// Whether the batch changes nothing a view animates.
    @inlinable
    var isEmpty: Bool {
        insertedSections.isEmpty && deletedSections.isEmpty && movedSections.isEmpty && updatedSections.isEmpty
            && insertedItems.isEmpty && deletedItems.isEmpty && movedItems.isEmpty && updatedItems.isEmpty
    }
}

extension Changeset: Sendable where Section: Sendable {}

extension Changeset: CustomDebugStringConvertible {
    /// The final sections, then each non-empty list of changes.
    public var debugDescription: String {
        func line(_ name: String, _ list: [some Any]) -> String {
            list.isEmpty ? "" : "\n\(name):\n\t\(list)"
        }
        let sections = "[\n" + finalSections.map { "\($0)" }.joined(separator: ",\n") + "\n]\n"
        let sectionChanges = line("insertedSections", insertedSections) + line("deletedSections", deletedSections)
            + line("movedSections", movedSections) + line("updatesSections", updatedSections)
        let itemChanges = line("insertedItems", insertedItems) + line("deletedItems", deletedItems)
            + line("movedItems", movedItems) + line("updatedItems", updatedItems)
        return " >> Final sections   \n\(sections)"
            + (sectionChanges.isEmpty ? "" : "\nSections:" + sectionChanges)
            + (itemChanges.isEmpty ? "" : "\nItems:" + itemChanges)
    }
}
