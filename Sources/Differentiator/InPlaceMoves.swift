/// Which elements of a list must be moved explicitly for the list to reach a new order, the rest
/// falling into place as the moved ones are taken out and put back.
///
/// The new order is walked from its start with a cursor on the old one; an element that is the
/// one under the cursor stays, any other is moved. So `[0, 1, 2]` to `[2, 0, 1]` moves one element,
/// and `[0, 1, 2]` to `[1, 2, 0]` moves two. One pass: linear in the lengths of the two lists.
@usableFromInline
struct InPlaceMoves {
    /// `moved[j]`: whether the element at `j` in the new order must be moved.
    @usableFromInline let moved: [Bool]

    /// - Parameters:
    ///   - sources: for each position of the new order, the old index of the element there when
    ///     it comes from this same list; `nil` for an inserted element or one from another list.
    ///   - holdsPlace: for each old index, whether that element holds its place until the walk
    ///     takes it: `false` for one that is deleted or has already left for another list.
    @inlinable
    init(sources: [Int?], holdsPlace: [Bool]) {
        var taken = [Bool](repeating: false, count: holdsPlace.count)
        var cursor = 0
        func skipGone() {
            while cursor < holdsPlace.count && (!holdsPlace[cursor] || taken[cursor]) {
                cursor += 1
            }
        }
        skipGone()
        moved = sources.map { source in
            guard let source else { return false }
            if source == cursor {
                cursor += 1
                skipGone()
                return false
            }
            // Every old index before the cursor is gone or placed, so `source` lies after it.
            taken[source] = true
            return true
        }
    }
}
