import Differentiator
import Foundation
import RxSwift

/// The sections a view shows, kept for index-path access, and the batches that bring the view to
/// each new version: the headless counterpart of RxDataSources' table and collection view data
/// sources, for a view of any kind (a terminal, a server-driven user interface).
///
/// Bind an `Observable<[Section]>` to it (`bind(to:)`, or `drive` from a `Driver`) and subscribe
/// to `changesets`: for each new version it emits either one changeset with `reloadData` set, or
/// the staged changesets to animate, each as one batch update. While a changeset is delivered the
/// data source already holds that changeset's final sections, as a table view's data source
/// does inside a batch update. An error of the bound sequence ends `changesets` with that error.
///
/// Not thread-safe: feed it and read it on one thread (the main thread for a `Driver`).
open class SectionedDataSource<Section: SectionModelType>: SectionedViewDataSourceType, ObserverType {
    /// The type of the items.
    public typealias Item = Section.Item
    /// The bound element type.
    public typealias Element = [Section]
    /// A section as the data source keeps it: its items stay in the order shown even when the
    /// section type is mutable.
    public typealias SectionModelSnapshot = SectionModel<Section, Item>

    private var snapshots: [SectionModelSnapshot] = []
    private var hasSections = false
    private let output = PublishSubject<Changeset<Section>>()

    /// An empty data source.
    public init() {}

    /// The batches to apply to the view, in order.
    public var changesets: Observable<Changeset<Section>> {
        output.asObservable()
    }

    /// The sections as the view shows them.
    open var sectionModels: [Section] {
        snapshots.map { Section(original: $0.model, items: $0.items) }
    }

    /// The section at `section`.
    open subscript(section: Int) -> Section {
        let snapshot = snapshots[section]
        return Section(original: snapshot.model, items: snapshot.items)
    }

    /// The item at `indexPath`; setting it replaces the item without telling the view.
    open subscript(indexPath: IndexPath) -> Item {
        get {
            snapshots[indexPath.section].items[indexPath.item]
        }
        set {
            snapshots[indexPath.section].items[indexPath.item] = newValue
        }
    }

    /// The item at `indexPath`.
    ///
    /// - Throws: `RxDataSourceError.outOfBounds` when there is no item there.
    open func model(at indexPath: IndexPath) throws -> Any {
        guard snapshots.indices.contains(indexPath.section),
              snapshots[indexPath.section].items.indices.contains(indexPath.item) else {
            throw RxDataSourceError.outOfBounds(indexPath: indexPath)
        }
        return self[indexPath]
    }

    /// Replaces the sections without telling the view.
    open func setSections(_ sections: [Section]) {
        snapshots = sections.map { SectionModelSnapshot(model: $0, items: $0.items) }
    }

    /// Takes a new version of the sections: the first one is a reload, later ones whatever
    /// `changesets(from:to:)` decides. Completion changes nothing; an error ends `changesets`.
    public func on(_ event: Event<[Section]>) {
        switch event {
        case let .next(sections):
            guard hasSections else {
                hasSections = true
                deliver([Changeset.initialValue(sections)])
                return
            }
            deliver(changesets(from: sectionModels, to: sections))
            // Whatever was delivered, the data source ends on the new version, headers included.
            setSections(sections)
        case let .error(error):
            output.on(.error(error))
        case .completed:
            break
        }
    }

    /// The batches from `old` to `new`; a reload by default.
    open func changesets(from old: [Section], to new: [Section]) -> [Changeset<Section>] {
        [Changeset.initialValue(new)]
    }

    private func deliver(_ batches: [Changeset<Section>]) {
        for batch in batches {
            setSections(batch.finalSections)
            output.on(.next(batch))
        }
    }
}
