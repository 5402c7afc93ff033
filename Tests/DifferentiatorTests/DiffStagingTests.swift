import Differentiator
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// Which changes come in which changeset, as RxDataSources 5 stages them.
final class DiffStagingTests: RxTestCase {
    func testNoChangeIsNoChangeset() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2 | B:", "A: 0 1 2 | B:"), [])
        XCTAssertEqual(try stagedSummaries("", ""), [])
    }

    func testUpdateIsOneChangeset() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2", "A: 0 1' 2"), ["updI[0.1]"])
    }

    func testDeletionsAndUpdatesShareTheFirstChangeset() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2", "A: 0 1'"), ["delI[0.2] updI[0.1]"])
    }

    func testInsertionIsOneChangeset() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 | B: 5", "A: 0 1 | B: 5 6"), ["insI[1.1]"])
    }

    func testDeletionThenInsertionAreTwoChangesets() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2", "A: 0 2 3"), ["delI[0.1]", "insI[0.2]"])
    }

    func testUpdatedItemsUseTheIndicesBeforeTheBatch() throws {
        let changesets = try stagedChanges("A: 0 1 2 3 | B: 4 5", "A: 2 3' | B: 4 5 6")
        XCTAssertEqual(changesets.map(summary), ["delI[0.0,0.1] updI[0.3]", "insI[1.2]"])
        XCTAssertEqual(notation(changesets[0].finalSections), "A: 2 3' | B: 4 5")
    }

    func testUpdateOfAMovedItemComesBeforeTheMove() throws {
        let changesets = try stagedChanges("A: 0 1 2", "A: 0 2' 1")
        XCTAssertEqual(changesets.map(summary), ["updI[0.2]", "movI[0.2>0.1]"])
        XCTAssertEqual(notation(changesets[0].finalSections), "A: 0 1 2'")
    }

    func testDeletedSectionTakesItsItemsAlong() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 | B: 2 | C: 3", "A: 0 1 | C: 3"), ["delS[1]"])
    }

    func testInsertedSectionBringsItsItems() throws {
        XCTAssertEqual(try stagedSummaries("A: 0", "B: 7 8 | A: 0 | C:"), ["insS[0,2]"])
    }

    func testEverythingInsertedOrDeleted() throws {
        XCTAssertEqual(try stagedSummaries("", "A: 1 2 | B: | C: 3"), ["insS[0,1,2]"])
        XCTAssertEqual(try stagedSummaries("A: 1 2 | B: | C: 3", ""), ["delS[0,1,2]"])
    }

    func testSectionsDeletedThenMovedThenItemsInserted() throws {
        let changesets = try stagedChanges("A: 0 | B: 1 | C: 2", "C: 2 | B: 1 0")
        XCTAssertEqual(changesets.map(summary), ["delS[0]", "movS[1>0]", "insI[1.1]"])
        XCTAssertEqual(changesets.map { notation($0.finalSections) }, ["B: 1 | C: 2", "C: 2 | B: 1", "C: 2 | B: 1 0"])
        XCTAssertEqual(changesets.map { notation($0.originalSections) }, ["A: 0 | B: 1 | C: 2", "B: 1 | C: 2", "C: 2 | B: 1"])
    }

    func testInsertedSectionWithSectionMoveThenItems() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 | B: 1", "B: 1 2 | A: 0 | D: 5"), ["insS[2] movS[1>0]", "insI[0.1]"])
    }

    func testSectionStageShowsNewHeadersWithOldItems() throws {
        let changesets = try stagedChanges("A: 0 | B: 1", "B': 1 2 | A'': 0")
        XCTAssertEqual(changesets.map(summary), ["movS[1>0]", "insI[0.1]"])
        XCTAssertEqual(notation(changesets[0].finalSections), "B': 1 | A'': 0")
    }

    func testChangedHeaderAloneIsNoChangeset() throws {
        // A section's own value is not compared (sections need not be Equatable), so there is
        // nothing to animate; a data source shows the final sections all the same.
        let changesets = try Diff.differencesForSectionedView(initialSections: sections("A: 0 1"), finalSections: sections("A': 0 1"))
        XCTAssertEqual(changesets.count, 0)
    }

    func testLastChangesetEndsOnTheFinalHeaders() throws {
        // RxDataSources leaves the initial headers in a last changeset that only removes.
        let changesets = try stagedChanges("A: 0 1 2 3 | B: 4", "A': 0 1 2 | B': 4")
        XCTAssertEqual(changesets.map(summary), ["delI[0.3]"])
        XCTAssertEqual(notation(changesets[0].finalSections), "A': 0 1 2 | B': 4")
    }

    func testItemFromADeletedSectionIsInsertedAgain() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 | B: 1", "B: 1 0"), ["delS[0]", "insI[0.1]"])
    }

    func testItemIntoAnInsertedSectionIsDeletedFirst() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1", "A: 0 | B: 1"), ["delI[0.1]", "insS[1]"])
        XCTAssertEqual(try stagedSummaries("A: 0 1", "B: 1 | A: 0"), ["delI[0.1]", "insS[0]"])
    }
}
