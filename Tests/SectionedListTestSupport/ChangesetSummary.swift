import Differentiator

/// The changes of a changeset on one line: `delS[0] insI[1.2] movI[0.1>0.0]`, the lists in the
/// order of the changeset, empty ones left out.
public func summary<Section>(_ changeset: Changeset<Section>) -> String {
    func path(_ path: ItemPath) -> String { "\(path.sectionIndex).\(path.itemIndex)" }
    func list(_ name: String, _ entries: [String]) -> String? {
        entries.isEmpty ? nil : name + "[" + entries.joined(separator: ",") + "]"
    }
    return [
        changeset.reloadData ? "reload" : nil,
        list("delS", changeset.deletedSections.map(String.init)),
        list("insS", changeset.insertedSections.map(String.init)),
        list("movS", changeset.movedSections.map { "\($0.from)>\($0.to)" }),
        list("updS", changeset.updatedSections.map(String.init)),
        list("delI", changeset.deletedItems.map(path)),
        list("insI", changeset.insertedItems.map(path)),
        list("movI", changeset.movedItems.map { path($0.from) + ">" + path($0.to) }),
        list("updI", changeset.updatedItems.map(path)),
    ].compactMap { $0 }.joined(separator: " ")
}
