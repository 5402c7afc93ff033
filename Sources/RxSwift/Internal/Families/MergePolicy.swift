/// How a merge-like operator runs its inner sequences: what its operators differ in, besides
/// where the sequences come from.
struct MergePolicy {
    /// At most how many inner sequences run at once (`.max`: no limit).
    let maxConcurrent: Int
    /// Whether an outer element that arrives while an inner sequence runs is skipped
    /// (`flatMapFirst`), rather than queued or started.
    var skipsElementsWhileBusy = false
    /// Whether the last inner subscription ends after the completion was passed on (RxSwift's
    /// `concat` of a collection), rather than before it (its merging operators).
    var releasesLastInnerAfterCompleting = false

    /// Every inner sequence at once (`flatMap`, `merge()`, `merge` of an array).
    static var unlimited: MergePolicy { MergePolicy(maxConcurrent: .max) }
}
