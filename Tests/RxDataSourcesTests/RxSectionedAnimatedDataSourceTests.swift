import Foundation
import RxDataSources
import RxSwift
import RxTest
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// The headless animated data source on virtual time: what it emits at each tick, and what a view
/// applying it shows.
final class RxSectionedAnimatedDataSourceTests: RxTestCase {
    private let fruitsV1 = [Fruits(model: "fruit", items: [1, 2, 3]), Fruits(model: "veg", items: [10])]
    private let fruitsV2 = [Fruits(model: "fruit", items: [1, 3]), Fruits(model: "veg", items: [10, 2])]
    private let fruitsV3 = [Fruits(model: "veg", items: [10, 2]), Fruits(model: "nuts", items: [20]), Fruits(model: "fruit", items: [3])]

    /// Binds `events` to `dataSource` from 200 on and records the summaries of its changesets.
    private func run(
        _ dataSource: SectionedDataSource<Fruits>,
        _ events: [Recorded<Event<[Fruits]>>],
        disposeAt: TestTime = 1000
    ) -> (TestableObserver<String>, TerminalListView<Fruits>) {
        let scheduler = TestScheduler(initialClock: 0)
        let view = TerminalListView(dataSource: dataSource)
        let observer = scheduler.createObserver(String.self)
        let source = scheduler.createHotObservable(events)
        let recording = dataSource.changesets.map(summary).subscribe(observer)
        var binding: Disposable?
        scheduler.scheduleAt(200) { binding = source.bind(to: dataSource) }
        scheduler.scheduleAt(disposeAt) { binding?.dispose() }
        scheduler.start()
        recording.dispose()
        return (observer, view)
    }

    func testFirstVersionReloads() {
        let (observer, view) = run(RxSectionedAnimatedDataSource(), [.next(210, fruitsV1)])
        XCTAssertEqual(observer.events, [.next(210, "reload insS[0,1]")])
        XCTAssertEqual(view.text, "fruit: 1 2 3 | veg: 10")
    }

    func testLaterVersionsAnimateStagedChangesets() {
        let (observer, view) = run(RxSectionedAnimatedDataSource(), [
            .next(210, fruitsV1), .next(220, fruitsV2), .next(230, fruitsV3),
        ])
        XCTAssertEqual(observer.events, [
            .next(210, "reload insS[0,1]"),
            .next(220, "movI[0.2>0.1,0.1>1.1]"),
            .next(230, "delI[0.0]"),
            .next(230, "insS[1] movS[1>0]"),
        ])
        XCTAssertEqual(view.text, "veg: 10 2 | nuts: 20 | fruit: 3")
    }

    func testDecideViewTransitionCanReload() {
        var seen: [[String]] = []
        let dataSource = RxSectionedAnimatedDataSource<Fruits> { _, changesets in
            seen.append(changesets.map(summary))
            return changesets.count > 1 ? .reload : .animated
        }
        let (observer, view) = run(dataSource, [.next(210, fruitsV1), .next(220, fruitsV2), .next(230, fruitsV3)])
        XCTAssertEqual(observer.events, [
            .next(210, "reload insS[0,1]"), .next(220, "movI[0.2>0.1,0.1>1.1]"), .next(230, "reload insS[0,1,2]"),
        ])
        XCTAssertEqual(seen, [["movI[0.2>0.1,0.1>1.1]"], ["delI[0.0]", "insS[1] movS[1>0]"]])
        XCTAssertEqual(view.text, "veg: 10 2 | nuts: 20 | fruit: 3")
    }

