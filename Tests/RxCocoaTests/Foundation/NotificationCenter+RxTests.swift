import Foundation
import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

/// `NotificationCenter.rx.notification(_:object:)` on real notification centers.
final class NotificationCenterRxTests: RxTestCase {
    private let ping = Notification.Name("NotificationCenterRxTests.ping")
    private let pong = Notification.Name("NotificationCenterRxTests.pong")

    private final class Sender {}

    func testDeliversTheNotificationsOfTheNameFromAnySender() {
        let center = NotificationCenter()
        let first = Sender(), second = Sender()
        var received: [String] = []
        let subscription = center.rx.notification(ping).subscribe(onNext: { notification in
            received.append("\(notification.name.rawValue.split(separator: ".").last!) \(notification.userInfo?["n"] ?? "-")")
        })

        center.post(name: ping, object: first, userInfo: ["n": 1])
        center.post(name: pong, object: first, userInfo: ["n": 2])
        center.post(name: ping, object: second, userInfo: ["n": 3])
        subscription.dispose()

        XCTAssertEqual(received, ["ping 1", "ping 3"])
    }

    func testFiltersBySender() {
        let center = NotificationCenter()
        let first = Sender(), second = Sender()
        var senders: [ObjectIdentifier] = []
        let subscription = center.rx.notification(ping, object: first).subscribe(onNext: { notification in
            senders.append(ObjectIdentifier(notification.object as AnyObject))
        })

        center.post(name: ping, object: second)
        center.post(name: ping, object: first)
        subscription.dispose()

        XCTAssertEqual(senders, [ObjectIdentifier(first)])
    }

    func testANilNameObservesEveryNotificationOfTheSender() {
        let center = NotificationCenter()
        let sender = Sender()
        var names: [Notification.Name] = []
        let subscription = center.rx.notification(nil, object: sender).subscribe(onNext: { names.append($0.name) })

        center.post(name: ping, object: sender)
        center.post(name: pong, object: sender)
        center.post(name: pong, object: nil)
        subscription.dispose()

        XCTAssertEqual(names, [ping, pong])
    }

    func testWorksOnTheDefaultCenter() {
        var count = 0
        let subscription = NotificationCenter.default.rx.notification(ping).subscribe(onNext: { _ in count += 1 })
        NotificationCenter.default.post(name: ping, object: nil)
        subscription.dispose()
        NotificationCenter.default.post(name: ping, object: nil)
        XCTAssertEqual(count, 1)
    }

    func testNothingArrivesAfterDispose() {
        let center = NotificationCenter()
        var events: [String] = []
        let subscription = center.rx.notification(ping).subscribe { event in events.append("\(event)") }
        center.post(name: ping, object: nil)
        XCTAssertEqual(events.count, 1)

        subscription.dispose()
        center.post(name: ping, object: nil)

        XCTAssertEqual(events.count, 1, "\(events)")
    }

    func testDisposeRemovesTheObserverFromTheCenter() {
        // The center's observer block holds the subscriber, hence its closure and what the
        // closure captures, exactly as long as the observer is registered.
        final class Token {}
        let center = NotificationCenter()
        weak var stillRegistered: Token?
        weak var removed: Token?
        var keep: Disposable?
        do {
            let registeredToken = Token()
            stillRegistered = registeredToken
            keep = center.rx.notification(ping).subscribe(onNext: { _ in _ = registeredToken })
            let removedToken = Token()
            removed = removedToken
            let disposed = center.rx.notification(ping).subscribe(onNext: { _ in _ = removedToken })
            disposed.dispose()
        }
        XCTAssertNotNil(stillRegistered, "a live subscription is held by the center (so this test can fail)")
        XCTAssertNil(removed, "after dispose the center holds nothing of the subscription")
        keep?.dispose()
        XCTAssertNil(stillRegistered, "disposing releases it too")
    }

    func testEachSubscriptionIsItsOwnObserver() {
        let center = NotificationCenter()
        var first = 0, second = 0
        let one = center.rx.notification(ping).subscribe(onNext: { _ in first += 1 })
        let two = center.rx.notification(ping).subscribe(onNext: { _ in second += 1 })
        center.post(name: ping, object: nil)
        one.dispose()
        center.post(name: ping, object: nil)
        two.dispose()
        XCTAssertEqual([first, second], [1, 2])
    }

    func testASenderThatIsGoneBeforeSubscriptionPostsNothing() {
        let center = NotificationCenter()
        var sender: Sender? = Sender()
        let notifications = center.rx.notification(ping, object: sender)
        sender = nil
        var count = 0
        let subscription = notifications.subscribe(onNext: { _ in count += 1 })
        center.post(name: ping, object: Sender())
        center.post(name: ping, object: nil)
        subscription.dispose()
        XCTAssertEqual(count, 0, "the filter was not widened to every sender")
        _ = sender
    }

    #if TRACE_RESOURCES
    func testDisposalReleasesEverything() {
        let start = steadyResourceTotal()
        let center = NotificationCenter()
        do {
            let subscription = center.rx.notification(ping).map { $0.name }.subscribe()
            center.post(name: ping, object: nil)
            subscription.dispose()
        }
        XCTAssertEqual(RxTestCase.settledTotal(towards: start), start, "resources leaked")
    }
    #endif

    func testDeliversOnThePostingThread() {
        let center = NotificationCenter()
        let threads = Locked<[Bool]>([])
        let subscription = center.rx.notification(ping).subscribe(onNext: { _ in threads.append(Thread.isMainThread) })
        let posted = expectation(description: "posted")
        DispatchQueue.global().async {
            center.post(name: self.ping, object: nil)
            posted.fulfill()
        }
        wait(for: [posted], timeout: 2)
        subscription.dispose()
        XCTAssertEqual(threads.current, [false])
    }
}
