import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private struct User: Codable, Equatable {
    let id: Int
    let name: String
}

private func json(_ text: String) -> Data {
    Data(text.utf8)
}

final class DecodeTests: RxTestCase {
    func testDecode_DecodesEachElementWithAJSONDecoder() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"id": 1, "name": "Ann"}"#)),
            .next(220, json(#"{"id": 2, "name": "Bob"}"#)),
            .completed(300),
        ])
        let res = scheduler.start { xs.decode(type: User.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.next(210, User(id: 1, name: "Ann")), .next(220, User(id: 2, name: "Bob")), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testDecode_DecodingErrorIsAnErrorEvent() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, json(#"{"id": 1, "name": "Ann"}"#)),
            .next(220, json(#"{"id": "not a number"}"#)),
            .next(230, json(#"{"id": 3, "name": "Cid"}"#)),
            .completed(300),
        ])
        let observer = scheduler.createObserver(User.self)
        scheduler.scheduleAt(200) {
            _ = xs.decode(type: User.self, decoder: JSONDecoder()).subscribe(observer)
        }
        scheduler.start()
        XCTAssertEqual(observer.events.count, 2)
        XCTAssertEqual(observer.events.first, .next(210, User(id: 1, name: "Ann")))
        XCTAssertEqual(observer.events.last?.time, 220)
        XCTAssertTrue(observer.events.last?.value.error is DecodingError, "got \(String(describing: observer.events.last))")
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 220)])
    }

    func testDecode_PropertyListDecoder() throws {
        let data = try PropertyListEncoder().encode(User(id: 7, name: "Eve"))
        var events: [Event<User>] = []
        _ = Observable.just(data).decode(type: User.self, decoder: PropertyListDecoder()).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(User(id: 7, name: "Eve")), .completed])
    }

    func testDecode_AcceptsAnyDataDecoder() {
        struct FixedDecoder: DataDecoder {
            func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item {
                try JSONDecoder().decode(type, from: json(#"{"id": \#(data.count), "name": "fixed"}"#))
            }
        }
        var events: [Event<User>] = []
        _ = Observable.just(Data([1, 2, 3])).decode(type: User.self, decoder: FixedDecoder()).subscribe { events.append($0) }
        XCTAssertEqual(events, [.next(User(id: 3, name: "fixed")), .completed])
    }

    func testDecode_ErrorAndDisposalPassThrough() {
        let scheduler = TestScheduler(initialClock: 0)
        let failing = scheduler.createHotObservable([.error(250, NSError(domain: "DecodeTests", code: 1))] as [Recorded<Event<Data>>])
        let res = scheduler.start { failing.decode(type: User.self, decoder: JSONDecoder()) }
        XCTAssertEqual(res.events, [.error(250, NSError(domain: "DecodeTests", code: 1))])

        let otherScheduler = TestScheduler(initialClock: 0)
        let never = otherScheduler.createHotObservable([] as [Recorded<Event<Data>>])
        let disposed = otherScheduler.start(disposed: 300) { never.decode(type: User.self, decoder: JSONDecoder()) }
        XCTAssertEqual(disposed.events, [])
        XCTAssertEqual(never.subscriptions, [Subscription(200, 300)])
    }
}
