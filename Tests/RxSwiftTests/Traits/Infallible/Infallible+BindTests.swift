import Foundation
import RxSwift
import XCTest
import RxTestSupport

final class InfallibleBindTests: RxTestCase {
    func testBindToObservers() {
        let first = PublishSubject<Int>()
        let second = PublishSubject<Int>()
        var received: [Recording<Int>] = []
        _ = first.subscribe { received.append(Recording($0)) }
        _ = second.subscribe { received.append(Recording($0)) }
        _ = Infallible.of(1, 2).bind(to: first, second)
        XCTAssertEqual(received, [.next(1), .next(1), .next(2), .next(2), .completed, .completed])
    }

    func testBindToOptionalObservers() {
        let subject = PublishSubject<Int?>()
        var received: [Int?] = []
        _ = subject.subscribe(onNext: { received.append($0) })
        _ = Infallible.of(1, 2).bind(to: subject)
        XCTAssertEqual(received, [1, 2])
    }

    func testBindToCurriedBinders() {
        let infallible = Infallible.of(1, 2)
        let count = infallible.bind(to: { (source: Infallible<Int>) -> Int in
            var total = 0
            _ = source.subscribe(onNext: { total += $0 })
            return total
        })
        XCTAssertEqual(count, 3)
        let scaled = infallible.bind(to: { (source: Infallible<Int>) in { (factor: Int) -> [Int] in
            var elements: [Int] = []
            _ = source.subscribe(onNext: { elements.append($0 * factor) })
            return elements
        } }, curriedArgument: 10)
        XCTAssertEqual(scaled, [10, 20])
    }

    func testBindOnNext() {
        var received: [Int] = []
        let subscription = Infallible.of(1, 2).bind(onNext: { received.append($0) })
        XCTAssertEqual(received, [1, 2])
        subscription.dispose()
    }

    func testBindWithObject() {
        final class Owner {
            var received: [Int] = []
        }
        let owner = Owner()
        _ = Infallible.of(1, 2).bind(with: owner) { owner, element in owner.received.append(element) }
        XCTAssertEqual(owner.received, [1, 2])
    }

    func testBindStopsWhenDisposed() {
        let subject = PublishSubject<Int>()
        var received: [Int] = []
        let subscription = Infallible<Int>.create { observer in
            subject.subscribe(onNext: { observer(.next($0)) })
        }.bind(onNext: { received.append($0) })
        subject.onNext(1)
        subscription.dispose()
        subject.onNext(2)
        XCTAssertEqual(received, [1])
        XCTAssertFalse(subject.hasObservers)
    }
}
