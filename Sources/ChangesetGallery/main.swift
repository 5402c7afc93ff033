import Foundation

// Draws the Differentiator's pictures of changesets from real diffs (ChangesetPicture.swift) into
// `<output>/Differentiator/Differentiator.docc/Resources/changesets/<name>.svg`.
//
//     swift run ChangesetGallery --output Sources    what Scripts/generate-marbles.sh does

func shelves(_ notation: [(String, [String])]) -> [Shelf] {
    notation.map { aisle, names in
        Shelf(model: Aisle(name: aisle), items: names.map { name in
            let parts = name.split(separator: " ")
            return Produce(name: String(parts[0]), version: parts.count > 1 ? Int(parts[1])! : 1)
        })
    }
}

let pictures: [(name: String, picture: ChangesetPicture)] = [
    ("changeset-stages", ChangesetPicture(
        title: "Diff.differencesForSectionedView: three changesets, applied one after another",
        initial: shelves([("Fruit", ["apple", "pear", "fig", "plum"]), ("Greens", ["leek", "kale"]), ("Nuts", ["pecan"])]),
        final: shelves([("Greens", ["leek", "kale 2", "fig"]), ("Fruit", ["apple", "plum", "cherry"]), ("Herbs", ["basil", "mint"])])
    )),
    ("changeset-moves", ChangesetPicture(
        title: "A move within a section: one row moved, the others fall into place",
        initial: shelves([("Fruit", ["apple", "pear", "fig", "plum"])]),
        final: shelves([("Fruit", ["plum", "apple", "pear", "fig"])])
    )),
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count == 2, arguments[0] == "--output" else {
    FileHandle.standardError.write(Data("usage: ChangesetGallery --output <folder holding the modules' sources>\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1]).appendingPathComponent("Differentiator/Differentiator.docc/Resources/changesets")
do {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for (name, picture) in pictures {
        try picture.svg().write(to: folder.appendingPathComponent("\(name).svg"), atomically: true, encoding: .utf8)
    }
    print("\(pictures.count) changeset pictures written to \(folder.path)")
} catch {
    FileHandle.standardError.write(Data("ChangesetGallery: \(error)\n".utf8))
    exit(1)
}
