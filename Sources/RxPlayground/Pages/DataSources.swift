import Foundation
import RxDataSources
import RxSwift

/// RxDataSources without UIKit: the Differentiator's staged changesets, and a headless data
/// source driving a list printed on the terminal.
struct DataSourcesPage: Page {
    let name = "data-sources"
    let title = "Sectioned lists: Differentiator and RxDataSources"

    typealias Shelf = AnimatableSectionModel<String, String>

    func run() {
        example("differencesForSectionedView: the staged changesets between two versions") {
            let before = [Shelf(model: "Fruit", items: ["apple", "pear", "fig", "plum"]), Shelf(model: "Greens", items: ["leek", "kale"]), Shelf(model: "Nuts", items: ["pecan"])]
            let after = [Shelf(model: "Greens", items: ["leek", "kale", "fig"]), Shelf(model: "Fruit", items: ["apple", "plum", "cherry"]), Shelf(model: "Herbs", items: ["basil"])]
            print("before: \(rows(before))")
            do {
                for (step, changeset) in try Diff.differencesForSectionedView(initialSections: before, finalSections: after).enumerated() {
                    print("step \(step + 1): \(changes(changeset))")
                    print("    shows \(rows(changeset.finalSections))")
                }
            } catch {
                print("cannot diff: \(error)")
            }
        }

        example("moves: walking the new order, an item that is not the next one in place is moved") {
            for after in [["b", "c", "a"], ["c", "a", "b"]] {
                let changesets = try? Diff.differencesForSectionedView(
                    initialSections: [Shelf(model: "list", items: ["a", "b", "c"])],
                    finalSections: [Shelf(model: "list", items: after)]
                )
                print("a b c → \(after.joined(separator: " ")): \(changesets?.map(changes) ?? [])")
            }
        }

        example("Diff.Error: an identity twice in one version") {
            do {
                _ = try Diff.differencesForSectionedView(initialSections: [Shelf(model: "Fruit", items: ["apple"])], finalSections: [Shelf(model: "Fruit", items: ["apple", "apple"])])
            } catch let error as Diff.Error {
                print(error.debugDescription)
            } catch {
                print(error)
            }
        }

        example("RxSectionedAnimatedDataSource: a headless data source driving a terminal list") {
            let dataSource = RxSectionedAnimatedDataSource<Shelf>()
            let printing = dataSource.changesets.subscribe(onNext: { changeset in
                print(changeset.reloadData ? "reload" : "animate \(changes(changeset))")
                print("    rows: \(rows(dataSource.sectionModels)); row 0.0 is \(dataSource[IndexPath(item: 0, section: 0)])")
            })
            let shelves = PublishSubject<[Shelf]>()
            let binding = shelves.bind(to: dataSource)
            shelves.onNext([Shelf(model: "Fruit", items: ["apple", "pear"])])
            shelves.onNext([Shelf(model: "Fruit", items: ["pear", "apple", "fig"])])
            shelves.onNext([Shelf(model: "Greens", items: ["kale"]), Shelf(model: "Fruit", items: ["fig"])])
            binding.dispose()
            printing.dispose()
        }
    }

    private func rows(_ sections: [Shelf]) -> String {
        sections.map { "\($0.model): \($0.items.joined(separator: " "))" }.joined(separator: " | ")
    }

    private func changes(_ changeset: Changeset<Shelf>) -> String {
        func path(_ path: ItemPath) -> String { "\(path.sectionIndex).\(path.itemIndex)" }
        let parts: [(String, [String])] = [
            ("delete sections", changeset.deletedSections.map(String.init)),
            ("delete items", changeset.deletedItems.map(path)),
            ("update items", changeset.updatedItems.map(path)),
            ("insert sections", changeset.insertedSections.map(String.init)),
            ("move sections", changeset.movedSections.map { "\($0.from)→\($0.to)" }),
            ("insert items", changeset.insertedItems.map(path)),
            ("move items", changeset.movedItems.map { "\(path($0.from))→\(path($0.to))" }),
        ]
        return parts.filter { !$0.1.isEmpty }.map { "\($0.0) \($0.1.joined(separator: ", "))" }.joined(separator: "; ")
    }
}
