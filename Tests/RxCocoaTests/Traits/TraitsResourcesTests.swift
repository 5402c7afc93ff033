import RxCocoa
import RxSwift
import RxTest
import XCTest
import RxTestSupport

#if TRACE_RESOURCES
/// With resource tracing on (`swift test --traits TraceResources`): the units leave nothing
/// behind once their subscriptions ended.
final class TraitsResourcesTests: RxTestCase {
    func testDriverAndSignalChainsAreReleased() {
        let before = Resources.total
        do {
            withSharingScheduler { scheduler in
                let xs = scheduler.createHotObservable([.next(210, 1), .next(220, 2), .error(230, TestError(1))])
                let driver = xs.asDriver(onErrorJustReturn: -1)
                    .map { $0 * 2 }
                    .flatMapLatest { value in Driver.just(value).startWith(0) }
                    .distinctUntilChanged()
                let signal = xs.asSignal(onErrorSignalWith: .empty()).filter { $0 > 0 }
                var subscriptions: [Disposable] = []
                scheduler.scheduleAt(200) {
                    subscriptions.append(driver.drive())
                    subscriptions.append(driver.drive(onNext: { _ in }))
                    subscriptions.append(signal.emit())
                }
                scheduler.scheduleAt(215) { subscriptions.append(driver.drive()) }
                scheduler.scheduleAt(300) { subscriptions.forEach { $0.dispose() } }
                scheduler.start()
            }
        }
        XCTAssertEqual(Resources.total, before)
    }

    func testControlPropertyAndControlEventAreReleased() {
        let before = Resources.total
        do {
            let field = TextField(text: "a")
            let bag = DisposeBag()
            field.rx.text.orEmpty.asDriver().drive(onNext: { _ in }).disposed(by: bag)
            field.rx.text.changed.asSignal().emit().disposed(by: bag)
            Observable.just("b").bind(to: field.rx.text).disposed(by: bag)
            field.type("c")
        }
        XCTAssertEqual(Resources.total, before)
    }
}
#endif
