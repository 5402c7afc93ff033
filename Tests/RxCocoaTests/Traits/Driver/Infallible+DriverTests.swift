import Foundation
import RxCocoa
import RxSwift
import XCTest
import RxTestSupport

final class InfallibleDriverTests: RxTestCase {
    func testAsDriverDeliversOnTheMainThreadAndReplaysTheLatestElement() {
        let subject = PublishSubject<Int>()
        let driver = subject.asInfallible(onErrorJustReturn: -1).asDriver()
        let received = Locked<[Int]>([])
        let onMainThread = Locked<[Bool]>([])
        let subscription1 = driver.drive(onNext: { value in
            received.append(value)
            onMainThread.append(Thread.isMainThread)
        })
        onBackgroundThread { subject.onNext(1) }
        XCTAssertTrue(spinRunLoop { received.current == [1] })
        var late: [Int] = []
        let subscription2 = driver.drive(onNext: { late.append($0) })
        XCTAssertEqual(late, [1])
        XCTAssertEqual(onMainThread.current, [true])
        subscription1.dispose()
        subscription2.dispose()
    }

    func testAsSignalReplaysNothing() {
        let subject = PublishSubject<Int>()
        let signal = subject.asInfallible(onErrorJustReturn: -1).asSignal()
        var first: [Int] = []
        var late: [Int] = []
        let subscription1 = signal.emit(onNext: { first.append($0) })
        subject.onNext(1)
        let subscription2 = signal.emit(onNext: { late.append($0) })
        subject.onError(TestError(1))
        XCTAssertEqual(first, [1, -1])
        XCTAssertEqual(late, [-1])
        subscription1.dispose()
        subscription2.dispose()
    }
}
