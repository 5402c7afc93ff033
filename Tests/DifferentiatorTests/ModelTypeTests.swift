import Differentiator
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// The ready-made sections, values and paths.
final class ModelTypeTests: RxTestCase {
    func testSectionModelKeepsItsModelWithNewItems() {
        let section = SectionModel(model: "Fruit", items: ["apple", "pear"])
        let rebuilt = SectionModel(original: section, items: ["fig"])
        XCTAssertEqual(rebuilt, SectionModel(model: "Fruit", items: ["fig"]))
        XCTAssertEqual(rebuilt.identity, "Fruit")
        XCTAssertEqual(rebuilt.description, #"Fruit > ["fig"]"#)
    }

    func testAnimatableSectionModelTakesItsModelsIdentity() {
        let section = Block(model: Header(name: "A", version: 1), items: [Row(id: 1)])
        XCTAssertEqual(section.identity, "A")
        XCTAssertEqual(section.hashValue, "A".hashValue)
        let rebuilt = Block(original: section, items: [Row(id: 2)])
        XCTAssertEqual(rebuilt, Block(model: Header(name: "A", version: 1), items: [Row(id: 2)]))
        XCTAssertNotEqual(rebuilt, section)
    }

    func testIdentifiableValueIsItsOwnIdentity() {
        let value = IdentifiableValue(value: "x")
        XCTAssertEqual(value.identity, "x")
        XCTAssertEqual(value, IdentifiableValue(value: "x"))
        XCTAssertEqual("\(value)", "x")
        XCTAssertEqual(value.debugDescription, "x")
    }

    func testIdentifiableValuesThatChangeAreReplaced() throws {
        typealias Words = AnimatableSectionModel<IdentifiableValue<Int>, IdentifiableValue<String>>
        let before = [Words(model: IdentifiableValue(value: 1), items: ["a", "b"].map(IdentifiableValue.init))]
        let after = [Words(model: IdentifiableValue(value: 1), items: ["a", "c"].map(IdentifiableValue.init))]
        let changesets = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
        XCTAssertEqual(changesets.map(summary), ["delI[0.1]", "insI[0.1]"])
    }

    func testItemPath() {
        let path = ItemPath(sectionIndex: 2, itemIndex: 5)
        XCTAssertEqual(path, ItemPath(sectionIndex: 2, itemIndex: 5))
        XCTAssertNotEqual(path, ItemPath(sectionIndex: 5, itemIndex: 2))
        XCTAssertEqual(Set([path, path, ItemPath(sectionIndex: 5, itemIndex: 2)]).count, 2)
        XCTAssertEqual(path.debugDescription, "(2, 5)")
    }

    func testInitialValueReloadsEverySection() {
        let changeset = Changeset.initialValue(sections("A: 0 | B: | C: 1 2"))
        XCTAssertEqual(summary(changeset), "reload insS[0,1,2]")
        XCTAssertEqual(notation(changeset.finalSections), "A: 0 | B: | C: 1 2")
        XCTAssertTrue(changeset.originalSections.isEmpty)
    }

    func testChangesetDescription() throws {
        let changeset = try XCTUnwrap(stagedChanges("A: 0 1", "A: 1 0 2").first)
        XCTAssertEqual(changeset.debugDescription, """
             >> Final sections   
            [
            HashableSectionModel(model: "A", items: [1, 0, 2])
            ]

            Items:
            insertedItems:
            \t[(0, 2)]
            movedItems:
            \t[(from: (0, 1), to: (0, 0))]
            """)
    }
}
