@testable import RxSwift
import RxTestSupport
import XCTest

final class PriorityQueueTests: RxTestCase {
    func testRemovesInPriorityOrder() {
        var generator = SystemRandomNumberGenerator()
        var queue = PriorityQueue<Int>(precedes: <)
        var reference: [Int] = []
        for _ in 0..<500 {
            let value = Int.random(in: 0..<100, using: &generator)
            queue.insert(value)
            reference.append(value)
        }
        XCTAssertEqual(queue.count, 500)
        var removed: [Int] = []
        while let value = queue.removeFirst() {
            removed.append(value)
        }
        XCTAssertEqual(removed, reference.sorted())
        XCTAssertTrue(queue.isEmpty)
        XCTAssertNil(queue.first)
    }

    func testInterleavedInsertsAndRemovesKeepThePriorityOrder() {
        var queue = PriorityQueue<Int>(precedes: >)
        queue.insert(3)
        queue.insert(9)
        XCTAssertEqual(queue.removeFirst(), 9)
        queue.insert(1)
        queue.insert(7)
        XCTAssertEqual(queue.first, 7)
        XCTAssertEqual(queue.removeFirst(), 7)
        XCTAssertEqual(queue.removeFirst(), 3)
        XCTAssertEqual(queue.removeFirst(), 1)
        XCTAssertNil(queue.removeFirst())
    }
}
