import RxSwift
import RxTest
import XCTest
import RxTestSupport

/// Each generated arity of zip, with and without a result selector: the elements reach the
/// selector (or the tuple) in source order and by position, every source is subscribed and
/// disposed. The per-arity tests are generated from Scripts/Combining+arity.template into
/// Zip+arityTests.generated.swift; this file holds their `check`.
final class ZipArityTests: RxTestCase {
    func testSourcesOfDifferentElementTypesAndSizes() {
        struct Wide: Equatable { var a: Int64, b: Int64, c: Int8 }
        let scheduler = TestScheduler(initialClock: 0)
        let bytes = scheduler.createHotObservable([.next(210, UInt8(1)), .completed(300)])
        let wides = scheduler.createHotObservable([.next(220, Wide(a: 2, b: 3, c: 4)), .completed(300)])
        let strings = scheduler.createHotObservable([.next(230, "x"), .next(240, "y"), .completed(300)])
        let units = scheduler.createHotObservable([.next(205, ()), .completed(300)])

        let res = scheduler.start {
            Observable.zip(bytes, wides, strings, units) { byte, wide, string, _ in
                "\(byte)\(wide.a)\(wide.b)\(wide.c)\(string)"
            }
        }

        XCTAssertEqual(res.events, [.next(230, "1234x"), .completed(300)], "y waits for partners that never come")
    }

    /// Source i (1-based) emits i at 200 + i, then 9 at 260 + i, and completes at 300 + i.
    func check(_ arity: Int, file: StaticString = #filePath, line: UInt = #line, _ combine: @escaping ([TestableObservable<Int>]) -> Observable<String>) {
        let scheduler = TestScheduler(initialClock: 0)
        let sources = (1...arity).map { index in
            scheduler.createHotObservable([.next(200 + index, index), .next(260 + index, 9), .completed(300 + index)])
        }

        let res = scheduler.start { combine(sources) }

        let digits = (1...arity).map(String.init).joined()
        let nines = String(repeating: "9", count: arity)
        XCTAssertEqual(res.events, [.next(200 + arity, digits), .next(260 + arity, nines), .completed(300 + arity)], file: file, line: line)
        XCTAssertEqual(sources.map(\.subscriptions), (1...arity).map { [Subscription(200, 300 + $0)] }, file: file, line: line)
    }
}
