import Foundation
import RxCocoa
import RxRelay
import RxSwift
import RxTest
import XCTest
import RxTestSupport

final class ControlPropertyTests: RxTestCase {
    func testValuesAreSubscribedOnTheMainThread() {
        let subscribedOnMainThread = Locked<[Bool]>([])
        let values = Observable<Int>.create { observer in
            subscribedOnMainThread.append(Thread.isMainThread)
            observer.onNext(1)
            return Disposables.create()
        }
        let property = ControlProperty(values: values, valueSink: AnyObserver<Int> { _ in })
        let received = Locked<[Int]>([])
        let subscription = Locked<Disposable?>(nil)
        onBackgroundThread {
            let disposable = property.subscribe(onNext: { received.append($0) })
            subscription.withLock { $0 = disposable }
        }
        XCTAssertTrue(spinRunLoop { received.current == [1] })
        XCTAssertEqual(subscribedOnMainThread.current, [true])
        subscription.current?.dispose()
    }

    func testSubscribingOnTheMainThreadIsSynchronous() {
        let property = ControlProperty(values: Observable.just(1), valueSink: AnyObserver<Int> { _ in })
        var received: [Int] = []
        _ = property.subscribe(onNext: { received.append($0) })
        XCTAssertEqual(received, [1])
    }

    func testElementsAndCompletionGoToTheSink() {
        var sunk: [Event<Int>] = []
        let property = ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver { sunk.append($0) })
        property.onNext(1)
        property.on(.next(2))
        property.onCompleted()
        XCTAssertEqual(sunk, [.next(1), .next(2), .completed])
    }

    func testBindingAnErrorStopsDebugBuilds() {
        #if DEBUG
        assertPreconditionFailure(containing: "Binding error to a ControlProperty: TestError(7)") {
            let property = ControlProperty(values: Observable<Int>.never(), valueSink: AnyObserver<Int> { _ in })
            property.onError(TestError(7))
        }
        #endif
    }

    func testChangedSkipsTheCurrentValue() {
        let relay = BehaviorRelay(value: 1)
        let property = ControlProperty(values: relay, valueSink: AnyObserver<Int> { _ in })
        var changes: [Int] = []
        let subscription = property.changed.subscribe(onNext: { changes.append($0) })
        relay.accept(2)
        relay.accept(3)
        XCTAssertEqual(changes, [2, 3])
        subscription.dispose()
    }

    func testOrEmptyReadsNilAsTheEmptyStringAndSetsStrings() {
        let relay = BehaviorRelay<String?>(value: nil)
        var sunk: [String?] = []
        let property = ControlProperty(values: relay, valueSink: AnyObserver<String?> { event in
            if case .next(let text) = event { sunk.append(text) }
        })
        let text: ControlProperty<String> = property.orEmpty
        var values: [String] = []
        let subscription = text.subscribe(onNext: { values.append($0) })
        relay.accept("a")
        relay.accept(nil)
        text.onNext("typed")
        XCTAssertEqual(values, ["", "a", ""])
        XCTAssertEqual(sunk, ["typed"])
        subscription.dispose()
    }

    func testBindFromAnObservable() {
        let field = TextField(text: nil)
        let subscription = Observable.of("a", "b").bind(to: field.rx.text)
        XCTAssertEqual(field.text, "b")
        XCTAssertEqual(field.setOnMainThread, [true, true])
        subscription.dispose()
    }

    func testBindToTheNonOptionalFormOfAProperty() {
        let field = TextField(text: nil)
        _ = Observable.just("a").bind(to: field.rx.text.orEmpty)
        XCTAssertEqual(field.text, "a")
    }

    func testBindsOneControlPropertyToAnother() {
        let source = TextField(text: "from source")
        let target = TextField(text: nil)
        let subscription = source.rx.text.bind(to: target.rx.text)
        XCTAssertEqual(target.text, "from source")
        source.type("typed")
        XCTAssertEqual(target.text, "typed")
        subscription.dispose()
    }

    func testTheGuidesBindToSpellingStillWorks() {
        (BindToAlias() as DeprecatedAPIExercise).run()
    }

    private struct BindToAlias: DeprecatedAPIExercise {
        @available(*, deprecated, message: "exercises bindTo(_:)")
        func run() {
            let field = TextField(text: nil)
            let subscription = Observable.just("old spelling").bindTo(field.rx.text.orEmpty)
            XCTAssertEqual(field.text, "old spelling")
            subscription.dispose()
        }
    }

    func testControlPropertyIsSendable() {
        let property = ControlProperty(values: Observable.just(1), valueSink: AnyObserver<Int> { _ in })
        let sendable: any Sendable = property
        XCTAssertTrue(sendable is ControlProperty<Int>)
    }
}


final class ControlPropertyInfallibleBindingTests: RxTestCase {
    func testBindAnInfallibleToAControlProperty() {
        let field = TextField(text: nil)
        let subscription = Infallible.of("a", "b").bind(to: field.rx.text)
        XCTAssertEqual(field.text, "b")
        subscription.dispose()
    }

    func testBindAnInfallibleToTheNonOptionalFormAndWithAClosure() {
        let field = TextField(text: nil)
        _ = Infallible.just("c").bind(to: field.rx.text.orEmpty)
        XCTAssertEqual(field.text, "c")
        var received: [String] = []
        _ = Infallible.just("d").bind(onNext: { received.append($0) })
        XCTAssertEqual(received, ["d"])
    }
}
