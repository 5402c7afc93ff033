import Foundation
import RxSwift
import RxTest
import XCTest
import RxTestSupport

#if TRACE_RESOURCES
// Compiled only with `swift test --traits TraceResources`: every subscription of a trait, ended
// by its result, its error or disposal, releases everything it made.
final class TraitResourcesTests: RxTestCase {
    private func assertReleasesEverything(file: StaticString = #filePath, line: UInt = #line, _ body: () -> Void) {
        let before = Resources.total
        body()
        XCTAssertEqual(Resources.total, before, "resources leaked", file: file, line: line)
    }

    func testSingleEndedEachWay() {
        assertReleasesEverything {
            var captured: ((SingleEvent<Int>) -> Void)?
            let pending = Single<Int>.create { observer in
                captured = observer
                return Disposables.create()
            }
            _ = Single.just(1).map { $0 + 1 }.flatMap { Single.just($0) }.subscribe(onSuccess: { _ in })
            _ = Single<Int>.error(TestError()).subscribe(onFailure: { _ in })
            let subscription = pending.subscribe(onSuccess: { _ in })
            subscription.dispose()
            captured = nil
            let answered = pending.subscribe(onSuccess: { _ in })
            captured?(.success(1))
            captured = nil
            _ = answered
        }
    }

    func testGrammarEnforcedByTheSubscriber() {
        assertReleasesEverything {
            let scheduler = TestScheduler(initialClock: 0)
            let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .completed(230)])
            scheduler.scheduleAt(200) {
                _ = PrimitiveSequenceProbe.single(xs).subscribe(onSuccess: { _ in })
            }
            scheduler.start()
        }
    }

    func testConversionsAndAndThen() {
        assertReleasesEverything {
            _ = Observable.of(1, 2).asSingle().subscribe(onFailure: { _ in })
            _ = Observable.of(1).asMaybe().subscribe()
            _ = Observable.of(1, 2).first().subscribe()
            _ = Observable.of(1, 2).toArray().subscribe()
            _ = Completable.empty().andThen(Single.just(1)).subscribe()
            let subject = PublishSubject<Never>()
            let subscription = subject.asCompletable().andThen(Observable.just(1)).subscribe()
            subscription.dispose()
        }
    }

    func testInfallible() {
        assertReleasesEverything {
            let subject = PublishSubject<Int>()
            let infallible = Infallible<Int>.create { observer in
                subject.subscribe(onNext: { observer(.next($0)) }, onCompleted: { observer(.completed) })
            }
            let shared = infallible.map { $0 * 2 }.share(replay: 1)
            let first = shared.subscribe(onNext: { _ in })
            let second = shared.bind(onNext: { _ in })
            subject.onNext(1)
            first.dispose()
            second.dispose()
            _ = Infallible.of(1, 2).scan(0, accumulator: +).subscribe()
        }
    }
}
#endif
