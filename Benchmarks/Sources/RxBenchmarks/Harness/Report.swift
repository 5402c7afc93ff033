import Foundation

/// The table printed by default, and the JSON document of `--json`.
enum Report {
    struct Document: Codable {
        var tool = "RxBenchmarks"
        var date: String
        var host: String
        var runs: Int
        var warmups: Int
        var unitDivisor: Int
        var statistic: Statistic
        var allocationCounting: String
        var scenarios: [ScenarioResult]
    }

    static func json(_ results: [ScenarioResult], configuration: Configuration) -> String {
        let document = Document(
            date: ISO8601DateFormatter().string(from: Date()),
            host: ProcessInfo.processInfo.hostName,
            runs: configuration.runs,
            warmups: configuration.warmups,
            unitDivisor: configuration.unitDivisor,
            statistic: configuration.statistic,
            allocationCounting: "malloc/calloc/realloc/posix_memalign/aligned_alloc/memalign calls of the whole process, interposed in the executable; per unit = slope between a half and a full run",
            scenarios: results
        )
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = try! encoder.encode(document)
        return String(decoding: data, as: UTF8.self) + "\n"
    }

    static func table(_ results: [ScenarioResult], configuration: Configuration, markdown: Bool = false) -> String {
        let statistic = configuration.statistic
        let header = [
            "scenario", "unit", "Rx ns", "OC ns", "base ns", "Rx ×", "OC ×",
            "RxSwift ×", "target", "met", "Rx allocs", "OC allocs", "RxSwift allocs", "target", "met",
        ]
        var rows: [[String]] = []
        for result in results {
            rows.append([
                result.name,
                result.unit,
                nanoseconds(result.rx.nanoseconds(statistic)),
                nanoseconds(result.openCombine.nanoseconds(statistic)),
                nanoseconds(result.baseline.nanoseconds(statistic)),
                ratio(result.rx.ratio(statistic)),
                ratio(result.openCombine.ratio(statistic)),
                ratio(result.reference.rxSwiftRatio, missing: ""),
                result.target.ratio.map { "≤ " + ratio($0) } ?? "",
                verdict(result.timeTargetMet, hasTarget: result.target.ratio != nil),
                allocations(result.rx.allocationsPerUnit),
                allocations(result.openCombine.allocationsPerUnit),
                result.reference.rxSwiftAllocations.map(count) ?? "",
                result.target.allocations.map { "≤ " + count($0) } ?? "",
                verdict(result.allocationTargetMet, hasTarget: result.target.allocations != nil),
            ])
        }
        let leftAligned: Set<Int> = [0, 1, 9, 14]
        var widths = header.map(\.count)
        for row in rows {
            for (column, cell) in row.enumerated() {
                widths[column] = max(widths[column], cell.count)
            }
        }
        func line(_ cells: [String]) -> String {
            let padded = cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return leftAligned.contains(column) ? cell + padding : padding + cell
            }
            return markdown ? "| " + padded.joined(separator: " | ") + " |" : padded.joined(separator: "  ")
        }
        func rule() -> String {
            guard markdown else { return line(widths.map { String(repeating: "-", count: $0) }) }
            return "|" + widths.enumerated().map { column, width in
                let dashes = String(repeating: "-", count: width)
                return leftAligned.contains(column) ? ":" + dashes + "-" : "-" + dashes + ":"
            }.joined(separator: "|") + "|"
        }
        var text = ""
        let bullet = markdown ? "- " : ""
        text += bullet + "time per unit: \(statistic.rawValue) of \(configuration.runs) runs per form (after \(configuration.warmups) warm-up runs), forms interleaved"
        if configuration.unitDivisor != 1 {
            text += ", units ÷ \(configuration.unitDivisor)"
        }
        text += "\n" + bullet + "× = time per unit over the baseline's in the same run; RxSwift columns: RxSwift 6.10.2, published figures (measured figures: README.md, \"RxSwift 6.10.2, measured here\")\n"
        text += bullet + "allocs = heap allocations per unit (slope between a half and a full run)\n\n"
        text += line(header) + "\n"
        text += rule() + "\n"
        for row in rows {
            text += line(row) + "\n"
        }
        let relative = results.compactMap { result -> String? in
            guard let target = result.target.relative else { return nil }
            guard let value = result.relativeRatio else {
                return "\(result.name): ≤ \(ratio(target.ratio)) × \(target.scenario) (n/a: run both in the same run)"
            }
            return "\(result.name): \(ratio(value)) × \(target.scenario), target ≤ \(ratio(target.ratio)): \(verdict(result.relativeTargetMet, hasTarget: true))"
        }
        if !relative.isEmpty {
            text += "\nTargets relative to another scenario (Rx time over Rx time, same run):\n"
            text += relative.map { bullet + $0 }.joined(separator: "\n") + "\n"
        }
        let slower = results.compactMap { result -> String? in
            guard let rx = result.rx.nanoseconds(statistic), let openCombine = result.openCombine.nanoseconds(statistic), rx > openCombine else { return nil }
            return "\(result.name) (\(nanoseconds(rx)) ns against \(nanoseconds(openCombine)) ns)"
        }
        text += "\nSlower than OpenCombine's form in this run: " + (slower.isEmpty ? "none" : slower.joined(separator: ", ")) + "\n"
        let notes = results.flatMap { result in result.notes.map { "\(result.name): \($0)" } }
        if !notes.isEmpty {
            text += "\n" + notes.map { "- " + $0 }.joined(separator: "\n") + "\n"
        }
        let wrong = results.flatMap { result in
            [result.rx, result.baseline]
                .filter { $0.checksumOK == false }
                .map { "\(result.name) \($0.form.title)" }
        }
        if !wrong.isEmpty {
            text += "\nWRONG CHECKSUM (the form did not do the expected work): \(wrong.joined(separator: ", "))\n"
        }
        let wrongOpenCombine = results.filter { $0.openCombine.checksumOK == false }.map(\.name)
        if !wrongOpenCombine.isEmpty {
            text += "\nOpenCombine's form lost work in this run (its own behaviour under concurrency; its figures there are not comparable): \(wrongOpenCombine.joined(separator: ", "))\n"
        }
        return text
    }

    static func nanoseconds(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        if value >= 1000 { return String(format: "%.0f", value) }
        if value >= 100 { return String(format: "%.1f", value) }
        return String(format: "%.2f", value)
    }

    static func ratio(_ value: Double?, missing: String = "n/a") -> String {
        guard let value else { return missing }
        return value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
    }

    static func allocations(_ value: Double?) -> String {
        guard let value else { return "n/a" }
        return String(format: "%.2f", abs(value) < 0.005 ? 0 : value)
    }

    static func count(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    static func verdict(_ met: Bool?, hasTarget: Bool) -> String {
        guard hasTarget else { return "" }
        guard let met else { return "n/a" }
        return met ? "yes" : "NO"
    }
}
