import Foundation
import RxSwift
import RxTest
import RxTestSupport
import XCTest

private let testError = NSError(domain: "GroupByTests", code: 1)

/// Subscribes to a `groupBy` at a given time and records the keys it emits and, for each group,
/// the events of a subscription made as soon as the group arrives.
private final class GroupRecorder {
    let scheduler: TestScheduler
    let keys: TestableObserver<Int>
    private(set) var groups: [Int: TestableObserver<Int>] = [:]
    private(set) var groupSubscriptions: [Int: Disposable] = [:]
    private(set) var outerSubscription: Disposable?

    init(scheduler: TestScheduler) {
        self.scheduler = scheduler
        keys = scheduler.createObserver(Int.self)
    }

    func subscribe(at time: TestTime, to grouped: @escaping () -> Observable<GroupedObservable<Int, Int>>) {
        scheduler.scheduleAt(time) { [self] in
            // Weak: the recorder holds the subscription, which holds this closure.
            outerSubscription = grouped().subscribe { [weak self] event in
                guard let self else { return }
                keys.on(event.map(\.key))
                if case .next(let group) = event {
                    let observer = scheduler.createObserver(Int.self)
                    groups[group.key] = observer
                    groupSubscriptions[group.key] = group.subscribe(observer)
                }
            }
        }
    }

    func disposeOuter(at time: TestTime) {
        scheduler.scheduleAt(time) { [self] in outerSubscription?.dispose() }
    }

    func disposeGroup(_ key: Int, at time: TestTime) {
        scheduler.scheduleAt(time) { [self] in groupSubscriptions[key]?.dispose() }
    }
}

