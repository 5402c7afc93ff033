@testable import RxSwift
import RxTestSupport
import XCTest

/// `ElementSlot`: one element at a stable address, released when replaced, cleared or freed.
final class ElementSlotTests: RxTestCase {
    func testStoresReplacesAndClears() {
        var slot = ElementSlot<String>()
        XCTAssertFalse(slot.isFull)
        XCTAssertEqual(slot.elements, [])
        slot.store("a")
        XCTAssertTrue(slot.isFull)
        XCTAssertEqual(slot.element, "a")
        slot.store("b")
        XCTAssertEqual(slot.elements, ["b"])
        slot.removeAll()
        XCTAssertFalse(slot.isFull)
        XCTAssertEqual(slot.elements, [])
        slot.store("c")
        XCTAssertEqual(slot.element, "c", "usable again after being cleared")
    }

    func testReleasesWhatItHeldWhenReplacedClearedAndFreed() {
        weak var first: Token?
        weak var second: Token?
        weak var third: Token?
        do {
            var slot = ElementSlot<Token>()
            do {
                let token = Token()
                first = token
                slot.store(token)
            }
            XCTAssertNotNil(first, "kept while stored")
            do {
                let token = Token()
                second = token
                slot.store(token)
            }
            XCTAssertNil(first, "released when replaced")
            slot.removeAll()
            XCTAssertNil(second, "released when cleared")
            do {
                let token = Token()
                third = token
                slot.store(token)
            }
            XCTAssertNotNil(third)
        }
        XCTAssertNil(third, "released with the slot")
    }

    func testStartsFullWhenGivenAnElement() {
        let slot = ElementSlot<Int>(7)
        XCTAssertTrue(slot.isFull)
        XCTAssertEqual(slot.element, 7)
    }
}
