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
        XCTAssertEqual(Array(bag.snapshot).count, 1, "compacted when down to one value: no hole to walk past per element")
        XCTAssertEqual(bag[first], "first", "the key still finds its value after compaction")
    }

    func testTheSoleValueIsProjectedWithItsKey() {
        var bag = Bag<String>()
        XCTAssertNil(bag.projectingSoleValue { $0.count }, "no value")
        let a = bag.insert("a")
        XCTAssertEqual(bag.projectingSoleValue { $0 + "!" }?.key, a, "inline")
        XCTAssertEqual(bag.projectingSoleValue { $0 + "!" }?.projection, "a!")
        let b = bag.insert("bb")
        XCTAssertNil(bag.projectingSoleValue { $0.count }, "two values")
        _ = bag.remove(a)
        XCTAssertEqual(bag.projectingSoleValue { $0.count }?.key, b, "the last one left in the array")
        XCTAssertEqual(bag.projectingSoleValue { $0.count }?.projection, 2)
        let later = (0..<5).map { bag.insert("later \($0)") }
        for key in later.dropLast() { _ = bag.remove(key) }
        _ = bag.remove(b)
        XCTAssertEqual(bag.projectingSoleValue { $0 }?.key, later.last, "found past the holes compacted away")
        XCTAssertEqual(bag.projectingSoleValue { $0 }?.projection, "later 4")
    }

    func testKeysFindTheirValuesAfterCompaction() {
        var bag = Bag<Int>()
        let keys = (0..<40).map { bag.insert($0) }
        for key in keys where key % 3 != 0 { _ = bag.remove(key) }
        XCTAssertLessThan(Array(bag.snapshot).count, 40, "holes outnumbering the values are compacted")
        for (index, key) in keys.enumerated() {
            XCTAssertEqual(bag[key], key % 3 == 0 ? index : nil)
        }
        XCTAssertEqual(bag.values, Array(stride(from: 0, to: 40, by: 3)), "insertion order is kept")
        XCTAssertNil(bag.remove(keys[1]), "a removed key finds nothing")
    }

    func testOneValueIsKeptInlineAndTheSecondMovesBothIntoTheArray() {
        var bag = Bag<String>()
        let a = bag.insert("a")
        XCTAssertEqual(bag.soleValue, "a")
        XCTAssertEqual(bag[a], "a")
        XCTAssertEqual(Array(bag.snapshot).map(\.key), [a])
        let b = bag.insert("b")
        XCTAssertNil(bag.soleValue)
        XCTAssertEqual(bag.values, ["a", "b"], "the inline value comes first")
        XCTAssertEqual(Array(bag.snapshot).map(\.key), [a, b])
        XCTAssertEqual(bag.remove(a), "a")
        XCTAssertEqual(bag.soleValue, "b")
        XCTAssertEqual(bag.remove(b), "b")
        XCTAssertTrue(bag.isEmpty)
        XCTAssertEqual(Array(bag.snapshot).count, 0, "an empty bag lets its array go")
        let c = bag.insert("c")
        XCTAssertEqual(bag[c], "c")
        XCTAssertGreaterThan(c, b, "keys keep growing")
        XCTAssertNil(bag[a], "an old key finds nothing")
    }

    func testReplacingAndRemovingTheInlineValueByKey() {
        var bag = Bag<Int>()
        let key = bag.insert(1)
        bag[key] = 2
        XCTAssertEqual(bag[key], 2)
        XCTAssertEqual(bag.count, 1)
        bag[key] = nil
        XCTAssertTrue(bag.isEmpty)
        XCTAssertNil(bag.remove(key), "removed once")
        let other = bag.insert(3)
        XCTAssertNil(bag.remove(key), "an old key does not remove the new value")
        XCTAssertEqual(bag.removeAll(), [3])
        XCTAssertNil(bag[other])
    }

    func testSnapshotsAreValues() {
        var bag = Bag<Int>()
        _ = bag.insert(1)
        let one = bag.snapshot
        _ = bag.insert(2)
        let two = bag.snapshot
        _ = bag.removeAll()
        XCTAssertEqual(one.compactMap(\.value), [1])
        XCTAssertEqual(two.compactMap(\.value), [1, 2])
        XCTAssertEqual(one.withUnsafeBufferPointer { $0.count }, 1)
        XCTAssertEqual(two.withUnsafeBufferPointer { $0.compactMap(\.value) }, [1, 2])
    }
}