final class GroupByTests: RxTestCase {
    func testGroupBy_EmitsAGroupPerKeyAndRoutesElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(150, 9),
            .next(210, 1),
            .next(220, 2),
            .next(230, 4),
            .next(240, 3),
            .next(250, 6),
            .completed(300),
        ])
        let recorder = GroupRecorder(scheduler: scheduler)
        recorder.subscribe(at: 200) { xs.groupBy { $0 % 3 } }
        scheduler.start()
        XCTAssertEqual(recorder.keys.events, [.next(210, 1), .next(220, 2), .next(240, 0), .completed(300)])
        XCTAssertEqual(recorder.groups[1]?.events, [.next(210, 1), .next(230, 4), .completed(300)])
        XCTAssertEqual(recorder.groups[2]?.events, [.next(220, 2), .completed(300)])
        XCTAssertEqual(recorder.groups[0]?.events, [.next(240, 3), .next(250, 6), .completed(300)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 300)])
    }

    func testGroupBy_ErrorFailsEveryGroupAndTheOuterSequence() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(250, testError)])
        let recorder = GroupRecorder(scheduler: scheduler)
        recorder.subscribe(at: 200) { xs.groupBy { $0 % 2 } }
        scheduler.start()
        XCTAssertEqual(recorder.keys.events, [.next(210, 1), .next(220, 0), .error(250, testError)])
        XCTAssertEqual(recorder.groups[1]?.events, [.next(210, 1), .error(250, testError)])
        XCTAssertEqual(recorder.groups[0]?.events, [.next(220, 2), .error(250, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGroupBy_ThrowingKeySelectorFailsEverythingAndUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, -1), .next(240, 3), .completed(300)])
        let recorder = GroupRecorder(scheduler: scheduler)
        recorder.subscribe(at: 200) {
            xs.groupBy { element -> Int in
                if element < 0 { throw testError }
                return element % 2
            }
        }
        scheduler.start()
        XCTAssertEqual(recorder.keys.events, [.next(210, 1), .next(220, 0), .error(230, testError)])
        XCTAssertEqual(recorder.groups[1]?.events, [.next(210, 1), .error(230, testError)])
        XCTAssertEqual(recorder.groups[0]?.events, [.next(220, 2), .error(230, testError)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupBy_DisposingTheOuterSubscriptionWithoutGroupsUnsubscribes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(240, 2), .completed(300)])
        let res = scheduler.start(disposed: 230) { xs.groupBy { $0 % 2 }.map(\.key) }
        XCTAssertEqual(res.events, [.next(210, 1)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 230)])
    }

    func testGroupBy_GroupSubscriptionsOutliveTheOuterSubscription() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([
            .next(210, 1),
            .next(220, 2),
            .next(240, 3),
            .next(250, 5),
            .next(260, 4),
            .next(270, 6),
            .next(280, 7),
            .completed(400),
        ])
        let recorder = GroupRecorder(scheduler: scheduler)
        recorder.subscribe(at: 200) { xs.groupBy { $0 % 3 } }
        recorder.disposeOuter(at: 230)
        recorder.disposeGroup(1, at: 265)
        recorder.disposeGroup(2, at: 275)
        scheduler.start()
        // No group is emitted after the outer subscription ended (key 0 at 270 never shows up).
        XCTAssertEqual(recorder.keys.events, [.next(210, 1), .next(220, 2)])
        XCTAssertEqual(recorder.groups[1]?.events, [.next(210, 1), .next(260, 4)])
        XCTAssertEqual(recorder.groups[2]?.events, [.next(220, 2), .next(250, 5)])
        XCTAssertNil(recorder.groups[0])
        // The source subscription ends with the last of the outer and group subscriptions.
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 275)])
    }

    func testGroupBy_GroupSubscribedLateReceivesOnlyLaterElements() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 3), .next(240, 5), .completed(300)])
        var firstGroup: GroupedObservable<Int, Int>?
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy { $0 % 2 }.subscribe(onNext: { group in firstGroup = firstGroup ?? group })
        }
        scheduler.scheduleAt(230) { _ = firstGroup?.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(firstGroup?.key, 1)
        XCTAssertEqual(late.events, [.next(240, 5), .completed(300)])
    }

    func testGroupBy_GroupSubscribedAfterCompletionOnlyCompletes() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(210, 1), .completed(250)])
        var group: GroupedObservable<Int, Int>?
        let late = scheduler.createObserver(Int.self)
        scheduler.scheduleAt(200) {
            _ = xs.groupBy { $0 }.subscribe(onNext: { group = $0 })
        }
        scheduler.scheduleAt(260) { _ = group?.subscribe(late) }
        scheduler.start()
        XCTAssertEqual(late.events, [.completed(260)])
        XCTAssertEqual(xs.subscriptions, [Subscription(200, 250)])
    }

    func testGroupBy_EmptyAndNever() {
        let scheduler = TestScheduler(initialClock: 0)
        let empty = scheduler.createHotObservable([.completed(250)] as [Recorded<Event<Int>>])
        XCTAssertEqual(scheduler.start { empty.groupBy { $0 }.map(\.key) }.events, [.completed(250)])
        let never = TestScheduler(initialClock: 0).start { Observable<Int>.never().groupBy { $0 }.map(\.key) }
        XCTAssertEqual(never.events, [])
    }

    func testGroupBy_ReentrantElementsKeepOrder() {
        var groupEvents: [Int: [Event<Int>]] = [:]
        var subscriptions: [Disposable] = []
        let events = recordReentrantly({ $0.groupBy { $0 % 2 } }, feeding: [.next(1), .next(4), .completed]) { group, source in
            subscriptions.append(group.subscribe { groupEvents[group.key, default: []].append($0) })
            if group.key == 1 {
                source.onNext(2)
                source.onNext(3)
            }
        }
        XCTAssertEqual(events.map { $0.map(\.key) }, [.next(1), .next(0), .completed])
        XCTAssertEqual(groupEvents[1], [.next(1), .next(3), .completed])
        XCTAssertEqual(groupEvents[0], [.next(2), .next(4), .completed])
    }

    #if TRACE_RESOURCES
    func testGroupBy_ReleasesEverythingOnceTheSubscriptionsEnd() {
        let before = Resources.total
        do {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .next(230, 3), .completed(300)])
            let completing = GroupRecorder(scheduler: scheduler)
            completing.subscribe(at: 200) { xs.groupBy { $0 % 2 } }
            let disposing = GroupRecorder(scheduler: scheduler)
            disposing.subscribe(at: 200) { xs.groupBy { $0 % 2 } }
            disposing.disposeOuter(at: 215)
            disposing.disposeGroup(1, at: 225)
            let failing = GroupRecorder(scheduler: scheduler)
            failing.subscribe(at: 200) {
                xs.groupBy { element -> Int in
                    if element == 2 { throw testError }
                    return element
                }
            }
            scheduler.start()
            XCTAssertEqual(completing.keys.events.last, .completed(300))
            XCTAssertEqual(xs.subscriptions.count, 3)
            XCTAssertFalse(xs.subscriptions.contains { $0.unsubscribe == Int.max })
        }
        XCTAssertEqual(Resources.total, before)
    }
    #endif
}
