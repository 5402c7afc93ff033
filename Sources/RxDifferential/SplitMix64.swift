/// The harness's only source of randomness. SplitMix64 is tiny, fast and fully specified, so a
/// seed names the same chain on every machine, toolchain and library build (Swift's
/// `SystemRandomNumberGenerator` would not).
struct SplitMix64 {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `range`. The modulo bias is irrelevant for ranges this small, and avoiding
    /// rejection sampling keeps the number of draws per call fixed (a simpler mental model when
    /// reading a generator's code).
    mutating func int(_ range: ClosedRange<Int>) -> Int {
        let width = UInt64(range.upperBound - range.lowerBound + 1)
        return range.lowerBound + Int(next() % width)
    }

    /// True with probability `percent`/100.
    mutating func chance(_ percent: Int) -> Bool {
        int(0...99) < percent
    }

    mutating func pick<T>(_ items: [T]) -> T {
        items[int(0...(items.count - 1))]
    }

    /// A tick on a grid of 10, so that events, subscriptions and timers often land on the same
    /// tick: ties are where implementations most often disagree.
    mutating func tick(_ range: ClosedRange<Int>) -> Int {
        int((range.lowerBound / 10)...(range.upperBound / 10)) * 10
    }
}
