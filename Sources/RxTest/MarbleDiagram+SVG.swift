import RxSwift

// The picture of a `MarbleDiagram` as an SVG document (`MarbleDiagram.svg`).

/// Where things go in the picture, in user units (pixels at natural size).
struct SVGLayout {
    static let frameWidth = 40.0
    static let laneHeight = 64.0
    static let boxHeight = 46.0
    static let top = 16.0
    static let radius = 15.0
    static let characterWidth = 7.8

    let diagram: MarbleDiagram
    let startTick: TestTime
    let endTick: TestTime
    let left: Double
    let width: Double
    let height: Double

    init(diagram: MarbleDiagram) {
        self.diagram = diagram
        let lanes = diagram.inputs + [diagram.output]
        var ticks = [diagram.origin]
        for lane in lanes {
            ticks += lane.playedMarks.map(\.tick)
            for subscription in lane.subscriptions {
                ticks.append(subscription.subscribe)
                if subscription.unsubscribe != Int.max { ticks.append(subscription.unsubscribe) }
            }
        }
        // Absurd ticks (beyond what a picture can hold) are kept out of the range rather than
        // drawn kilometres away; their lanes still get their other marks.
        let frames = MarbleText.maximumFrames * diagram.frameTicks
        let reasonable = ticks.filter { $0 >= diagram.origin - frames && $0 <= diagram.origin + frames }
        startTick = (reasonable.min() ?? diagram.origin) - diagram.frameTicks
        endTick = (reasonable.max() ?? diagram.origin) + 2 * diagram.frameTicks
        let longestName = lanes.map(\.name.count).max() ?? 0
        left = max(60, Double(longestName) * SVGLayout.characterWidth + 28)
        width = left + Double(endTick - startTick) * SVGLayout.frameWidth / Double(diagram.frameTicks) + 16
        height = SVGLayout.top + Double(lanes.count) * SVGLayout.laneHeight + SVGLayout.boxHeight + 44
    }

    /// The x of `tick`, clamped to the picture.
    func x(_ tick: TestTime) -> Double {
        let clamped = min(max(tick, startTick), endTick)
        return left + Double(clamped - startTick) * SVGLayout.frameWidth / Double(diagram.frameTicks)
    }

    var right: Double { x(endTick) }

