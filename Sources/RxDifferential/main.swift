#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// RxDifferential --seed N [--count K] [--drop i,j,...] [--print-chain] [--family units|traits]
/// RxDifferential --batch [--family units|traits]   (reads "seed [i,j,...]" lines from standard input)
///
/// `--family units` generates chains that also go through `Driver` and `Signal` (Units.swift),
/// `--family traits` chains that also go through `Single`, `Maybe`, `Completable` and
/// `Infallible` operators (Traits.swift).
///
/// Prints one trace block per chain. Two builds of this program, one against each library, are
/// run over the same seeds by Scripts/compare-differential.py; any difference between their
/// blocks is a difference in behavior.

struct Options {
    var seed: UInt64 = 0
    var count = 1
    var drops: Set<Int> = []
    var printChain = false
    var batch = false
    var family = ChainFamily.observables
}

func usage() -> Never {
    fputs("usage: RxDifferential --seed N [--count K] [--drop i,j,...] [--print-chain] [--family units|traits] | --batch [--family units|traits]\n", stderr)
    exit(2)
}

/// The value following an option, or the usage message.
func value<T>(_ iterator: inout IndexingIterator<[String]>, _ parse: (String) -> T?) -> T {
    guard let text = iterator.next(), let parsed = parse(text) else { usage() }
    return parsed
}

func parseDrops(_ text: String) -> Set<Int> {
    Set(text.split(separator: ",").compactMap { Int($0) })
}

func parseOptions(_ arguments: [String]) -> Options {
    var options = Options()
    var iterator = arguments.makeIterator()
    while let argument = iterator.next() {
        switch argument {
        case "--seed": options.seed = value(&iterator) { UInt64($0) }
        case "--count": options.count = value(&iterator) { Int($0) }
        case "--drop": options.drops = value(&iterator, parseDrops)
        case "--print-chain": options.printChain = true
        case "--batch": options.batch = true
        case "--family":
            options.family = value(&iterator) { text -> ChainFamily? in
                switch text {
                case "observables": return .observables
                case "units": return .units
                case "traits": return .traits
                default: return nil
                }
            }
        default: usage()
        }
    }
    return options
}

/// Writes one block and flushes it, so that if a later chain crashes the process, every block
/// before it has reached the comparison script.
func emit(_ lines: [String]) {
    print(lines.joined(separator: "\n"))
    fflush(stdout)
}

func traceBlock(seed: UInt64, drops: Set<Int>, family: ChainFamily) -> [String] {
    let chain = Generator.chain(seed: seed, family: family).applying(drops)
    let header = drops.isEmpty ? "=== seed \(seed)" : "=== seed \(seed) drop \(drops.sorted().map(String.init).joined(separator: ","))"
    let trace = ChainRun(chain: chain).run()
    return [header] + chain.descriptionLines + ["--- trace"] + trace + ["=== end"]
}

func chainBlock(seed: UInt64, drops: Set<Int>, family: ChainFamily) -> [String] {
    let generated = Generator.chain(seed: seed, family: family)
    let chain = generated.applying(drops)
    return ["=== seed \(seed)"] + chain.descriptionLines + [
        "operators \(chain.operatorNames.joined(separator: " "))",
        "reductions \(generated.reductions.count)",
        "=== end",
    ]
}

let options = parseOptions(Array(CommandLine.arguments.dropFirst()))
if options.batch {
    while let line = readLine() {
        let fields = line.split(separator: " ")
        guard let first = fields.first, let seed = UInt64(first) else { continue }
        let drops = fields.count > 1 ? parseDrops(String(fields[1])) : []
        emit(traceBlock(seed: seed, drops: drops, family: options.family))
    }
} else {
    for offset in 0..<UInt64(options.count) {
        let seed = options.seed + offset
        emit(options.printChain
            ? chainBlock(seed: seed, drops: options.drops, family: options.family)
            : traceBlock(seed: seed, drops: options.drops, family: options.family))
    }
}
