import Differentiator

// differentiator.*: `Diff.differencesForSectionedView` between two versions of a list of 100
// sections, the second with 1 % of the items changed: a quarter deleted, a quarter inserted, a
// quarter updated (same identity, new value) and a quarter moved to the end of an earlier section.
// 1k, 10k and 100k items, to show the diff linear in the number of items. Unit: one diff. The
// versions are built once, outside the timed runs. Each change is listed once (delete, insert,
// update or move), so a diff's checksum, the number of listed changes, is 1 % of the items.
// Combine has no sectioned diff: no OpenCombine form.

extension Scenarios {
    static let differentiator: [Scenario] = [
        differentiatorScenario(items: 1_000, units: 2_000),
        differentiatorScenario(items: 10_000, units: 200),
        differentiatorScenario(items: 100_000, units: 20),
    ]
}

private struct BenchItem: IdentifiableType, Equatable {
    var identity: Int
    var value: Int
}

private struct BenchHeader: IdentifiableType {
    var identity: Int
}

private typealias BenchSection = AnimatableSectionModel<BenchHeader, BenchItem>

private func differentiatorScenario(items: Int, units: Int) -> Scenario {
    let versions = DiffVersions(items: items)
    return Scenario(
        name: "differentiator.\(items / 1_000)k",
        unit: "diff",
        units: units,
        expected: { $0 &* items / 100 },
        rx: { units in versions.diff(units) },
        openCombine: nil,
        notes: ["differentiator.*: Combine has no sectioned diff; the baseline is the usual 12-closure chain."]
    )
}

/// The two versions of one differentiator scenario.
private final class DiffVersions {
    let initial: [BenchSection]
    let final: [BenchSection]

    init(items: Int) {
        let sectionCount = 100
        let perSection = items / sectionCount
        initial = (0 ..< sectionCount).map { section in
            BenchSection(
                model: BenchHeader(identity: section),
                items: (0 ..< perSection).map { BenchItem(identity: section * perSection + $0, value: 0) }
            )
        }
        var final = initial
        let changes = items / 100
        // Spread the changes over the sections: change k touches section k mod 100, at an offset
        // that differs per kind so that the kinds never touch the same item.
        for change in 0 ..< changes {
            let section = change % sectionCount
            let slot = (change / sectionCount) * 4
            switch change % 4 {
            case 0:
                final[section].items.remove(at: slot % final[section].items.count)
            case 1:
                final[section].items.insert(BenchItem(identity: items + change, value: 0), at: slot % perSection)
            case 2:
                final[section].items[(slot + 1) % final[section].items.count].value = 1
            default:
                // To an earlier section, so that only this item is listed as moved.
                let moved = final[section].items.remove(at: (slot + 2) % final[section].items.count)
                final[section - 1].items.append(moved)
            }
        }
        self.final = final
    }

    @inline(never)
    func diff(_ units: Int) -> Int {
        var listed = 0
        for _ in 0 ..< units {
            // A version that cannot be diffed counts nothing, which the checksum reports.
            let changesets = (try? Diff.differencesForSectionedView(initialSections: initial, finalSections: final)) ?? []
            for changeset in changesets {
                listed &+= changeset.deletedItems.count + changeset.insertedItems.count
                    + changeset.updatedItems.count + changeset.movedItems.count
                    + changeset.deletedSections.count + changeset.insertedSections.count + changeset.movedSections.count
            }
        }
        return listed
    }
}
