import Differentiator
import SectionedListTestSupport
import XCTest

/// The changesets from `initial` to `final` (in the notation of `sections(_:)`), after checking
/// that a batch-updating view applying them in order ends on `final` and passes each changeset's
/// final sections on the way.
func stagedChanges(
    _ initial: String,
    _ final: String,
    file: StaticString = #filePath,
    line: UInt = #line
) throws -> [Changeset<Block>] {
    let changesets = try Diff.differencesForSectionedView(initialSections: sections(initial), finalSections: sections(final))
    var view = BatchUpdatingView(sections: sections(initial))
    for changeset in changesets {
        XCTAssertEqual(notation(changeset.originalSections), notation(view.sections), "original sections", file: file, line: line)
        try view.apply(changeset)
    }
    XCTAssertEqual(notation(view.sections), notation(sections(final)), "after the last changeset", file: file, line: line)
    return changesets
}

/// The summaries of the changesets from `initial` to `final` (see `stagedChanges`).
func stagedSummaries(_ initial: String, _ final: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String] {
    try stagedChanges(initial, final, file: file, line: line).map(summary)
}
