@testable import RxSwift
import RxTestSupport
import XCTest

/// `ElementSlot`: one element at a stable address, released when replaced, cleared or freed
/// (`free()`, which its owner calls: the slot has no deinit).
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
        var taken = ElementQueue<String>()
        slot.removeAll(into: &taken)
        XCTAssertEqual(taken.dequeue(), "b")
        XCTAssertFalse(slot.isFull)
        XCTAssertEqual(slot.elements, [])
        slot.store("c")
        XCTAssertEqual(slot.element, "c", "usable again after being cleared")
        slot.free()
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
            var taken = ElementQueue<Token>()
            slot.removeAll(into: &taken)
            XCTAssertNotNil(second, "alive where it was taken to")
            taken.removeAll()
            XCTAssertNil(second, "released once let go of there")
            do {
                let token = Token()
                third = token
                slot.store(token)
            }
            XCTAssertNotNil(third)
            slot.free()
        }
        XCTAssertNil(third, "released when the slot is freed")
    }
}

extension ElementSlotTests {
    /// A slot that keeps the element it replaces: the new element is stored at once, the one it
    /// replaced stays alive until `releaseReplaced()`, and the two cells take turns.
    func testKeepsTheReplacedElementUntilReleased() {
        weak var first: Token?
        weak var second: Token?
        weak var third: Token?
        do {
            var slot = ElementSlot<Token>(keepsReplaced: true)
            slot.releaseReplaced()
            do {
                let token = Token()
                first = token
                slot.storeKeepingReplaced(token)
            }
            XCTAssertTrue(slot.element === first)
            slot.releaseReplaced()
            XCTAssertNotNil(first, "nothing was replaced yet")
            do {
                let token = Token()
                second = token
                slot.storeKeepingReplaced(token)
            }
            XCTAssertTrue(slot.element === second)
            XCTAssertNotNil(first, "kept until released")
            slot.releaseReplaced()
            XCTAssertNil(first, "released by releaseReplaced()")
            do {
                let token = Token()
                third = token
                slot.storeKeepingReplaced(token)
            }
            XCTAssertEqual(slot.elements.count, 1)
            XCTAssertTrue(slot.element === third)
            XCTAssertNotNil(second)
            // Freed with an element replaced and not yet released: both are released.
            slot.free()
        }
        XCTAssertNil(second)
        XCTAssertNil(third)
    }

    /// Taking the element out for release after a lock leaves the slot empty, and the element
    /// alive where it went.
    func testRemovesItsElementIntoAQueue() {
        weak var kept: Token?
        var slot = ElementSlot<Token>(keepsReplaced: true)
        do {
            let token = Token()
            kept = token
            slot.storeKeepingReplaced(token)
        }
        var queue = ElementQueue<Token>()
        slot.removeAll(into: &queue)
        XCTAssertFalse(slot.isFull)
        XCTAssertEqual(slot.elements.count, 0)
        XCTAssertNotNil(kept, "alive in the queue")
        XCTAssertEqual(queue.count, 1)
        queue.removeAll()
        XCTAssertNil(kept)
        slot.free()
    }
}
