import Differentiator
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// Thousands of seeded random edits: a view applying the changesets in order must show the final
/// sections exactly, through at most the three stages, in their order.
final class RandomizedDiffTests: RxTestCase {
    private func checkRandomPairs(seed: UInt64, count: Int, size: Int) throws {
        var edits = RandomEdits(seed: seed)
        for round in 0 ..< count {
            let (initial, final) = edits.pair(size: size)
            let context = "seed \(seed) round \(round): \(notation(initial)) → \(notation(final))"
            let changesets = try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)
            var view = BatchUpdatingView(sections: initial)
            for changeset in changesets {
                XCTAssertEqual(notation(changeset.originalSections), notation(view.sections), context)
                do {
                    try view.apply(changeset)
                } catch {
                    return XCTFail("\(context): \(summary(changeset)): \(error)")
                }
            }
            if changesets.isEmpty {
                // Nothing to animate: at most the sections' own values changed.
                XCTAssertEqual(initial.map(\.identity), final.map(\.identity), context)
                XCTAssertEqual(initial.map(\.items), final.map(\.items), context)
            } else {
                XCTAssertEqual(notation(view.sections), notation(final), context)
            }
            let stages = changesets.map(Self.stage)
            XCTAssertEqual(stages, stages.sorted(), context)
            XCTAssertEqual(Set(stages).count, stages.count, context)
            XCTAssertFalse(changesets.contains { summary($0).isEmpty }, context)
        }
    }

    /// 1 for removals and updates, 2 for section insertions and moves, 3 for item insertions and moves.
    private static func stage(_ changeset: Changeset<Block>) -> Int {
        let removes = !(changeset.deletedSections.isEmpty && changeset.deletedItems.isEmpty && changeset.updatedItems.isEmpty)
        let arranges = !(changeset.insertedSections.isEmpty && changeset.movedSections.isEmpty)
        let places = !(changeset.insertedItems.isEmpty && changeset.movedItems.isEmpty)
        switch (removes, arranges, places) {
        case (true, false, false): return 1
        case (false, true, false): return 2
        case (false, false, true): return 3
        default: return 0
        }
    }

    func testSmallRandomEditsApplyExactly() throws {
        try checkRandomPairs(seed: 1, count: 3000, size: 6)
    }

    func testLargerRandomEditsApplyExactly() throws {
        try checkRandomPairs(seed: 2, count: 300, size: 40)
    }

    func testSameSeedSameChangesets() throws {
        var first = RandomEdits(seed: 9)
        var second = RandomEdits(seed: 9)
        for _ in 0 ..< 50 {
            let (a, b) = (first.pair(size: 8), second.pair(size: 8))
            XCTAssertEqual(notation(a.initial) + notation(a.final), notation(b.initial) + notation(b.final))
        }
    }
}
