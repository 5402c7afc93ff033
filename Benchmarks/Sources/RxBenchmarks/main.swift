import Foundation

// RxBenchmarks: RxSwift's benchmark set, measured in this library's Rx, in OpenCombine and against
// a hand-written closure chain, side by side in one process. See ../../README.md.

let usage = """
usage: swift run -c release RxBenchmarks [options] [scenario-filter ...]

  scenario-filter     run the scenario of that name, or those whose name contains it (e.g.
                      mapFilter, publishSubject.pumping); all scenarios when none is given
  --quick             CI smoke run: a tenth of the units, 1 warm-up and 3 timed runs
  --runs N            timed runs per form (default 15)
  --warmup N          untimed runs per form before timing (default 3)
  --units N           units per run for every scenario instead of the scenario's own
  --stat min|median   the statistic of the runs used for the table and the targets (default min:
                      on this shared machine other load only ever adds time; JSON has both)
  --json              print the results as JSON (instead of the table) on standard output
  --json=PATH         print the table and write the JSON to PATH
  --markdown          print the table as Markdown (for README.md)
  --list              list the scenarios and which forms exist
  --profile FORM      for callgrind.sh: run FORM (rx, openCombine, baseline) of the selected
                      scenarios once to warm up, then once inside rxbenchProfiledRegion
                      (a tenth of the units unless --units is given)
"""

var configuration = Configuration()
var jsonToStandardOutput = false
var markdown = false
var jsonPath: String?
var list = false
var profileForm: Form?

var arguments = CommandLine.arguments.dropFirst().makeIterator()
func value(after option: String) -> String {
    guard let value = arguments.next() else {
        FileHandle.standardError.write(Data("\(option) needs a value\n\n\(usage)\n".utf8))
        exit(2)
    }
    return value
}
func integer(after option: String) -> Int {
    let text = value(after: option)
    guard let number = Int(text), number >= 0 else {
        FileHandle.standardError.write(Data("\(option): not a count: \(text)\n".utf8))
        exit(2)
    }
    return number
}
func form(named name: String) -> Form? {
    switch name.lowercased() {
    case "rx": .rx
    case "opencombine", "oc", "combine": .openCombine
    case "baseline", "base": .baseline
    default: nil
    }
}

while let argument = arguments.next() {
    switch argument {
    case "--quick":
        configuration.unitDivisor = 10
        configuration.warmups = 1
        configuration.runs = 3
    case "--runs":
        configuration.runs = max(integer(after: argument), 1)
    case "--warmup", "--warmups":
        configuration.warmups = integer(after: argument)
    case "--units":
        configuration.unitsOverride = integer(after: argument)
    case "--stat":
        guard let statistic = Statistic(rawValue: value(after: argument)) else {
            FileHandle.standardError.write(Data("--stat: median or min\n".utf8))
            exit(2)
        }
        configuration.statistic = statistic
    case "--json":
        jsonToStandardOutput = true
    case let option where option.hasPrefix("--json="):
        jsonPath = String(option.dropFirst("--json=".count))
    case "--markdown":
        markdown = true
    case "--list":
        list = true
    case "--profile":
        let name = value(after: argument)
        guard let form = form(named: name) else {
            FileHandle.standardError.write(Data("--profile: rx, openCombine or baseline (got \(name))\n".utf8))
            exit(2)
        }
        profileForm = form
    case "-h", "--help":
        print(usage)
        exit(0)
    case let option where option.hasPrefix("-"):
        FileHandle.standardError.write(Data("unknown option \(option)\n\n\(usage)\n".utf8))
        exit(2)
    default:
        configuration.filters.append(argument)
    }
}

func log(_ line: String) {
    FileHandle.standardError.write(Data((line + "\n").utf8))
}

let scenarios = configuration.select(Scenarios.all)
guard !scenarios.isEmpty else {
    log("no scenario matches \(configuration.filters.joined(separator: " ")); --list shows them")
    exit(2)
}

if list {
    for scenario in scenarios {
        let forms = Form.allCases.map { form in scenario.workload(form) == nil ? "\(form.title): n/a" : form.title }
        print("\(scenario.name)  (\(scenario.units) \(scenario.unit)s)  \(forms.joined(separator: ", "))")
    }
    exit(0)
}

if let form = profileForm {
    for scenario in scenarios {
        guard let workload = scenario.workload(form) else {
            log("\(scenario.name): no \(form.title) form")
            continue
        }
        let units = configuration.unitsOverride ?? max(scenario.units / 10, 2)
        blackHole(workload(units))
        let checksum = rxbenchProfiledRegion(workload, units: units)
        blackHole(checksum)
        let ok = checksum == scenario.expectedChecksum(form, units: units)
        print("profiled \(scenario.name) \(form.rawValue) units=\(units) checksum=\(ok ? "ok" : "WRONG")")
    }
    exit(0)
}

guard allocationCountingWorks() else {
    log("allocation counting does not see this process's allocations (is malloc interposed?)")
    exit(1)
}

let runner = Runner(configuration: configuration, log: log)
var results: [ScenarioResult] = []
for scenario in scenarios {
    results.append(runner.measure(scenario))
}
results.resolveRelativeTargets(configuration.statistic)

if jsonToStandardOutput {
    print(Report.json(results, configuration: configuration), terminator: "")
} else {
    print(Report.table(results, configuration: configuration, markdown: markdown), terminator: "")
}
if let jsonPath {
    do {
        try Report.json(results, configuration: configuration).write(toFile: jsonPath, atomically: true, encoding: .utf8)
        log("wrote \(jsonPath)")
    } catch {
        log("cannot write \(jsonPath): \(error)")
        exit(1)
    }
}

// A wrong checksum of the Rx or baseline form fails the run. OpenCombine's is reported only: its
// forms of the thread scenarios lose work now and then (`receive(on:)` a concurrent queue lets the
// completion overtake elements; `PassthroughSubject` fed from two threads at once drops some),
// which is OpenCombine's behaviour, not this package's.
let wrongChecksums = results.contains { result in
    [result.rx, result.baseline].contains { $0.checksumOK == false }
}
exit(wrongChecksums ? 1 : 0)
