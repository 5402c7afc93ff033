@testable import RxSwift
import RxTestSupport
import XCTest

/// `Bag`: keys stay valid across compaction, and a bag down to one value holds one slot.
final class BagTests: RxTestCase {
    func testSoleValueAfterTheLaterValuesLeft() {
        var bag = Bag<String>()
        let first = bag.insert("first")
        let later = (0..<10).map { bag.insert("later \($0)") }
        XCTAssertNil(bag.soleValue)
        for key in later { _ = bag.remove(key) }
        XCTAssertEqual(bag.soleValue, "first")
        XCTAssertEqual(bag.slots.count, 1, "compacted when down to one value: no hole to walk past per element")
        XCTAssertEqual(bag[first], "first", "the key still finds its value after compaction")
    }

    func testKeysFindTheirValuesAfterCompaction() {
        var bag = Bag<Int>()
        let keys = (0..<40).map { bag.insert($0) }
        for key in keys where key % 3 != 0 { _ = bag.remove(key) }
        XCTAssertLessThan(bag.slots.count, 40, "holes outnumbering the values are compacted")
        for (index, key) in keys.enumerated() {
            XCTAssertEqual(bag[key], key % 3 == 0 ? index : nil)
        }
        XCTAssertEqual(bag.values, Array(stride(from: 0, to: 40, by: 3)), "insertion order is kept")
        XCTAssertNil(bag.remove(keys[1]), "a removed key finds nothing")
    }
}