    func document() -> String {
        var out: [String] = []
        let size = "\(svgNumber(width)) \(svgNumber(height))"
        out.append(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 \#(size)" role="img" aria-label="\#(xmlEscaped("marble diagram of \(diagram.title)"))">"#)
        out.append("<title>\(xmlEscaped(diagram.title))</title>")
        out.append(style)
        out.append(#"<rect class="background" x="0" y="0" width="\#(svgNumber(width))" height="\#(svgNumber(height))"/>"#)
        out.append(grid())
        var y = SVGLayout.top + SVGLayout.laneHeight / 2
        for input in diagram.inputs {
            out.append(lane(input, y: y))
            y += SVGLayout.laneHeight
        }
        let boxTop = y - SVGLayout.laneHeight / 2 + 8
        out.append(#"<g class="operator">"#)
        out.append(#"<rect class="operator-box" x="\#(svgNumber(left))" y="\#(svgNumber(boxTop))" width="\#(svgNumber(right - left))" height="\#(svgNumber(SVGLayout.boxHeight - 16))" rx="6"/>"#)
        out.append(#"<text class="operator-title" x="\#(svgNumber((left + right) / 2))" y="\#(svgNumber(boxTop + (SVGLayout.boxHeight - 16) / 2))" dy="0.35em">\#(xmlEscaped(diagram.title))</text>"#)
        out.append("</g>")
        y += SVGLayout.boxHeight
        out.append(lane(diagram.output, y: y))
        out.append(axis(y: y + SVGLayout.laneHeight / 2 + 8))
        out.append("</svg>")
        return out.joined(separator: "\n") + "\n"
    }

    /// Colours that read on a white page and on a dark one: the lines and text switch with the
    /// reader's scheme, element fills are light enough for dark labels in both.
    private var style: String {
        """
        <style>
        .background { fill: #ffffff; }
        text { font-family: 'DejaVu Sans Mono', Menlo, Consolas, monospace; font-size: 13px; fill: #1f2328; }
        .timeline, .complete, .error line, .grid line { stroke: #1f2328; }
        .timeline { stroke-width: 2; }
        .arrow { fill: #1f2328; }
        .grid line { stroke-width: 1; stroke-opacity: 0.12; }
        .span { fill: #0969da; fill-opacity: 0.12; stroke: #0969da; stroke-opacity: 0.5; }
        .element circle { stroke: #1f2328; stroke-width: 1.5; }
        .element text { fill: #1f2328; text-anchor: middle; }
        .complete { stroke-width: 3; }
        .error line { stroke: #cf222e; stroke-width: 3; }
        .operator-box { fill: #f6f8fa; stroke: #1f2328; stroke-width: 1.5; }
        .operator-title { text-anchor: middle; font-size: 15px; }
        .name { text-anchor: end; font-weight: bold; }
        .kind { text-anchor: end; font-size: 10px; fill-opacity: 0.7; }
        .axis text { font-size: 10px; fill-opacity: 0.7; text-anchor: middle; }
        .c0 { fill: #f9d65c; } .c1 { fill: #7cc8f2; } .c2 { fill: #95d88a; }
        .c3 { fill: #f5a3a3; } .c4 { fill: #cfb0ea; } .c5 { fill: #f8bb80; }
        @media (prefers-color-scheme: dark) {
          .background { fill: #0d1117; }
          text { fill: #e6edf3; }
          .timeline, .complete, .grid line { stroke: #e6edf3; }
          .arrow { fill: #e6edf3; }
          .span { fill: #4493f8; stroke: #4493f8; fill-opacity: 0.2; }
          .element circle { stroke: #e6edf3; }
          .element text { fill: #0d1117; }
          .error line { stroke: #ff7b72; }
          .operator-box { fill: #161b22; stroke: #e6edf3; }
        }
        </style>
        """
    }

    /// Faint vertical lines at every frame, to read ticks across lanes.
    private func grid() -> String {
        var out = [#"<g class="grid">"#]
        let bottom = height - 30
        var tick = firstFrameTick()
        while tick <= endTick {
            out.append(#"<line x1="\#(svgNumber(x(tick)))" y1="\#(svgNumber(SVGLayout.top))" x2="\#(svgNumber(x(tick)))" y2="\#(svgNumber(bottom))"/>"#)
            tick += diagram.frameTicks
        }
        out.append("</g>")
        return out.joined(separator: "\n")
    }

    /// Tick numbers under the output, every other frame.
    private func axis(y: Double) -> String {
        var out = [#"<g class="axis">"#]
        var tick = firstFrameTick()
        while tick <= endTick {
            if (tick - diagram.origin) / diagram.frameTicks % 2 == 0 {
                out.append(#"<text x="\#(svgNumber(x(tick)))" y="\#(svgNumber(y))" dy="0.35em">\#(tick)</text>"#)
            }
            tick += diagram.frameTicks
        }
        out.append("</g>")
        return out.joined(separator: "\n")
    }

    /// The first frame boundary at or after the picture's start.
    private func firstFrameTick() -> TestTime {
        let distance = startTick - diagram.origin
        var frame = distance / diagram.frameTicks
        if frame * diagram.frameTicks < distance { frame += 1 }
        return diagram.origin + frame * diagram.frameTicks
    }

    private func lane(_ input: MarbleDiagram.Input, y: Double) -> String {
        var out = [#"<g class="lane">"#]
        out.append(#"<text class="name" x="\#(svgNumber(left - 12))" y="\#(svgNumber(y))" dy="0.35em">\#(xmlEscaped(input.name))</text>"#)
        if input.kind == .cold {
            // Its events are where its subscriptions played them, not where its marble puts them.
            out.append(#"<text class="kind" x="\#(svgNumber(left - 12))" y="\#(svgNumber(y + 16))" dy="0.35em">cold</text>"#)
        }
        for subscription in input.subscriptions {
            let start = x(subscription.subscribe)
            let end = subscription.unsubscribe == Int.max ? right : x(subscription.unsubscribe)
            out.append(#"<rect class="span" x="\#(svgNumber(start))" y="\#(svgNumber(y - 22))" width="\#(svgNumber(max(2, end - start)))" height="44" rx="4"/>"#)
        }
        out.append(#"<line class="timeline" x1="\#(svgNumber(left))" y1="\#(svgNumber(y))" x2="\#(svgNumber(right - 8))" y2="\#(svgNumber(y))"/>"#)
        out.append(#"<polygon class="arrow" points="\#(svgNumber(right - 10)),\#(svgNumber(y - 6)) \#(svgNumber(right)),\#(svgNumber(y)) \#(svgNumber(right - 10)),\#(svgNumber(y + 6))"/>"#)
        // Marks at one tick are drawn side by side, in their order, so none hides another.
        var previousTick: TestTime?
        var shift = 0.0
        for mark in input.playedMarks {
            shift = mark.tick == previousTick ? shift + SVGLayout.radius + 6 : 0
            previousTick = mark.tick
            out.append(self.mark(mark, x: x(mark.tick) + shift, y: y))
        }
        out.append("</g>")
        return out.joined(separator: "\n")
    }

    private func mark(_ mark: MarbleMark, x: Double, y: Double) -> String {
        let r = SVGLayout.radius
        switch mark.glyph {
        case .element(let symbol, let text):
            let label = text.count <= 4 ? text : symbol.map(String.init) ?? String(text.prefix(3)) + "…"
            return [
                #"<g class="element">"#,
                "<title>\(xmlEscaped("next(\(text)) @ \(mark.tick)"))</title>",
                #"<circle class="c\#(colourIndex(text))" cx="\#(svgNumber(x))" cy="\#(svgNumber(y))" r="\#(svgNumber(r))"/>"#,
                #"<text x="\#(svgNumber(x))" y="\#(svgNumber(y))" dy="0.35em">\#(xmlEscaped(label))</text>"#,
                "</g>",
            ].joined(separator: "\n")
        case .completed:
            return #"<line class="complete" x1="\#(svgNumber(x))" y1="\#(svgNumber(y - r))" x2="\#(svgNumber(x))" y2="\#(svgNumber(y + r))"><title>completed @ \#(mark.tick)</title></line>"#
        case .error(let text):
            let d = r * 0.7
            return [
                #"<g class="error">"#,
                "<title>\(xmlEscaped("error(\(text)) @ \(mark.tick)"))</title>",
                #"<line x1="\#(svgNumber(x - d))" y1="\#(svgNumber(y - d))" x2="\#(svgNumber(x + d))" y2="\#(svgNumber(y + d))"/>"#,
                #"<line x1="\#(svgNumber(x - d))" y1="\#(svgNumber(y + d))" x2="\#(svgNumber(x + d))" y2="\#(svgNumber(y - d))"/>"#,
                "</g>",
            ].joined(separator: "\n")
        case .subscribe, .unsubscribe:
            return ""
        }
    }

    /// A colour for an element's description, the same in every lane and every run (FNV-1a, not
    /// `hashValue`, which changes from run to run).
    private func colourIndex(_ text: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return Int(hash % 6)
    }
}

/// `value` with at most one decimal, without a trailing `.0`: the same text on every platform
/// and locale (no `String(format:)`, no `Double.description` and its exponents).
func svgNumber(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let magnitude = tenths.magnitude
    let sign = tenths < 0 ? "-" : ""
    let fraction = magnitude % 10
    return sign + String(magnitude / 10) + (fraction == 0 ? "" : "." + String(fraction))
}

/// `text` safe inside an XML element or attribute.
func xmlEscaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
        switch character {
        case "&": escaped += "&amp;"
        case "<": escaped += "&lt;"
        case ">": escaped += "&gt;"
        case "\"": escaped += "&quot;"
        case "'": escaped += "&apos;"
        default: escaped.append(character)
        }
    }
    return escaped
}
