import XCTest
@testable import RxSwift

final class MapTests: XCTestCase {
    func testMapTransformsEveryElement() {
        XCTAssertEqual(recordSynchronously(Observable.of(1, 2, 3).map { $0 * 10 }), [.next(10), .next(20), .next(30), .completed])
    }

    func testMapChangesTheType() {
        XCTAssertEqual(recordSynchronously(Observable.of(1, 2).map { "#\($0)" }), [.next("#1"), .next("#2"), .completed])
    }

    func testMapKeyPath() {
        struct Person { let name: String }
        let source = Observable.of(Person(name: "Ann"), Person(name: "Bob")).map(\.name)
        XCTAssertEqual(recordSynchronously(source), [.next("Ann"), .next("Bob"), .completed])
    }

    func testMapPassesErrorsThrough() {
        let source = Observable<Int>.create { observer in
            observer.onNext(1)
            observer.onError(TestError(1))
            return Disposables.create()
        }
        XCTAssertEqual(recordSynchronously(source.map { $0 + 1 }), [.next(2), .error(TestError(1))])
    }

    func testThrowingTransformEndsTheSequenceAndDisposesTheSource() {
        var captured: AnyObserver<Int>?
        let resource = CountingDisposable()
        let source = Observable<Int>.create { observer in
            captured = observer
            return resource
        }
        var events: [Recording<Int>] = []
        var transformed: [Int] = []
        _ = source.map { element -> Int in
            transformed.append(element)
            if element == 2 { throw TestError(2) }
            return element
        }.subscribe { events.append(Recording($0)) }
        captured?.onNext(1)
        captured?.onNext(2)
        XCTAssertEqual(resource.count, 1, "the source is disposed as soon as the transform throws")
        captured?.onNext(3)
        captured?.onCompleted()
        XCTAssertEqual(events, [.next(1), .error(TestError(2))])
        XCTAssertEqual(transformed, [1, 2])
    }

    func testDisposingStopsTheSourceAndTheTransform() {
        let subject = PublishSubject<Int>()
        var transformed = 0
        let subscription = subject.map { element -> Int in
            transformed += 1
            return element
        }.subscribe()
        subject.onNext(1)
        subscription.dispose()
        XCTAssertFalse(subject.hasObservers)
        subject.onNext(2)
        XCTAssertEqual(transformed, 1)
    }

    func testMapIsEvaluatedPerSubscription() {
        var calls = 0
        let source = Observable.of(1, 2).map { element -> Int in
            calls += 1
            return element
        }
        XCTAssertEqual(calls, 0)
        _ = source.subscribe()
        _ = source.subscribe()
        XCTAssertEqual(calls, 4)
    }

    func testLongChainOfMaps() {
        var source = Observable.just(0)
        for _ in 0..<1_000 {
            source = source.map { $0 + 1 }
        }
        XCTAssertEqual(recordSynchronously(source), [.next(1_000), .completed])
    }
}
