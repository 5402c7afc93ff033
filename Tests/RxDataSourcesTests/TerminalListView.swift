import Foundation
import RxDataSources
import RxSwift
import SectionedListTestSupport
import XCTest

typealias Fruits = AnimatableSectionModel<String, Int>

/// A view stand-in driven by a data source: it applies each changeset as a batch update (or a
/// reload) to its rows, and checks after each one that its rows are the changeset's final
/// sections and that the data source answers for them.
final class TerminalListView<Section: AnimatableSectionModelType> {
    private(set) var rows: BatchUpdatingView<Section>
    private(set) var failure: Error?
    private let subscription: Disposable

    init(dataSource: SectionedDataSource<Section>, file: StaticString = #filePath, line: UInt = #line) {
        let rows = BatchUpdatingView<Section>(sections: [])
        self.rows = rows
        var apply: (Changeset<Section>) -> Void = { _ in }
        subscription = dataSource.changesets.subscribe(
            onNext: { apply($0) },
            onError: { _ in }
        )
        apply = { [unowned self] changeset in
            do {
                try self.rows.apply(changeset)
            } catch {
                self.failure = error
                XCTFail("\(summary(changeset)): \(error)", file: file, line: line)
            }
            XCTAssertEqual(self.rows.sections.map(\.identity), dataSource.sectionModels.map(\.identity), file: file, line: line)
            XCTAssertEqual(self.rows.sections.map(\.items), dataSource.sectionModels.map(\.items), file: file, line: line)
        }
    }

    /// The rows as text: `fruit: 1 2 | veg: 3`.
    var text: String {
        rows.sections.map { "\($0.identity): " + $0.items.map { "\($0)" }.joined(separator: " ") }.joined(separator: " | ")
    }

    deinit {
        subscription.dispose()
    }
}
