import Differentiator
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// Which items and sections are moved explicitly, as RxDataSources 5 chooses them.
final class DiffMoveTests: RxTestCase {
    func testRotatingLeftMovesTwoItems() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2", "A: 1 2 0"), ["movI[0.1>0.0,0.2>0.1]"])
    }

    func testRotatingRightMovesOneItem() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2", "A: 2 0 1"), ["movI[0.2>0.0]"])
    }

    func testReversingMovesAllButTheFirstItem() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2 3 4", "A: 4 3 2 1 0"), ["movI[0.4>0.0,0.3>0.1,0.2>0.2,0.1>0.3]"])
    }

    func testSwappedPairsMoveOneItemEach() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2 3", "A: 1 0 3 2"), ["movI[0.1>0.0,0.3>0.2]"])
    }

    func testMovesAcrossSections() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 | B: 2 3", "A: 0 2 | B: 1 3"), ["movI[1.0>0.1,0.1>1.0]"])
    }

    func testMoveAndInsertionShareAChangeset() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2", "A: 1 3 2 0"), ["insI[0.1] movI[0.1>0.0,0.2>0.2]"])
    }

    func testMovesComeFromTheIndicesAfterDeletions() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2", "A: 2 1"), ["delI[0.0]", "movI[0.1>0.0]"])
        XCTAssertEqual(try stagedSummaries("A: 0 1 2 3 4 5", "A: 5 1 2 3 4"), ["delI[0.0]", "movI[0.4>0.0]"])
    }

    func testMovesComeFromTheSectionIndicesAfterSectionMoves() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 | B: 2 3", "B: 2 3 1 | A: 0"), ["movS[1>0]", "movI[1.1>0.2]"])
        XCTAssertEqual(try stagedSummaries("A: 0 1 2 | B: 5", "A: 0 2 5 | B: 6"), ["delI[0.1]", "insI[1.0] movI[1.0>0.2]"])
    }

    func testItemsPassingOneBoundForALaterSectionAreMoved() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 1 2 | B: 3", "A: 1 2 | B: 3 0"), ["movI[0.1>0.0,0.2>0.1,0.0>1.1]"])
    }

    func testSectionMovesChosenLikeItemMoves() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 | B: 1", "B: 1 | A: 0"), ["movS[1>0]"])
        XCTAssertEqual(try stagedSummaries("A: | B: | C:", "C: | A: | B:"), ["movS[2>0]"])
        XCTAssertEqual(try stagedSummaries("A: | B: | C:", "B: | C: | A:"), ["movS[1>0,2>1]"])
    }

    func testSectionMovesListedByTheirIndexBeforeTheBatch() throws {
        XCTAssertEqual(try stagedSummaries("A: | B: | C: | D:", "D: | E: | C: | A: | B:"), ["insS[1] movS[2>2,3>0]"])
    }

    func testSectionMovesComeFromTheIndicesAfterDeletions() throws {
        XCTAssertEqual(try stagedSummaries("A: 0 | B: 1 | C: 2", "B: 1 | A: 0"), ["delS[2]", "movS[1>0]"])
    }
}
