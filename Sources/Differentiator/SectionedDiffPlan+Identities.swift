extension SectionedDiffPlan {
    /// Where each section and item of the two versions stands, by identity; throws on the first
    /// identity that repeats within a version.
    ///
    /// Repeats are reported in RxDataSources' order: sections before items and the initial
    /// version before the final one, the final version's repeats of identities the initial
    /// version knows first. RxDataSources reports only those; the final version's other repeats
    /// (new sections or items that repeat) come last here.
    @inlinable
    static func identityIndices(_ initial: [Section], _ final: [Section]) throws -> (
        initialSections: [Section.Identity: Int],
        finalSections: [Section.Identity: Int],
        initialItems: [Item.Identity: ItemPath],
        finalItems: [Item.Identity: ItemPath]
    ) {
        let initialSections = IdentityIndex(sectionsOf: initial)
        try refuse(initialSections.repeats, as: Diff.Error.duplicateSection)
        let finalSections = IdentityIndex(sectionsOf: final)
        try refuse(finalSections.repeats.filter { initialSections.positions[$0.identity] != nil }, as: Diff.Error.duplicateSection)
        let initialItems = IdentityIndex(itemsOf: initial)
        try refuse(initialItems.repeats, as: Diff.Error.duplicateItem)
        let finalItems = IdentityIndex(itemsOf: final)
        try refuse(finalItems.repeats.filter { initialItems.positions[$0.identity] != nil }, as: Diff.Error.duplicateItem)
        try refuse(finalSections.repeats, as: Diff.Error.duplicateSection)
        try refuse(finalItems.repeats, as: Diff.Error.duplicateItem)
        return (initialSections.positions, finalSections.positions, initialItems.positions, finalItems.positions)
    }
}

/// Throws `error` of the first of `repeats`, if any.
@inlinable
func refuse<Element>(_ repeats: [Element], as error: (Element) -> Diff.Error) throws {
    if let repeated = repeats.first {
        throw error(repeated)
    }
}

/// The position of each element by identity, and the elements whose identity came earlier
/// already, in order.
@usableFromInline
struct IdentityIndex<Element: IdentifiableType, Position> {
    @usableFromInline var positions: [Element.Identity: Position]
    @usableFromInline var repeats: [Element]

    @inlinable
    init(capacity: Int) {
        positions = Dictionary(minimumCapacity: capacity)
        repeats = []
    }

    @inlinable
    mutating func add(_ element: Element, at position: Position) {
        if positions.updateValue(position, forKey: element.identity) != nil {
            repeats.append(element)
        }
    }
}

extension IdentityIndex where Position == Int {
    /// The index of each section.
    @inlinable
    init<Sections: Collection>(sectionsOf sections: Sections) where Sections.Element == Element, Sections.Index == Int {
        self.init(capacity: sections.count)
        for (index, section) in zip(sections.indices, sections) {
            add(section, at: index)
        }
    }
}

extension IdentityIndex where Position == ItemPath {
    /// The path of each item of `sections`.
    @inlinable
    init<Section: SectionModelType>(itemsOf sections: [Section]) where Section.Item == Element {
        self.init(capacity: sections.reduce(0) { $0 + $1.items.count })
        for (sectionIndex, section) in sections.enumerated() {
            for (itemIndex, item) in section.items.enumerated() {
                add(item, at: ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex))
            }
        }
    }
}
