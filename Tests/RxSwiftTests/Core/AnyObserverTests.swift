@testable import RxSwift
import RxTestSupport
import XCTest

final class AnyObserverTests: RxTestCase {
    func testEventHandlerReceivesEveryEventUnfiltered() {
        // Like RxSwift's, an observer made from a closure is a plain forwarder: it does not
        // enforce the grammar itself (the sequences that call it do).
        var events: [Recording<Int>] = []
        let observer = AnyObserver<Int> { events.append(Recording($0)) }
        observer.onNext(1)
        observer.onCompleted()
        observer.on(.next(2))
        observer.onError(TestError(1))
        XCTAssertEqual(events, [.next(1), .completed, .next(2), .error(TestError(1))])
    }

    func testWrappingAUserObserver() {
        let collector = EventCollector<String>()
        let observer = AnyObserver(collector)
        observer.onNext("a")
        observer.on(.completed)
        XCTAssertEqual(collector.events, [.next("a"), .completed])
    }

    func testWrappingAnAnyObserverForwardsToTheSameTarget() {
        var events: [Recording<Int>] = []
        let inner = AnyObserver<Int> { events.append(Recording($0)) }
        let outer = AnyObserver(inner)
        outer.onNext(1)
        inner.asObserver().onNext(2)
        XCTAssertEqual(events, [.next(1), .next(2)])
    }

    func testAsObserverOfAUserObserver() {
        let collector = EventCollector<Int>()
        let observer = collector.asObserver()
        observer.onNext(3)
        XCTAssertEqual(collector.events, [.next(3)])
    }

    func testSubscribingAnAnyObserverDeliversTheSequence() {
        var events: [Recording<Int>] = []
        let observer = AnyObserver<Int> { events.append(Recording($0)) }
        _ = Observable.of(1, 2).subscribe(observer)
        XCTAssertEqual(events, [.next(1), .next(2), .completed])
    }

    func testObserverOfCreateIsSafeToKeepAfterCompletion() {
        var captured: AnyObserver<Int>?
        var events: [Recording<Int>] = []
        _ = Observable<Int>.create { observer in
            captured = observer
            observer.onCompleted()
            return Disposables.create()
        }.subscribe { events.append(Recording($0)) }
        captured?.onNext(1)
        captured?.onCompleted()
        XCTAssertEqual(events, [.completed])
    }
}
