import AllocationCounter
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How the numbers of a run are taken.
struct Configuration {
    /// Timed runs per form (after the warm-up runs); forms are interleaved run by run.
    var runs = 15
    /// Untimed runs per form first (checksums are checked on the first one).
    var warmups = 3
    /// Units per run are the scenario's divided by this (`--quick`: 10).
    var unitDivisor = 1
    /// Which statistic of the runs the table, the ratios and the targets use.
    var statistic: Statistic = .min
    /// Units per run for every scenario, instead of the scenario's own (`--units`).
    var unitsOverride: Int?
    /// A scenario runs if its name equals one of these, or contains one that is not the full name
    /// of a scenario (`mapFilter` selects three, `publishSubject.pumping` one); all if empty.
    var filters: [String] = []

    func select(_ scenarios: [Scenario]) -> [Scenario] {
        guard !filters.isEmpty else { return scenarios }
        let names = Set(scenarios.map(\.name))
        return scenarios.filter { scenario in
            filters.contains { filter in
                names.contains(filter) ? scenario.name == filter : scenario.name.contains(filter)
            }
        }
    }

    func units(_ scenario: Scenario) -> Int {
        max(unitsOverride ?? scenario.units / unitDivisor, 2)
    }
}

enum Statistic: String, Codable {
    case median
    case min
}

/// Nanoseconds on the monotonic clock.
@inline(__always)
func monotonicNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
}

/// The measurements of one form in one scenario.
struct FormResult: Codable {
    var form: Form
    /// false: the form does not exist (yet) for this scenario; everything else is nil.
    var available: Bool
    /// Nanoseconds per unit of every timed run, in run order.
    var samples: [Double] = []
    var medianNanoseconds: Double?
    var minNanoseconds: Double?
    /// Time per unit over the baseline's, both by the median of runs and by the minimum.
    var ratioMedian: Double?
    var ratioMin: Double?
    /// Heap allocations per unit: the slope between a run of half the units and a full run, so
    /// the fixed cost of the run (building a subject, a scheduler...) is excluded.
    var allocationsPerUnit: Double?
    /// Of which realloc calls.
    var reallocationsPerUnit: Double?
    var bytesPerUnit: Double?
    /// Allocations of a full run not explained by the per-unit figure (setup, caches).
    var fixedAllocations: Double?
    /// Whether the checksum matched the expected one.
    var checksumOK: Bool?

    func nanoseconds(_ statistic: Statistic) -> Double? {
        statistic == .median ? medianNanoseconds : minNanoseconds
    }

    func ratio(_ statistic: Statistic) -> Double? {
        statistic == .median ? ratioMedian : ratioMin
    }
}

/// Everything measured for one scenario.
struct ScenarioResult: Codable {
    var name: String
    var unit: String
    var units: Int
    var target: Target
    var reference: Reference
    var rx: FormResult
    var openCombine: FormResult
    var baseline: FormResult
    /// nil when there is no target or no Rx form.
    var timeTargetMet: Bool?
    var allocationTargetMet: Bool?
    /// Rx time over the Rx time of `target.relative`'s scenario, when both ran.
    var relativeRatio: Double?
    var relativeTargetMet: Bool?
    var notes: [String]
}

extension [ScenarioResult] {
    /// Fills in the targets relative to another scenario, once every scenario of the run is
    /// measured.
    mutating func resolveRelativeTargets(_ statistic: Statistic) {
        for index in indices {
            guard let relative = self[index].target.relative,
                  let other = first(where: { $0.name == relative.scenario }),
                  let time = self[index].rx.nanoseconds(statistic),
                  let otherTime = other.rx.nanoseconds(statistic), otherTime > 0
            else { continue }
            self[index].relativeRatio = time / otherTime
            self[index].relativeTargetMet = time / otherTime <= relative.ratio
        }
    }
}

/// Measures scenarios as `Configuration` says.
struct Runner {
    let configuration: Configuration
    /// Progress lines go here (standard error), so standard output holds only the results.
    let log: (String) -> Void

