/// Computes the changes between two versions of a sectioned list.
public enum Diff {
    /// Why two versions of a list cannot be diffed.
    ///
    /// The payloads are the user's values, kept only to describe the problem.
    public enum Error: Swift.Error, @unchecked Sendable, CustomDebugStringConvertible {
        // @unchecked Sendable: the payloads are `Any` only to name the offending value in the
        // description; the library never reads them, and they are the caller's values.
        /// Two items of one version share an identity.
        case duplicateItem(item: Any)
        /// Two sections of one version share an identity.
        case duplicateSection(section: Any)
        /// A section's `init(original:items:)` returned a section with another identity or other
        /// items than it was given.
        case invalidInitializerImplementation(section: Any, expectedItems: Any, expectedIdentifier: Any)

        /// What went wrong, naming the offending value.
        public var debugDescription: String {
            switch self {
            case let .duplicateItem(item):
                return "Duplicate item \(item)"
            case let .duplicateSection(section):
                return "Duplicate section \(section)"
            case let .invalidInitializerImplementation(section, expectedItems, expectedIdentifier):
                return "Wrong initializer implementation for: \(section)\n"
                    + "Expected it should return items: \(expectedItems)\n"
                    + "Expected it should have id: \(expectedIdentifier)"
            }
        }
    }

    /// The batches that turn `initialSections` into `finalSections`, to be applied in order, each
    /// as one batch update of a list view.
    ///
    /// Items and sections are matched by identity, so an item that went to another section is a
    /// move; an item that kept its identity but is no longer `==` is an update. The changes come
    /// in up to three stages, each left out when it has nothing to do: deleted sections and
    /// items with the updated items; inserted and moved sections; inserted and moved items.
    /// Takes time linear in the number of sections and items.
    ///
    /// - Throws: `Diff.Error` when identities repeat within a version, or when the section type's
    ///   `init(original:items:)` does not keep what it is given.
    @inlinable
    public static func differencesForSectionedView<Section: AnimatableSectionModelType>(
        initialSections: [Section],
        finalSections: [Section]
    ) throws -> [Changeset<Section>] {
        let plan = try SectionedDiffPlan(initial: initialSections, final: finalSections)
        var stages = [try plan.removalStage(), try plan.sectionStage(), plan.itemStage()]
        stages.removeAll { $0.isEmpty }
        return chained(stages, from: initialSections, to: finalSections)
    }

    /// `stages` with each one's original sections set to the previous one's final sections, and
    /// the last one ending exactly on `final`.
    @inlinable
    static func chained<Section>(
        _ stages: [Changeset<Section>],
        from initial: [Section],
        to final: [Section]
    ) -> [Changeset<Section>] {
        var original = initial
        return stages.indices.map { index in
            let stage = stages[index]
            let finalSections = index == stages.count - 1 ? final : stage.finalSections
            defer { original = finalSections }
            return Changeset(
                originalSections: original,
                finalSections: finalSections,
                insertedSections: stage.insertedSections,
                deletedSections: stage.deletedSections,
                movedSections: stage.movedSections,
                updatedSections: stage.updatedSections,
                insertedItems: stage.insertedItems,
                deletedItems: stage.deletedItems,
                movedItems: stage.movedItems,
                updatedItems: stage.updatedItems
            )
        }
    }
}