    func testUndiffableVersionReloadsAndSaysWhy() {
        let dataSource = RxSectionedAnimatedDataSource<Fruits>()
        var errors: [String] = []
        dataSource.diffingFailed = { errors.append(($0 as? Diff.Error)?.debugDescription ?? "\($0)") }
        let duplicate = [Fruits(model: "fruit", items: [1, 1])]
        let (observer, view) = run(dataSource, [.next(210, fruitsV1), .next(220, duplicate), .next(230, fruitsV1)])
        XCTAssertEqual(observer.events, [
            .next(210, "reload insS[0,1]"), .next(220, "reload insS[0]"), .next(230, "reload insS[0,1]"),
        ])
        XCTAssertEqual(errors, ["Duplicate item 1", "Duplicate item 1"])
        XCTAssertEqual(view.text, "fruit: 1 2 3 | veg: 10")
    }

    func testSourceErrorEndsTheChangesetsAndKeepsTheSections() {
        let dataSource = RxSectionedAnimatedDataSource<Fruits>()
        let (observer, view) = run(dataSource, [.next(210, fruitsV1), .error(220, TestError(1)), .next(230, fruitsV2)])
        XCTAssertEqual(observer.events, [.next(210, "reload insS[0,1]"), .error(220, TestError(1))])
        XCTAssertEqual(view.text, "fruit: 1 2 3 | veg: 10")
        XCTAssertEqual(dataSource.sectionModels, fruitsV1)
    }

    func testCompletionKeepsTheSections() {
        let dataSource = RxSectionedAnimatedDataSource<Fruits>()
        let (observer, _) = run(dataSource, [.next(210, fruitsV1), .completed(220)])
        XCTAssertEqual(observer.events, [.next(210, "reload insS[0,1]")])
        XCTAssertEqual(dataSource.sectionModels, fruitsV1)
    }

    func testDisposedBindingStopsUpdates() {
        let dataSource = RxSectionedAnimatedDataSource<Fruits>()
        let (observer, view) = run(dataSource, [.next(210, fruitsV1), .next(220, fruitsV2), .next(230, fruitsV3)], disposeAt: 225)
        XCTAssertEqual(observer.events, [.next(210, "reload insS[0,1]"), .next(220, "movI[0.2>0.1,0.1>1.1]")])
        XCTAssertEqual(view.text, "fruit: 1 3 | veg: 10 2")
        XCTAssertEqual(dataSource.sectionModels, fruitsV2)
    }

    func testSameVersionAgainEmitsNothing() {
        let (observer, _) = run(RxSectionedAnimatedDataSource(), [.next(210, fruitsV1), .next(220, fruitsV1)])
        XCTAssertEqual(observer.events, [.next(210, "reload insS[0,1]")])
    }

    func testChangedHeaderAloneReachesTheSections() {
        typealias Titled = AnimatableSectionModel<Title, Int>
        let dataSource = RxSectionedAnimatedDataSource<Titled>()
        _ = Observable.of([Titled(model: Title(id: 1, text: "Old"), items: [1])], [Titled(model: Title(id: 1, text: "New"), items: [1])])
            .bind(to: dataSource)
        // Nothing to animate, but the data source shows the new header (RxDataSources keeps the old one).
        XCTAssertEqual(dataSource[0].model.text, "New")
    }

    func testBatchesArriveWithTheirFinalSectionsInPlace() {
        let dataSource = RxSectionedAnimatedDataSource<Fruits>()
        var heldDuringDelivery: [[String]] = []
        let subscription = dataSource.changesets.subscribe(onNext: { changeset in
            XCTAssertEqual(dataSource.sectionModels, changeset.finalSections)
            heldDuringDelivery.append(dataSource.sectionModels.map(\.identity))
        })
        _ = Observable.of(fruitsV1, fruitsV3).bind(to: dataSource)
        subscription.dispose()
        XCTAssertEqual(heldDuringDelivery, [["fruit", "veg"], ["fruit", "veg"], ["veg", "nuts", "fruit"], ["veg", "nuts", "fruit"]])
    }
}

/// A section header whose identity outlives its text.
private struct Title: IdentifiableType, Equatable {
    var id: Int
    var text: String
    var identity: Int { id }
}
