/// Where every section and item of two versions of a list comes from and goes to, found by
/// identity in linear time; the three stages of `Diff.differencesForSectionedView` are read off it.
@usableFromInline
struct SectionedDiffPlan<Section: AnimatableSectionModelType> {
    @usableFromInline typealias Item = Section.Item

    /// What becomes of an item of the initial version.
    @usableFromInline
    enum Fate {
        /// Its section is deleted, which takes it along.
        case deletedWithSection
        /// Deleted on its own; also when it goes into an inserted section, which brings it back.
        case deleted
        /// Survives the removal stage as the `survivorIndex`th remaining item of its section, and
        /// ends at `finalPath`.
        case kept(survivorIndex: Int, finalPath: ItemPath)
    }

    /// Where an item of the final version comes from.
    @usableFromInline
    enum Origin {
        /// Its section is inserted, which brings it along.
        case insertedWithSection
        /// Inserted on its own; also when its initial section was deleted.
        case inserted
        /// The item at `initialPath`, `survivorIndex`th remaining item of its section after removal.
        case kept(initialPath: ItemPath, survivorIndex: Int)
    }

    @usableFromInline let initial: [Section]
    @usableFromInline let final: [Section]
    /// For each initial section, its index in `final`; `nil` when it is deleted.
    @usableFromInline let finalIndexOfInitial: [Int?]
    /// For each final section, its index in `initial`; `nil` when it is inserted.
    @usableFromInline let initialIndexOfFinal: [Int?]
    /// For each initial section, its index once deleted sections are gone; `nil` when deleted.
    @usableFromInline let survivingIndexOfInitial: [Int?]
    /// The fate of each initial item, by section.
    @usableFromInline let fates: [[Fate]]
    /// The origin of each final item, by section.
    @usableFromInline let origins: [[Origin]]

    @inlinable
    init(initial: [Section], final: [Section]) throws {
        self.initial = initial
        self.final = final
        let (initialSectionIndex, finalSectionIndex, initialItemPath, finalItemPath) = try Self.identityIndices(initial, final)

        finalIndexOfInitial = initial.map { finalSectionIndex[$0.identity] }
        let initialIndexOfFinal = final.map { initialSectionIndex[$0.identity] }
        self.initialIndexOfFinal = initialIndexOfFinal
        var survivors = 0
        survivingIndexOfInitial = finalIndexOfInitial.map { finalIndex in
            guard finalIndex != nil else { return nil }
            defer { survivors += 1 }
            return survivors
        }

        let fates = zip(initial, finalIndexOfInitial).map { section, finalIndex -> [Fate] in
            guard finalIndex != nil else {
                return Array(repeating: .deletedWithSection, count: section.items.count)
            }
            var kept = 0
            return section.items.map { item in
                guard let path = finalItemPath[item.identity], initialIndexOfFinal[path.sectionIndex] != nil else {
                    return .deleted
                }
                defer { kept += 1 }
                return .kept(survivorIndex: kept, finalPath: path)
            }
        }
        self.fates = fates
        origins = zip(final, initialIndexOfFinal).map { section, initialIndex in
            guard initialIndex != nil else {
                return Array(repeating: .insertedWithSection, count: section.items.count)
            }
            return section.items.map { item in
                guard let path = initialItemPath[item.identity],
                      case let .kept(survivorIndex, _) = fates[path.sectionIndex][path.itemIndex] else {
                    return .inserted
                }
                return .kept(initialPath: path, survivorIndex: survivorIndex)
            }
        }
    }

    /// `Section(original:items:)`, checked to keep the identity and the items it is given: the
    /// intermediate states of the stages are built with it, and a view animating from a wrong
    /// state would be told wrong indices.
    @inlinable
    func rebuilt(_ original: Section, items: [Item]) throws -> Section {
        let section = Section(original: original, items: items)
        guard section.identity == original.identity, section.items == items else {
            throw Diff.Error.invalidInitializerImplementation(
                section: section, expectedItems: items, expectedIdentifier: original.identity
            )
        }
        return section
    }
}
