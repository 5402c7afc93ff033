import Foundation
import RxCocoa
import RxDataSources
import RxSwift
import RxTest
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// Index-path access, the reload data source, driving from a Driver, and the identities of strings
/// and numbers.
final class SectionedDataSourceTests: RxTestCase {
    private let sections = [Fruits(model: "fruit", items: [1, 2, 3]), Fruits(model: "veg", items: [10])]

    func testIndexPathAccess() throws {
        let dataSource = RxSectionedReloadDataSource<Fruits>()
        _ = Observable.just(sections).bind(to: dataSource)
        XCTAssertEqual(dataSource.sectionModels, sections)
        XCTAssertEqual(dataSource[1], Fruits(model: "veg", items: [10]))
        XCTAssertEqual(dataSource[IndexPath(item: 2, section: 0)], 3)
        XCTAssertEqual(try dataSource.model(at: IndexPath(item: 0, section: 1)) as? Int, 10)
        XCTAssertThrowsError(try dataSource.model(at: IndexPath(item: 1, section: 1))) { error in
            XCTAssertEqual(error as? RxDataSourceError, .outOfBounds(indexPath: IndexPath(item: 1, section: 1)))
        }
        XCTAssertThrowsError(try dataSource.model(at: IndexPath(item: 0, section: 2)))
    }

    func testSettingAnItemKeepsItsPlace() {
        let dataSource = RxSectionedReloadDataSource<Fruits>()
        dataSource.setSections(sections)
        dataSource[IndexPath(item: 1, section: 0)] = 7
        XCTAssertEqual(dataSource.sectionModels, [Fruits(model: "fruit", items: [1, 7, 3]), Fruits(model: "veg", items: [10])])
    }

    func testReloadDataSourceReloadsEveryVersion() {
        let scheduler = TestScheduler(initialClock: 0)
        let dataSource = RxSectionedReloadDataSource<Fruits>()
        let view = TerminalListView(dataSource: dataSource)
        let source = scheduler.createHotObservable([.next(210, sections), .next(220, [Fruits(model: "veg", items: [10, 11])])])
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = source.bind(to: dataSource) }
        let result = scheduler.start { dataSource.changesets.map(summary) }
        binding?.dispose()
        XCTAssertEqual(result.events, [.next(210, "reload insS[0,1]"), .next(220, "reload insS[0]")])
        XCTAssertEqual(view.text, "veg: 10 11")
    }

    func testDrivenByADriver() {
        let scheduler = TestScheduler(initialClock: 0)
        let dataSource = RxSectionedAnimatedDataSource<Fruits>()
        let view = TerminalListView(dataSource: dataSource)
        let observer = scheduler.createObserver(String.self)
        let recording = dataSource.changesets.map(summary).subscribe(observer)
        SharingScheduler.mock(scheduler: scheduler) {
            let source = scheduler.createHotObservable([.next(210, sections), .next(220, [Fruits(model: "fruit", items: [3, 1, 2])])])
            let driving = source.asDriver(onErrorJustReturn: []).drive(dataSource)
            scheduler.start()
            driving.dispose()
        }
        recording.dispose()
        // A Driver delivers on its scheduler: one tick after the source on virtual time.
        XCTAssertEqual(observer.events, [.next(211, "reload insS[0,1]"), .next(221, "delS[1]"), .next(221, "movI[0.2>0.0]")])
        XCTAssertEqual(view.text, "fruit: 3 1 2")
    }

    func testStringsAndNumbersAreTheirOwnIdentities() throws {
        XCTAssertEqual("apple".identity, "apple")
        XCTAssertEqual(42.identity, 42)
        XCTAssertEqual(UInt8(7).identity, 7)
        XCTAssertEqual(Int64(-3).identity, -3)
        XCTAssertEqual(2.5.identity, 2.5)
        XCTAssertEqual(Float(1.5).identity, 1.5)
        let changesets = try Diff.differencesForSectionedView(
            initialSections: [AnimatableSectionModel(model: "words", items: ["a", "b", "c"])],
            finalSections: [AnimatableSectionModel(model: "words", items: ["c", "a", "b"])]
        )
        XCTAssertEqual(changesets.map(summary), ["movI[0.2>0.0]"])
    }
}
