import Differentiator

/// An item of the tests: its identity is a number, its value a version (`7'` is item 7 changed once).
struct Row: IdentifiableType, Equatable, CustomStringConvertible {
    var id: Int
    var version = 0
    var identity: Int { id }
    var description: String { "\(id)" + String(repeating: "'", count: version) }
}

/// The model of a section of the tests: a letter, and a version for a changed header.
struct Header: IdentifiableType, Equatable, CustomStringConvertible {
    var name: String
    var version = 0
    var identity: String { name }
    var description: String { name + String(repeating: "'", count: version) }
}

typealias Block = AnimatableSectionModel<Header, Row>

/// Sections written as `"A: 0 1 2' | B: | C: 3"`: section A holds items 0, 1 and 2 (changed
/// once), B is empty. The empty string is no section at all.
func sections(_ notation: String) -> [Block] {
    func versioned(_ word: Substring) -> (Substring, Int) {
        let name = word.prefix { $0 != "'" }
        return (name, word.count - name.count)
    }
    return notation.split(separator: "|").map { part in
        let halves = part.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        let (name, version) = versioned(halves[0].filter { $0 != " " }[...])
        let rows = halves.count < 2 ? [] : halves[1].split(separator: " ").map { word -> Row in
            let (id, version) = versioned(word)
            return Row(id: Int(id)!, version: version)
        }
        return Block(model: Header(name: String(name), version: version), items: rows)
    }
}

/// `sections` as written in the notation above.
func notation(_ blocks: [Block]) -> String {
    blocks.map { "\($0.model): " + $0.items.map(\.description).joined(separator: " ") }
        .map { $0.hasSuffix(" ") ? String($0.dropLast()) : $0 }
        .joined(separator: " | ")
}
