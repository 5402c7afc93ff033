import RxDataSources
import RxExamplesKit
import RxRelay
import RxSwift
import RxTestSupport
import XCTest

/// The terminal animation of the partial-updates example: the changesets of one version folded
/// into row marks, the removed rows and a summary.
final class AnimationLogTests: RxTestCase {
    private let before = [
        NumberSection(model: "A", items: [NumberItem(1), NumberItem(2), NumberItem(3)]),
        NumberSection(model: "B", items: [NumberItem(4), NumberItem(5)]),
        NumberSection(model: "C", items: [NumberItem(6)]),
    ]
    // 2 deleted, 3 edited, 4 moved to A, C deleted, D inserted, B moved first, 7 inserted in A. The
    // diff also moves 5, from the second row of B to the first, where 4 left it.
    private let after = [
        NumberSection(model: "B", items: [NumberItem(5)]),
        NumberSection(model: "D", items: [NumberItem(8)]),
        NumberSection(model: "A", items: [NumberItem(1), NumberItem(7), NumberItem(3, revision: 1), NumberItem(4)]),
    ]

    /// The log after `versions` went through a data source, as the example feeds it.
    private func log(after versions: [[NumberSection]]) -> (AnimationLog, [NumberSection]) {
        let dataSource = RxSectionedAnimatedDataSource<NumberSection>()
        let newVersions = PublishRelay<AnimationLog.Event>()
        var last = AnimationLog()
        let logging = Observable.merge(newVersions.asObservable(), dataSource.changesets.map(AnimationLog.Event.batch))
            .scan(AnimationLog(), accumulator: AnimationLog.reduce)
            .subscribe(onNext: { last = $0 })
        let binding = Observable.from(versions)
            .do(onNext: { _ in newVersions.accept(.newVersion) })
            .bind(to: dataSource)
        binding.dispose()
        logging.dispose()
        return (last, dataSource.sectionModels)
    }

    func testTheFirstVersionIsAReloadWithoutMarks() {
        let (log, sections) = log(after: [before])
        XCTAssertEqual(log.summary(of: sections), "reload: 3 sections, 6 numbers")
        XCTAssertEqual(log.removedText, "nothing")
        XCTAssertEqual(log.listSections(of: sections).map(\.rowMarks), [[:], [:], [:]])
    }

    func testTheChangesetsOfAVersionMarkTheRowsTheyTouched() {
        let (log, sections) = log(after: [before, after])
        XCTAssertEqual(sections, after)
        XCTAssertEqual(log.summary(of: sections), "3 batches: +1 item, −1 item, +1 section, −1 section, 2 moves, 1 section move, 1 update")
        XCTAssertEqual(log.removedText, "2, C (6)")
        XCTAssertEqual(log.listSections(of: sections), [
            ListSection(title: "B", rows: ["5"], mark: .moved, rowMarks: [0: .moved]),
            ListSection(title: "D", rows: ["8"], mark: .inserted, rowMarks: [0: .inserted]),
            ListSection(title: "A", rows: ["1", "7", "3 (v1)", "4"], rowMarks: [1: .inserted, 2: .updated, 3: .moved]),
        ])
        let list = ListView(name: "numbers")
        list.sections = log.listSections(of: sections)
        XCTAssertEqual(list.lines(focused: false), ["→ B", "→   5", "+ D", "+   8", "  A", "    1", "+   7", "*   3 (v1)", "→   4"])
    }

    func testAVersionWithoutChangesSaysSo() {
        let (log, sections) = log(after: [before, before])
        XCTAssertEqual(log.summary(of: sections), "no change")
        XCTAssertEqual(log.listSections(of: sections).map(\.mark), [nil, nil, nil])
    }
}
