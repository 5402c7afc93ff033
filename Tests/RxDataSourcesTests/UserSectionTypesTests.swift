import Foundation
import RxDataSources
import RxSwift
import RxTestSupport
import SectionedListTestSupport
import XCTest

/// Section types written the way RxDataSources' users write them (a struct that rebuilds itself
/// with `self = original`), used unchanged with the data sources and the diff.
final class UserSectionTypesTests: RxTestCase {
    func testPlainSectionTypeWithTheReloadDataSource() {
        let dataSource = RxSectionedReloadDataSource<SectionOfCustomData>()
        let binding = Observable.just([
            SectionOfCustomData(header: "First", items: [CustomData(anInt: 0, aString: "zero")]),
            SectionOfCustomData(header: "Second", items: [CustomData(anInt: 1, aString: "one"), CustomData(anInt: 2, aString: "two")]),
        ]).bind(to: dataSource)
        binding.dispose()
        XCTAssertEqual(dataSource[1].header, "Second")
        XCTAssertEqual(dataSource[IndexPath(row: 1, section: 1)].aString, "two")
        XCTAssertEqual((try? dataSource.model(at: IndexPath(item: 0, section: 0))) as? CustomData, CustomData(anInt: 0, aString: "zero"))
    }

    func testAnimatableSectionTypeOfNumbers() throws {
        let before = [NumberSection(header: "odd", items: [1, 3, 5]), NumberSection(header: "even", items: [2, 4])]
        let after = [NumberSection(header: "even", items: [2, 4, 6]), NumberSection(header: "odd", items: [5, 1, 3])]
        let changesets = try Diff.differencesForSectionedView(initialSections: before, finalSections: after)
        XCTAssertEqual(changesets.map(summary), ["movS[1>0]", "insI[0.2] movI[1.2>1.0]"])
        var view = BatchUpdatingView(sections: before)
        for changeset in changesets {
            try view.apply(changeset)
        }
        XCTAssertEqual(view.sections.map(\.items), [[2, 4, 6], [5, 1, 3]])
    }

    func testFaultyInitializerMakesTheDataSourceReload() {
        let dataSource = RxSectionedAnimatedDataSource<ForgetfulSection>()
        var reasons: [String] = []
        dataSource.diffingFailed = { error in
            if case .invalidInitializerImplementation? = error as? Diff.Error {
                reasons.append("invalid initializer")
            }
        }
        var received: [String] = []
        let rendering = dataSource.changesets.subscribe(onNext: { received.append(summary($0)) })
        let binding = Observable.of(
            [ForgetfulSection(header: "a", items: [1, 2])],
            [ForgetfulSection(header: "a", items: [2, 1, 3])]
        ).bind(to: dataSource)
        binding.dispose()
        rendering.dispose()
        XCTAssertEqual(received, ["reload insS[0]", "reload insS[0]"])
        XCTAssertEqual(reasons, ["invalid initializer"])
        XCTAssertEqual(dataSource.sectionModels.map(\.items), [[2, 1, 3]])
    }
}

/// A section whose `init(original:items:)` keeps the original's items instead of the new ones.
private struct ForgetfulSection: AnimatableSectionModelType {
    var header: String
    var items: [Int]
    var identity: String { header }

    init(header: String, items: [Int]) {
        self.header = header
        self.items = items
    }

    init(original: ForgetfulSection, items: [Int]) {
        self = original
    }
}

private struct CustomData: Equatable {
    var anInt: Int
    var aString: String
}

private struct SectionOfCustomData {
    var header: String
    var items: [Item]
}

extension SectionOfCustomData: SectionModelType {
    typealias Item = CustomData

    init(original: SectionOfCustomData, items: [Item]) {
        self = original
        self.items = items
    }
}

private struct NumberSection {
    var header: String
    var items: [Item]
}

extension NumberSection: AnimatableSectionModelType {
    typealias Item = Int

    var identity: String {
        header
    }

    init(original: NumberSection, items: [Item]) {
        self = original
        self.items = items
    }
}
