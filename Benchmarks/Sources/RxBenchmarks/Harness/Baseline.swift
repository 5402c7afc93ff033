/// The hand-written baseline: what a dynamically composed pipeline costs at the least.
///
/// A chain of 12 closures, alternately a "map" (`x &+ 1`) and a "filter" (`x > 0`, always true
/// here) as in the 6 × (`map` + `filter`) scenarios, each stage holding the next one as a closure and
/// calling it: one indirect call per stage. The chain is built at run time from a stage count
/// that passes through C, so the optimizer cannot unroll the construction and fuse the closures.
///
/// One unit of work is one element through the whole chain, in every scenario, so each ratio
/// reads "this costs as much as N elements through a 12-stage closure pipeline".
enum Baseline {
    static let stages = 12

    @inline(never)
    static func makeChain(stages: Int, sink: @escaping (Int) -> Void) -> (Int) -> Void {
        var head = sink
        for stage in (0..<stages).reversed() {
            let next = head
            if stage % 2 == 0 {
                head = { value in next(value &+ 1) }
            } else {
                head = { value in if value > 0 { next(value) } }
            }
        }
        return head
    }

    @inline(never)
    static func run(_ units: Int) -> Int {
        let accumulator = Accumulator()
        let chain = makeChain(stages: Opaque.int(stages)) { accumulator.add($0) }
        for value in 0..<units {
            chain(value)
        }
        return accumulator.sum
    }

    static func expected(_ units: Int) -> Int {
        sumOfRange(units, plus: stages / 2)
    }
}
