// Generates the arity forms of combineLatest and zip from Scripts/Combining+arity.template.
//
//     swift Scripts/generate-arities.swift           writes the generated files (if they changed)
//     swift Scripts/generate-arities.swift --check   exits with 1 if a generated file is stale
//
// The template's syntax is described at its top.

import Foundation

let templatePath = "Scripts/Combining+arity.template"
let command = "swift Scripts/generate-arities.swift"

struct Output {
    var path: String
    var template: String
    var variables: [String: String] = [:]
}

struct Template {
    var once: [String] = []
    var perArity: [String] = []
}

struct TemplateError: Error, CustomStringConvertible {
    var description: String
}

// MARK: Reading the template

func parse(_ text: String) throws -> (arities: ClosedRange<Int>, templates: [String: Template], outputs: [Output]) {
    var arities: ClosedRange<Int>?
    var templates: [String: Template] = [:]
    var outputs: [Output] = []
    var current: (name: String, template: Template, inBody: Bool)?

    for (number, line) in text.components(separatedBy: "\n").enumerated() {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let words = trimmed.split(separator: " ", maxSplits: 2).map(String.init)
        func fail(_ message: String) -> TemplateError {
            TemplateError(description: "\(templatePath):\(number + 1): \(message)")
        }
        if trimmed.hasPrefix("%%") {
            continue
        }
        if var open = current {
            switch words.first {
            case "%end":
                templates[open.name] = open.template
                current = nil
            case "%for-each-arity":
                open.inBody = true
                current = open
            default:
                if open.inBody {
                    open.template.perArity.append(line)
                } else {
                    open.template.once.append(line)
                }
                current = open
            }
            continue
        }
        switch words.first {
        case nil:
            continue
        case "%arities":
            let bounds = words.dropFirst().joined(separator: " ").split(separator: " ").compactMap { Int($0) }
            guard bounds.count == 2, bounds[0] <= bounds[1] else { throw fail("expected `%arities FIRST LAST`") }
            arities = bounds[0]...bounds[1]
        case "%template":
            guard words.count == 2 else { throw fail("expected `%template NAME`") }
            current = (words[1], Template(), false)
        case "%output":
            guard words.count == 3, words[2].hasPrefix("template=") else { throw fail("expected `%output PATH template=NAME`") }
            outputs.append(Output(path: words[1], template: String(words[2].dropFirst("template=".count))))
        case "%set":
            guard words.count >= 2, !outputs.isEmpty else { throw fail("expected `%set KEY VALUE` after an `%output`") }
            let value = words.count == 3 ? words[2] : ""
            let key = words[1]
            // A key set again continues its value on a new line.
            if let previous = outputs[outputs.count - 1].variables[key] {
                outputs[outputs.count - 1].variables[key] = previous + "\n" + value
            } else {
                outputs[outputs.count - 1].variables[key] = value
            }
        default:
            throw fail("unexpected line outside a template: \(line)")
        }
    }
    guard current == nil else { throw TemplateError(description: "\(templatePath): a %template is not closed by %end") }
    guard let arities else { throw TemplateError(description: "\(templatePath): missing `%arities FIRST LAST`") }
    return (arities, templates, outputs)
}

// MARK: Expanding

/// `text` with `#` replaced by `index` and `~` by `index - 1`.
func numbered(_ text: String, _ index: Int) -> String {
    text.replacingOccurrences(of: "#", with: "\(index)").replacingOccurrences(of: "~", with: "\(index - 1)")
}

/// Expands every `«TEXT»` / `«TEXT|SEPARATOR»` of `line` for sources 1...arity.
func expandLists(_ line: String, arity: Int) throws -> String {
    var result = ""
    var rest = Substring(line)
    while let open = rest.firstIndex(of: "«") {
        guard let close = rest[open...].firstIndex(of: "»") else {
            throw TemplateError(description: "unclosed « in: \(line)")
        }
        result += rest[..<open]
        let group = rest[rest.index(after: open)..<close]
        let parts = group.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
        let separator = parts.count == 2 ? String(parts[1]) : ", "
        result += (1...arity).map { numbered(String(parts[0]), $0) }.joined(separator: separator)
        rest = rest[rest.index(after: close)...]
    }
    return result + rest
}

/// Replaces `{N}` and `{KEY}`; a value of several lines repeats the text before the placeholder
/// (a doc comment's `///`, for example) on each of its lines.
func substitute(_ line: String, arity: Int, variables: [String: String]) throws -> String {
    var line = line.replacingOccurrences(of: "{N}", with: "\(arity)")
    for (key, value) in variables {
        while let range = line.range(of: "{\(key)}") {
            let prefix = line[..<range.lowerBound]
            let value = value.replacingOccurrences(of: "\n", with: "\n" + prefix)
            line.replaceSubrange(range, with: value)
        }
    }
    if let unknown = line.range(of: #"\{[A-Za-z]+\}"#, options: .regularExpression) {
        throw TemplateError(description: "unknown variable \(line[unknown]) in: \(line)")
    }
    return line
}

func instantiate(_ lines: [String], arity: Int, variables: [String: String]) throws -> [String] {
    var result: [String] = []
    for line in lines {
        let trimmed = line.drop { $0 == " " }
        if trimmed.hasPrefix("%each ") {
            let indentation = String(line.prefix(line.count - trimmed.count))
            let text = String(trimmed.dropFirst("%each ".count))
            for index in 1...arity {
                result.append(try substitute(indentation + numbered(text, index), arity: arity, variables: variables))
            }
        } else {
            result.append(try substitute(try expandLists(line, arity: arity), arity: arity, variables: variables))
        }
    }
    return result.map { $0.replacingOccurrences(of: #"\s+$"#, with: "", options: .regularExpression) }
}

func render(_ output: Output, _ template: Template, arities: ClosedRange<Int>) throws -> String {
    var blocks: [String] = [
        """
        // GENERATED FILE, do not edit: the template is \(templatePath).
        // Regenerate with `\(command)` (`--check` fails when this file is stale).
        """,
    ]
    let once = try instantiate(template.once, arity: arities.lowerBound, variables: output.variables)
        .joined(separator: "\n").trimmingCharacters(in: .newlines)
    if !once.isEmpty {
        blocks.append(once)
    }
    for arity in arities {
        blocks.append(try instantiate(template.perArity, arity: arity, variables: output.variables)
            .joined(separator: "\n").trimmingCharacters(in: .newlines))
    }
    return blocks.joined(separator: "\n\n") + "\n"
}

// MARK: Main

let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
let checkOnly = CommandLine.arguments.dropFirst().contains("--check")

do {
    let text = try String(contentsOf: root.appendingPathComponent(templatePath), encoding: .utf8)
    let (arities, templates, outputs) = try parse(text)
    var stale: [String] = []
    for output in outputs {
        guard let template = templates[output.template] else {
            throw TemplateError(description: "\(output.path): no template named \(output.template)")
        }
        let generated = try render(output, template, arities: arities)
        let url = root.appendingPathComponent(output.path)
        let existing = try? String(contentsOf: url, encoding: .utf8)
        guard existing != generated else { continue }
        stale.append(output.path)
        if !checkOnly {
            try generated.write(to: url, atomically: true, encoding: .utf8)
            print("generated \(output.path)")
        }
    }
    if checkOnly, !stale.isEmpty {
        print("stale generated files (run `\(command)`):")
        stale.forEach { print("  \($0)") }
        exit(1)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
