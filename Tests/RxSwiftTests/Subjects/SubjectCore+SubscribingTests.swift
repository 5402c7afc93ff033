@testable import RxSwift
import RxTestSupport
import XCTest

/// `SubjectCore.subscribe(_:subject:elementsTo:)`: where a subscriber's live elements go.
final class SubjectCoreSubscribingTests: RxTestCase {
    /// A subscriber that only forwards (`share`'s sink) has the subject deliver live elements
    /// straight to the node it forwards to; terminal events still come through the subscriber.
    func testLiveElementsGoToTheTargetGivenAtSubscription() {
        final class Recorder: ObserverNode<Int>, @unchecked Sendable {
            // @unchecked Sendable: touched by one thread.
            var events: [String] = []
            override func receive(_ element: Int) { events.append("next(\(element))") }
            override func receive(error: Swift.Error) { events.append("error") }
            override func receiveCompletion() { events.append("completed") }
        }
        let subject = PublishSubject<Int>()
        let forwarder = Recorder()
        let target = Recorder()
        subject.core.subscribe(forwarder, subject: subject, elementsTo: target)
        subject.onNext(1)
        subject.onNext(2)
        subject.onCompleted()
        XCTAssertEqual(target.events, ["next(1)", "next(2)"])
        XCTAssertEqual(forwarder.events, ["completed"])

        // A replaying subject: the replay goes to the subscriber, live elements to the target.
        let behavior = BehaviorSubject(value: 0)
        let replayed = Recorder()
        let live = Recorder()
        behavior.core.subscribe(replayed, subject: behavior, elementsTo: live)
        behavior.onNext(1)
        XCTAssertEqual(replayed.events, ["next(0)"])
        XCTAssertEqual(live.events, ["next(1)"])
        replayed.dispose()
    }
}
