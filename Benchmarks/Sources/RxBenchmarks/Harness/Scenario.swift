/// Runs `units` units of work (elements pumped, or subscriptions made) and returns a checksum of
/// what the subscribers received, which the harness consumes and checks.
typealias Workload = (_ units: Int) -> Int

/// The three implementations a scenario is measured in.
enum Form: String, CaseIterable, Codable {
    case rx
    case openCombine
    case baseline

    var title: String {
        switch self {
        case .rx: "Rx"
        case .openCombine: "OpenCombine"
        case .baseline: "baseline"
        }
    }
}

/// What is asked of the Rx form, as multiples of the baseline and allocations per unit.
struct Target: Codable {
    /// Rx time per unit ≤ this × the baseline's, measured in the same run.
    var ratio: Double?
    /// Rx heap allocations per unit ≤ this.
    var allocations: Double?
    /// Rx time per unit ≤ a multiple of another scenario's Rx time, measured in the same run.
    var relative: RelativeTarget?
}

/// "At most `ratio` times `scenario`'s Rx time per unit", e.g. the Driver chain against the same
/// chain on `Observable`. Checked only when both scenarios ran in the same run.
struct RelativeTarget: Codable {
    var scenario: String
    var ratio: Double
}

/// Published figures, shown as static columns beside the targets that were set against them.
/// RxSwift 6.10.2 itself is measured with these scenarios outside this package (README.md,
/// "RxSwift 6.10.2, measured here"); OpenCombine is measured in every run.
struct Reference: Codable {
    var rxSwiftRatio: Double?
    var openCombineRatio: Double?
    var rxSwiftAllocations: Double?
    var openCombineAllocations: Double?
}

/// One benchmark: the same work in Rx, OpenCombine and the hand-written baseline.
struct Scenario {
    /// `family.variant`, as in RxSwift's benchmark set.
    let name: String
    /// What one unit of work is: "element" or "subscription".
    let unit: String
    /// Units per run (RxSwift's benchmark figure); `--quick` runs a tenth.
    let units: Int
    let target: Target
    let reference: Reference
    /// The checksum the Rx and OpenCombine forms must return for `units`.
    let expected: (Int) -> Int
    /// nil while the library lacks an operator the scenario needs (printed `n/a`).
    let rx: Workload?
    /// nil where Combine has no equivalent (printed `n/a`); `notes` says why.
    let openCombine: Workload?
    /// One element through a 12-stage closure chain per unit (see Baseline.swift).
    let baseline: Workload = Baseline.run
    /// Remarks printed under the table (what is missing, how a form differs).
    let notes: [String]

    init(
        name: String,
        unit: String,
        units: Int,
        target: Target = Target(),
        reference: Reference = Reference(),
        expected: @escaping (Int) -> Int,
        rx: Workload?,
        openCombine: Workload?,
        notes: [String] = []
    ) {
        self.name = name
        self.unit = unit
        self.units = units
        self.target = target
        self.reference = reference
        self.expected = expected
        self.rx = rx
        self.openCombine = openCombine
        self.notes = notes
    }

    func workload(_ form: Form) -> Workload? {
        switch form {
        case .rx: rx
        case .openCombine: openCombine
        case .baseline: baseline
        }
    }

    func expectedChecksum(_ form: Form, units: Int) -> Int {
        form == .baseline ? Baseline.expected(units) : expected(units)
    }
}

/// Every scenario, in the order they are printed; one file per family under Scenarios/.
enum Scenarios {
    static var all: [Scenario] {
        publishSubject + mapFilter + flatMap + flatMapLatest + combineLatest + shareReplay + observeOn + driver + threads + application
            + binding + scale + differentiator
    }
}