    func measure(_ scenario: Scenario) -> ScenarioResult {
        let units = configuration.units(scenario)
        let forms = Form.allCases.filter { scenario.workload($0) != nil }
        var results: [Form: FormResult] = [:]
        for form in Form.allCases {
            results[form] = FormResult(form: form, available: forms.contains(form))
        }

        log("\(scenario.name): \(units) \(plural(scenario.unit)) per run, forms: \(forms.map(\.title).joined(separator: ", "))")

        // Warm-up: fills caches (metadata, allocator arenas, the trampoline's thread-local), and
        // checks that every form did the work.
        for round in 0..<max(configuration.warmups, 1) {
            for form in forms {
                let checksum = scenario.workload(form)!(units)
                blackHole(checksum)
                if round == 0 {
                    let expected = scenario.expectedChecksum(form, units: units)
                    results[form]!.checksumOK = checksum == expected
                    if checksum != expected {
                        log("  \(form.title): WRONG CHECKSUM \(checksum), expected \(expected)")
                    }
                }
            }
        }

        // Timed runs, forms interleaved and the order rotated each run, so that the load of this
        // shared machine falls on all of them alike.
        for run in 0..<configuration.runs {
            for index in forms.indices {
                let form = forms[(index + run) % forms.count]
                let workload = scenario.workload(form)!
                Untimed.nanoseconds = 0
                let start = monotonicNanoseconds()
                let checksum = workload(units)
                let end = monotonicNanoseconds()
                blackHole(checksum)
                results[form]!.samples.append(Double(end - start - Untimed.nanoseconds) / Double(units))
            }
        }
        for form in forms {
            let sorted = results[form]!.samples.sorted()
            results[form]!.medianNanoseconds = median(sorted)
            results[form]!.minNanoseconds = sorted.first
        }
        let baseline = results[.baseline]!
        for form in forms {
            if let median = results[form]!.medianNanoseconds, let base = baseline.medianNanoseconds, base > 0 {
                results[form]!.ratioMedian = median / base
            }
            if let min = results[form]!.minNanoseconds, let base = baseline.minNanoseconds, base > 0 {
                results[form]!.ratioMin = min / base
            }
        }

        // Allocations, in separate untimed runs.
        for form in forms {
            let counts = countAllocations(scenario.workload(form)!, units: units)
            results[form]!.allocationsPerUnit = counts.perUnit
            results[form]!.reallocationsPerUnit = counts.reallocationsPerUnit
            results[form]!.bytesPerUnit = counts.bytesPerUnit
            results[form]!.fixedAllocations = counts.fixed
        }

        let rx = results[.rx]!
        var timeMet: Bool?
        if let target = scenario.target.ratio, let ratio = rx.ratio(configuration.statistic) {
            timeMet = ratio <= target
        }
        var allocationsMet: Bool?
        if let target = scenario.target.allocations, let allocations = rx.allocationsPerUnit {
            // Per-unit figures are printed with two decimals; a residue below that (one
            // allocation per few hundred units, e.g. a buffer growing) is not counted as a miss.
            allocationsMet = allocations <= target + 0.005
        }
        return ScenarioResult(
            name: scenario.name,
            unit: scenario.unit,
            units: units,
            target: scenario.target,
            reference: scenario.reference,
            rx: results[.rx]!,
            openCombine: results[.openCombine]!,
            baseline: results[.baseline]!,
            timeTargetMet: timeMet,
            allocationTargetMet: allocationsMet,
            notes: scenario.notes
        )
    }

    struct AllocationCounts {
        var perUnit: Double
        var reallocationsPerUnit: Double
        var bytesPerUnit: Double
        var fixed: Double
    }

    /// Counts heap allocations of a run of `units / 2` and of a run of `units`; the difference
    /// over `units - units / 2` is the cost per unit.
    func countAllocations(_ workload: Workload, units: Int) -> AllocationCounts {
        let half = units / 2
        let small = countedRun(workload, units: half)
        let full = countedRun(workload, units: units)
        let span = Double(units - half)
        let perUnit = (Double(full.allocations) - Double(small.allocations)) / span
        return AllocationCounts(
            perUnit: perUnit,
            reallocationsPerUnit: (Double(full.reallocations) - Double(small.reallocations)) / span,
            bytesPerUnit: (Double(full.bytes) - Double(small.bytes)) / span,
            fixed: Double(full.allocations) - perUnit * Double(units)
        )
    }

    private func countedRun(_ workload: Workload, units: Int) -> (allocations: UInt64, reallocations: UInt64, bytes: UInt64) {
        allocation_counter_reset()
        allocation_counter_set_enabled(true)
        let checksum = workload(units)
        allocation_counter_set_enabled(false)
        blackHole(checksum)
        return (allocation_counter_allocations(), allocation_counter_reallocations(), allocation_counter_bytes())
    }
}

func median(_ sorted: [Double]) -> Double? {
    guard !sorted.isEmpty else { return nil }
    let middle = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

private var escapedProbe: AnyObject?

/// Checks that this process's allocations reach the counters (the interposition works): a Swift
/// object allocated while counting must count.
func allocationCountingWorks() -> Bool {
    final class Probe {
        var value = 0
    }
    allocation_counter_reset()
    allocation_counter_set_enabled(true)
    let probe = Probe()
    probe.value = Opaque.int(1)
    escapedProbe = probe  // escapes, so it cannot live on the stack
    allocation_counter_set_enabled(false)
    escapedProbe = nil
    let counted = allocation_counter_allocations()
    allocation_counter_reset()
    return counted >= 1
}

/// The profiled region: `callgrind.sh` collects instructions only inside this function
/// (`--toggle-collect`), so neither the set-up nor the warm-up is counted.
@inline(never)
func rxbenchProfiledRegion(_ workload: Workload, units: Int) -> Int {
    workload(units)
}

/// The plural of a unit's name ("element", "query", "delivery").
func plural(_ unit: String) -> String {
    unit.hasSuffix("y") ? unit.dropLast() + "ies" : unit + "s"
}
