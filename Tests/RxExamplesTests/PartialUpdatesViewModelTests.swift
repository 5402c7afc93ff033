import RxDataSources
import RxExamplesKit
import RxSwift
import RxTest
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// The partial-updates example's view model on virtual time, and the versions it makes: unique
/// identities, and changesets that turn each version into the next.
final class PartialUpdatesViewModelTests: RxTestCase {
    /// The versions of `seed` after the first one, `count` of them.
    private func versions(seed: UInt64, count: Int) -> [[NumberSection]] {
        var randomizer = SectionRandomizer(seed: seed)
        return (0 ..< count).map { _ in
            randomizer = randomizer.randomized()
            return randomizer.sections
        }
    }

    func testEachPressMakesTheNextVersion() {
        let scheduler = TestScheduler.milliseconds()
        let presses = scheduler.createHotObservable([.next(300, ()), .next(450, ())])
        let sections = scheduler.start {
            PartialUpdatesViewModel(randomize: presses.asObservable(), seed: 7, scheduler: scheduler).sections
        }
        let next = versions(seed: 7, count: 2)
        XCTAssertEqual(sections.events, [
            .next(200, SectionRandomizer.initialSections),
            .next(300, next[0]),
            .next(450, next[1]),
        ])
        XCTAssertNotEqual(next[0], SectionRandomizer.initialSections)
        XCTAssertNotEqual(next[1], next[0])
    }

    func testTheTimerRandomizesWhileAutoRunIsOn() {
        let scheduler = TestScheduler.milliseconds()
        let toggles = scheduler.createHotObservable([.next(300, ()), .next(650, ())])
        let viewModel = PartialUpdatesViewModel(randomize: .never(), toggleAutoRun: toggles.asObservable(), seed: 3, period: .milliseconds(100), scheduler: scheduler)
        let running = scheduler.createObserver(Bool.self)
        var autoRun: Disposable?
        scheduler.scheduleAt(200) { autoRun = viewModel.isAutoRunning.subscribe(running) }
        scheduler.scheduleAt(1000) { autoRun?.dispose() }  // when `start` disposes its own subscription
        let sections = scheduler.start { viewModel.sections }
        XCTAssertEqual(sections.events.map(\.time), [200, 400, 500, 600])
        XCTAssertEqual(sections.events.last?.value.element, versions(seed: 3, count: 3).last)
        XCTAssertEqual(running.events, [.next(200, false), .next(300, true), .next(650, false)])
    }

    func testTheVersionsAreDeterminedByTheSeed() {
        XCTAssertEqual(versions(seed: 11, count: 20), versions(seed: 11, count: 20))
        XCTAssertNotEqual(versions(seed: 11, count: 20), versions(seed: 12, count: 20))
        var first = SeededGenerator(seed: 1), second = SeededGenerator(seed: 1)
        XCTAssertEqual((0 ..< 5).map { _ in first.next() }, (0 ..< 5).map { _ in second.next() })
        XCTAssertEqual((0 ..< 100).map { _ in first.index(below: 3) }.filter { !(0 ..< 3).contains($0) }, [])
    }

    func testIdentitiesStayUnique() {
        for seed: UInt64 in 1 ... 5 {
            for sections in versions(seed: seed, count: 200) {
                let numbers = sections.flatMap(\.items).map(\.number)
                XCTAssertEqual(Set(numbers).count, numbers.count, "seed \(seed): \(sections)")
                XCTAssertEqual(Set(sections.map(\.model)).count, sections.count, "seed \(seed): \(sections)")
                XCTAssertTrue((2 ... 6).contains(sections.count), "seed \(seed): \(sections.count) sections")
            }
        }
    }

    /// Every version after the first is animated (never a reload), and a view applying the
    /// changesets of the data source shows each version; every kind of change happens.
    func testTheDataSourcesChangesetsTurnEachVersionIntoTheNext() throws {
        let scheduler = TestScheduler.milliseconds()
        let presses = scheduler.createHotObservable((1 ... 150).map { Recorded.next(200 + 10 * $0, ()) })
        let viewModel = PartialUpdatesViewModel(randomize: presses.asObservable(), seed: 5, scheduler: scheduler)
        let dataSource = RxSectionedAnimatedDataSource<NumberSection>()
        let changesets = scheduler.createObserver(Changeset<NumberSection>.self)
        let shown = scheduler.createObserver([NumberSection].self)
        let bag = DisposeBag()
        dataSource.changesets.subscribe(changesets).disposed(by: bag)
        scheduler.scheduleAt(200) {
            viewModel.sections.bind(to: dataSource).disposed(by: bag)
            viewModel.sections.subscribe(shown).disposed(by: bag)
        }
        scheduler.start()

        XCTAssertEqual(shown.events.count, 151)
        XCTAssertEqual(changesets.events.filter { $0.value.element?.reloadData == true }.count, 1, "only the first version reloads")
        var view = BatchUpdatingView<NumberSection>(sections: [])
        var kinds = Set<String>()
        for version in shown.events {
            for changeset in changesets.events.filter({ $0.time == version.time }).compactMap(\.value.element) {
                try view.apply(changeset)
                kinds.formUnion(summary(changeset).split(separator: " ").map { String($0.prefix(4)) })
            }
            XCTAssertEqual(view.sections, version.value.element, "at \(version.time)")
        }
        XCTAssertEqual(kinds, ["reload", "delS", "insS", "movS", "delI", "insI", "movI", "updI"].reduce(into: Set<String>()) { $0.insert(String($1.prefix(4))) })
    }
}
