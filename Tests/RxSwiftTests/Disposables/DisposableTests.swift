@testable import RxSwift
import RxTestSupport
import XCTest

final class DisposableTests: RxTestCase {
    func testDisposedByAddsToBag() {
        let item = CountingDisposable()
        var bag: DisposeBag? = DisposeBag()
        item.disposed(by: bag!)
        XCTAssertEqual(item.count, 0)
        bag = nil
        XCTAssertEqual(item.count, 1)
    }

    @available(*, deprecated)
    func testDeprecatedAddDisposableTo() {
        let item = CountingDisposable()
        var bag: DisposeBag? = DisposeBag()
        item.addDisposableTo(bag!)
        bag = nil
        XCTAssertEqual(item.count, 1)
    }

    func testSubscriptionsAreCancelable() {
        let subscription = Observable<Int>.never().subscribe()
        XCTAssertFalse((subscription as? Cancelable)?.isDisposed ?? true)
        subscription.dispose()
        XCTAssertTrue((subscription as? Cancelable)?.isDisposed ?? false)
    }
}
