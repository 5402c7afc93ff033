import Dispatch
import Foundation
import RxSwift
import XCTest
import RxTestSupport

final class InfallibleAsyncTests: RxTestCase {
    func testValuesYieldsEveryElementThenFinishes() async {
        var received: [Int] = []
        for await element in Infallible.of(1, 2, 3).values {
            received.append(element)
        }
        XCTAssertEqual(received, [1, 2, 3])
    }

    func testValuesFromAnotherThread() async {
        let infallible = Infallible<Int>.create { observer in
            DispatchQueue.global().async {
                for element in 0..<100 { observer(.next(element)) }
                observer(.completed)
            }
            return Disposables.create()
        }
        var received: [Int] = []
        for await element in infallible.values {
            received.append(element)
        }
        XCTAssertEqual(received, Array(0..<100))
    }

    func testBreakingOutOfTheLoopDisposesTheSubscription() async {
        let disposed = Locked(0)
        let infallible = Infallible<Int>.create { observer in
            DispatchQueue.global().async {
                observer(.next(1))
                observer(.next(2))
            }
            return Disposables.create { disposed.increment() }
        }
        func firstElement() async -> Int? {
            for await element in infallible.values {
                return element
            }
            return nil
        }
        let first = await firstElement()
        XCTAssertEqual(first, 1)
        // Leaving the loop releases the stream, which terminates it.
        let wasDisposed = await eventually { disposed.current == 1 }
        XCTAssertTrue(wasDisposed)
        XCTAssertEqual(disposed.current, 1)
    }

    func testCancellingTheIteratingTaskDisposesTheSubscription() async {
        let disposed = Locked(0)
        let subscribed = DispatchSemaphore(value: 0)
        let infallible = Infallible<Int>.create { _ in
            subscribed.signal()
            return Disposables.create { disposed.increment() }
        }
        let task = Task {
            var count = 0
            for await _ in infallible.values { count += 1 }
            return count
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.global().async {
                subscribed.wait()
                continuation.resume()
            }
        }
        task.cancel()
        let count = await task.value
        XCTAssertEqual(count, 0)
        XCTAssertEqual(disposed.current, 1)
    }
}
