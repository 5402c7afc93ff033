import Differentiator

/// A headless data source that animates the changes between versions of the sections: each new
/// version after the first becomes the staged changesets of
/// `Diff.differencesForSectionedView`, or a reload when `decideViewTransition` says so or when
/// the versions cannot be diffed (repeated identities, a faulty `init(original:items:)`).
open class RxSectionedAnimatedDataSource<Section: AnimatableSectionModelType>: SectionedDataSource<Section> {
    /// Decides, from the changesets of an update, whether the view animates it or reloads.
    public typealias DecideViewTransition = (SectionedDataSource<Section>, [Changeset<Section>]) -> ViewTransition

    /// Decides, for each update, whether to animate it; animates all by default.
    open var decideViewTransition: DecideViewTransition

    /// Told why an update could not be diffed, before the view reloads instead.
    open var diffingFailed: ((Error) -> Void)?

    /// A data source that animates what `decideViewTransition` lets it.
    public init(decideViewTransition: @escaping DecideViewTransition = { _, _ in .animated }) {
        self.decideViewTransition = decideViewTransition
    }

    /// The staged changesets from `old` to `new`, or a reload.
    open override func changesets(from old: [Section], to new: [Section]) -> [Changeset<Section>] {
        do {
            let differences = try Diff.differencesForSectionedView(initialSections: old, finalSections: new)
            switch decideViewTransition(self, differences) {
            case .animated:
                return differences
            case .reload:
                return super.changesets(from: old, to: new)
            }
        } catch {
            diffingFailed?(error)
            return super.changesets(from: old, to: new)
        }
    }
}
