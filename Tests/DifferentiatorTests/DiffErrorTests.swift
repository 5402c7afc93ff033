import Differentiator
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// Inputs the differentiator refuses, with the error RxDataSources 5 gives.
final class DiffErrorTests: RxTestCase {
    private func error(_ initial: String, _ final: String) -> String? {
        do {
            _ = try Diff.differencesForSectionedView(initialSections: sections(initial), finalSections: sections(final))
            return nil
        } catch let error as Diff.Error {
            return error.debugDescription
        } catch {
            return "unexpected \(error)"
        }
    }

    func testDuplicateItemInOneSection() {
        XCTAssertEqual(error("A: 0 1 1", "A: 0"), "Duplicate item 1")
        XCTAssertEqual(error("A: 1 2 2 3 3", "A: 1"), "Duplicate item 2")
    }

    func testDuplicateItemAcrossSections() {
        XCTAssertEqual(error("A: 5 | B: 5", "A: 5 | B: 6"), "Duplicate item 5")
    }

    func testDuplicateItemInTheFinalSections() {
        XCTAssertEqual(error("A: 0 1", "A: 0 1 | B: 1"), "Duplicate item 1")
        // RxDataSources misses repeats of new items and lets them through.
        XCTAssertEqual(error("A: 0", "A: 0 1 1"), "Duplicate item 1")
        XCTAssertEqual(error("A: 1", "A: 1 2 2 3 3"), "Duplicate item 2")
    }

    func testDuplicateSection() {
        XCTAssertEqual(error("A: 0 | A: 1", "A: 0 1"), #"Duplicate section HashableSectionModel(model: "A", items: [1])"#)
        XCTAssertEqual(error("A: 0 1 2", "A: 0 1 2 | A: 3"), #"Duplicate section HashableSectionModel(model: "A", items: [3])"#)
        // RxDataSources misses repeats of new sections.
        XCTAssertEqual(error("", "A: 1 | B: 2 | B: 3"), #"Duplicate section HashableSectionModel(model: "B", items: [3])"#)
    }

    func testSectionsAreCheckedBeforeItems() {
        XCTAssertEqual(error("A: 0 0 | A: 1", "A: 0 1 1"), #"Duplicate section HashableSectionModel(model: "A", items: [1])"#)
        XCTAssertEqual(error("A: 5 | B: 5", "A: 5 | A: 5"), #"Duplicate section HashableSectionModel(model: "A", items: [5])"#)
    }

    func testRepeatsOfKnownIdentitiesComeFirst() {
        // RxDataSources reports the repeated known item; the repeated new section comes after it.
        XCTAssertEqual(error("A: 0 1 2 3 2", "B: | A: 0 1 2 3 | B: 4"), "Duplicate item 2")
    }

    func testInitializerThatDropsItems() {
        let initial = [Lossy(id: 0, items: [Row(id: 1), Row(id: 2)])]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: initial, finalSections: initial)) { error in
            XCTAssertEqual(
                (error as? Diff.Error)?.debugDescription,
                "Wrong initializer implementation for: Lossy 0 [1]\nExpected it should return items: [1, 2]\nExpected it should have id: 0"
            )
        }
    }

    func testInitializerThatChangesTheIdentity() {
        let initial = [Lossy(id: 0, items: [], renames: true)]
        let final = [Lossy(id: 0, items: [Row(id: 1)], renames: true)]
        XCTAssertThrowsError(try Diff.differencesForSectionedView(initialSections: initial, finalSections: final)) { error in
            guard case let .invalidInitializerImplementation(section, expectedItems, expectedIdentifier)? = error as? Diff.Error else {
                return XCTFail("\(error)")
            }
            XCTAssertEqual((section as? Lossy)?.id, 100)
            XCTAssertEqual(expectedItems as? [Row], [])
            XCTAssertEqual(expectedIdentifier as? Int, 0)
        }
    }

    func testInitializerUnusedWhenEverySectionIsNew() throws {
        let final = [Lossy(id: 0, items: [Row(id: 1), Row(id: 2)])]
        let changesets = try Diff.differencesForSectionedView(initialSections: [], finalSections: final)
        XCTAssertEqual(changesets.map(summary), ["insS[0]"])
    }
}

/// A section whose `init(original:items:)` loses the last item, or renames the section.
private struct Lossy: AnimatableSectionModelType, CustomStringConvertible {
    var id: Int
    var items: [Row]
    var renames = false
    var identity: Int { id }
    var description: String { "Lossy \(id) \(items)" }

    init(id: Int, items: [Row], renames: Bool = false) {
        self.id = id
        self.items = items
        self.renames = renames
    }

    init(original: Lossy, items: [Row]) {
        self.init(id: original.renames ? original.id + 100 : original.id, items: original.renames ? items : items.dropLast(), renames: original.renames)
    }
}
