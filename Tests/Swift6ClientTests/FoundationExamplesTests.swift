// Client code in Swift 6 language mode: the guide's "KVO", "Take until", "Making HTTP requests"
// and "Logging HTTP traffic" examples, and async/await, as an application on Linux writes them.
// That this file compiles under strict concurrency checking is half of the test.

import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Observation
import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

@Observable
final class ClientWindow: ReactiveCompatible {
    var frame = 0
}

final class ClientScreen: DeallocationReporting {
    let deallocationReporter = DeallocationReporter()
}

final class FoundationExamplesTests: RxTestCase {
    func testMakingHTTPRequestsSendsNothingBeforeSubscription() {
        // Port 9 (discard) on the loopback: were anything sent, it would fail, not hang.
        let req = URLRequest(url: URL(string: "http://127.0.0.1:9/w/api.php?action=parse&page=Pizza&format=json")!)
        let responseJSON = URLSession.shared.rx.json(request: req)
        // no requests will be performed up to this point
        XCTAssertNotNil(responseJSON)
    }

    func testLoggingFiltersCanBeSetFromSwift6Code() {
        let savedGuide = Logging.URLRequests
        let savedRxSwift6 = URLSession.rx.shouldLogRequest
        Logging.URLRequests = { request in request.url?.host != "example.com" }
        URLSession.rx.shouldLogRequest = { _ in false }
        XCTAssertFalse(URLSession.rx.shouldLogRequest(URLRequest(url: URL(string: "http://127.0.0.1/")!)))
        XCTAssertFalse(Logging.URLRequests(URLRequest(url: URL(string: "http://example.com/")!)))
        Logging.URLRequests = savedGuide
        URLSession.rx.shouldLogRequest = savedRxSwift6
    }

    func testNotifications() {
        let name = Notification.Name("FoundationExamplesTests")
        var received = 0
        let subscription = NotificationCenter.default.rx.notification(name)
            .subscribe(onNext: { _ in received += 1 })
        NotificationCenter.default.post(name: name, object: nil)
        subscription.dispose()
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(received, 1)
    }

    func testKVOOnTheMainQueue() {
        let window = ClientWindow()
        var frames: [Int] = []
        let subscription = window.rx.observe(\.frame)
            .subscribe(onNext: { frame in frames.append(frame) })
        window.frame = 7
        let deadline = Date(timeIntervalSinceNow: 2)
        while frames.count < 2, Date() < deadline {
            RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.005))
        }
        subscription.dispose()
        XCTAssertEqual(frames, [0, 7])
    }

    func testTakeUntilDeallocated() {
        let sequence = PublishSubject<Int>()
        var screen: ClientScreen? = ClientScreen()
        var events: [String] = []
        _ = sequence
            .take(until: screen!.rx.deallocated)
            .subscribe { event in events.append("\(event)") }
        sequence.onNext(1)
        screen = nil
        sequence.onNext(2)
        XCTAssertEqual(events, ["next(1)", "completed"])
    }

    func testAsyncAwait() async throws {
        var received: [Int] = []
        for try await element in Observable.of(1, 2, 3).values {
            received.append(element)
        }
        XCTAssertEqual(received, [1, 2, 3])

        let stream = AsyncStream<Int> { continuation in
            continuation.yield(4)
            continuation.finish()
        }
        var roundTripped: [Int] = []
        for try await element in stream.asObservable().values {
            roundTripped.append(element)
        }
        XCTAssertEqual(roundTripped, [4])
    }
}
