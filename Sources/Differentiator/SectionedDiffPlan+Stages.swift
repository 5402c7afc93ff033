// The three stages of a sectioned diff. Each is a batch a list view can apply on its own: a view
// cannot move an item out of a section it deletes in the same batch, nor tell a moved section's
// items apart from moved items, so removals, section moves and item moves come one after another.

extension SectionedDiffPlan {
    /// Deleted sections and items, and updated items, against the initial indices. Its final
    /// sections are the surviving sections, in initial order, holding their surviving items with
    /// their final values.
    @inlinable
    func removalStage() throws -> Changeset<Section> {
        var deletedItems: [ItemPath] = []
        var updatedItems: [ItemPath] = []
        for (sectionIndex, sectionFates) in fates.enumerated() {
            for (itemIndex, fate) in sectionFates.enumerated() {
                let path = ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex)
                switch fate {
                case .deletedWithSection:
                    break
                case .deleted:
                    deletedItems.append(path)
                case let .kept(_, finalPath):
                    if initial[path] != final[finalPath] {
                        updatedItems.append(path)
                    }
                }
            }
        }
        return Changeset(
            finalSections: try initial.indices.compactMap { index in
                guard finalIndexOfInitial[index] != nil else { return nil }
                return try rebuilt(initial[index], items: survivingItems(ofInitialSection: index))
            },
            deletedSections: initial.indices.filter { finalIndexOfInitial[$0] == nil },
            deletedItems: deletedItems,
            updatedItems: updatedItems
        )
    }

    /// Inserted sections (with their items) and moved sections. Its final sections are the final
    /// ones, the surviving ones still holding the items they had after the removal stage.
    @inlinable
    func sectionStage() throws -> Changeset<Section> {
        let sources = initialIndexOfFinal.map { initialIndex in initialIndex.flatMap { survivingIndexOfInitial[$0] } }
        let survivorCount = survivingIndexOfInitial.reduce(0) { $0 + ($1 == nil ? 0 : 1) }
        let moves = InPlaceMoves(sources: sources, holdsPlace: Array(repeating: true, count: survivorCount))
        return Changeset(
            finalSections: try final.indices.map { index in
                guard let initialIndex = initialIndexOfFinal[index] else { return final[index] }
                return try rebuilt(final[index], items: survivingItems(ofInitialSection: initialIndex))
            },
            insertedSections: final.indices.filter { initialIndexOfFinal[$0] == nil },
            // In the order of the sections' indices before the stage, as RxDataSources lists them.
            movedSections: final.indices.compactMap { index in
                guard moves.moved[index], let from = sources[index] else { return nil }
                return (from: from, to: index)
            }.sorted { $0.from < $1.from }
        )
    }

    /// Inserted and moved items: moves come from the paths after the section stage, within a
    /// section or across sections. Its final sections are the final ones.
    @inlinable
    func itemStage() -> Changeset<Section> {
        var insertedItems: [ItemPath] = []
        var movedItems: [(from: ItemPath, to: ItemPath)] = []
        for (sectionIndex, sectionOrigins) in origins.enumerated() {
            guard let initialSection = initialIndexOfFinal[sectionIndex] else { continue }
            let moves = movesWithin(finalSection: sectionIndex, initialSection: initialSection)
            for (itemIndex, origin) in sectionOrigins.enumerated() {
                let path = ItemPath(sectionIndex: sectionIndex, itemIndex: itemIndex)
                switch origin {
                case .insertedWithSection:
                    break
                case .inserted:
                    insertedItems.append(path)
                case let .kept(initialPath, survivorIndex):
                    guard initialPath.sectionIndex != initialSection || moves.moved[itemIndex] else { continue }
                    // After the section stage, the item's section stands at its final index.
                    let from = ItemPath(
                        sectionIndex: finalIndexOfInitial[initialPath.sectionIndex]!,
                        itemIndex: survivorIndex
                    )
                    movedItems.append((from: from, to: path))
                }
            }
        }
        return Changeset(finalSections: final, insertedItems: insertedItems, movedItems: movedItems)
    }

    /// The items of an initial section that survive the removal stage, with their final values.
    @inlinable
    func survivingItems(ofInitialSection index: Int) -> [Item] {
        fates[index].compactMap { fate in
            guard case let .kept(_, finalPath) = fate else { return nil }
            return final[finalPath]
        }
    }

    /// The explicit moves among the items a final section keeps from its initial section.
    @inlinable
    func movesWithin(finalSection: Int, initialSection: Int) -> InPlaceMoves {
        let sources = origins[finalSection].map { origin -> Int? in
            guard case let .kept(initialPath, survivorIndex) = origin,
                  initialPath.sectionIndex == initialSection else { return nil }
            return survivorIndex
        }
        // Sections are walked in final order, so an item bound for an earlier section has left
        // already; one bound for a later section still holds its place (RxDataSources moves the
        // items that pass it).
        let holdsPlace = fates[initialSection].compactMap { fate -> Bool? in
            guard case let .kept(_, finalPath) = fate else { return nil }
            return finalPath.sectionIndex >= finalSection
        }
        return InPlaceMoves(sources: sources, holdsPlace: holdsPlace)
    }
}
