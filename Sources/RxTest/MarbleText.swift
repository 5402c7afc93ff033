import RxSwift

// The one place where recorded runs become marble text: failure messages of `assertMarbles` and
// `MarbleDiagram.text` both draw through `MarbleText`, so a diagram in a failure reads exactly
// like a diagram of a run, and both parse back as marbles (spaces pad groups and align rows).

/// Characters that mean something in a marble, so never drawn as an element's symbol.
let marbleSyntaxCharacters: Set<Character> = ["-", " ", "(", ")", "^", "!", "|", "#"]

/// The placeholder drawn for an element that has no symbol; what it stands for is listed under
/// the diagram.
let unnamedElementSymbol: Character = "?"

/// Something drawn on a marble row at a tick.
struct MarbleMark: Equatable {
    enum Glyph: Equatable {
        /// An element: its symbol, if it has one, and its description for the notes.
        case element(symbol: Character?, text: String)
        case completed
        case error(text: String)
        /// A subscription starts (`^`); also the subscription point of a hot row.
        case subscribe
        /// A subscription ends (`!`).
        case unsubscribe
    }

    let tick: TestTime
    let glyph: Glyph

    /// The glyph's character in a marble.
    var symbol: Character {
        switch glyph {
        case .element(let symbol, _): return symbol ?? unnamedElementSymbol
        case .completed: return "|"
        case .error: return "#"
        case .subscribe: return "^"
        case .unsubscribe: return "!"
        }
    }

    /// Whether nothing follows it on its row.
    var isTerminal: Bool {
        switch glyph {
        case .completed, .error, .unsubscribe: return true
        case .element, .subscribe: return false
        }
    }

    /// The mark in words, as failure messages say it: `B`, `next(31)`, `completed`.
    var word: String {
        switch glyph {
        case .element(let symbol?, _): return String(symbol)
        case .element(nil, let text): return "next(\(text))"
        case .completed: return "completed"
        case .error(let text): return "error(\(text))"
        case .subscribe: return "the start (^)"
        case .unsubscribe: return "the end (!)"
        }
    }
}

extension MarbleMark {
    /// The mark of a recorded event, its element drawn as `symbol(element)`.
    init<Element>(_ recorded: Recorded<Event<Element>>, symbol: (Element) -> Character?) {
        switch recorded.value {
        case .next(let element):
            self.init(tick: recorded.time, glyph: .element(symbol: symbol(element).flatMap { marbleSyntaxCharacters.contains($0) ? nil : $0 }, text: String(describing: element)))
        case .completed:
            self.init(tick: recorded.time, glyph: .completed)
        case .error(let error):
            self.init(tick: recorded.time, glyph: .error(text: String(describing: error)))
        }
    }

    /// The marks of a subscription: `^`, and `!` unless it is still live.
    static func marks(of subscription: Subscription) -> [MarbleMark] {
        var marks = [MarbleMark(tick: subscription.subscribe, glyph: .subscribe)]
        if subscription.unsubscribe != Int.max {
            marks.append(MarbleMark(tick: subscription.unsubscribe, glyph: .unsubscribe))
        }
        return marks
    }
}

/// A named line of a marble diagram.
struct MarbleRow {
    let name: String
    let marks: [MarbleMark]
}

/// Draws rows of marks as aligned marble text, frame by frame, and says in notes what the text
/// cannot show: elements drawn with the placeholder, and marks between two frames (drawn in the
/// frame they fall in).
struct MarbleText {
    /// Beyond this many frames a diagram is not drawn; the message lists the events instead.
    static let maximumFrames = 500

    let frameTicks: TestTime
    let origin: TestTime
    let rows: [MarbleRow]

    /// The frame `tick` falls in and how many ticks after the frame's start it is.
    func frame(of tick: TestTime) -> (frame: Int, offset: TestTime) {
        let (distance, overflow) = tick.subtractingReportingOverflow(origin)
        guard !overflow else { return (tick < origin ? Int.min / 2 : Int.max / 2, 0) }
        var frame = distance / frameTicks
        var offset = distance % frameTicks
        if offset < 0 {
            frame -= 1
            offset += frameTicks
        }
        return (frame, offset)
    }

    /// The first tick of `frame` (wrapping only for absurd ticks, which are never drawn).
    func tick(ofFrame frame: Int) -> TestTime {
        origin &+ frame &* frameTicks
    }

    /// `frame 2 (tick 220)`.
    func frameAndTick(_ frame: Int) -> String {
        "frame \(frame) (tick \(tick(ofFrame: frame)))"
    }

    /// The first and last frame of the diagram, nil if it would be too long to draw.
    var frameRange: ClosedRange<Int>? {
        var first = 0
        var last = 0
        for row in rows {
            for mark in row.marks {
                let frame = frame(of: mark.tick).frame
                first = min(first, frame)
                last = max(last, frame)
            }
        }
        // Compared as a difference first: far-away ticks must not overflow the count.
        guard last - first < MarbleText.maximumFrames else { return nil }
        return first...last
    }

    /// The drawn rows, each with its name column, and where each frame starts on them.
    struct Drawing {
        var lines: [String]
        /// The column (0-based, name column included) where each frame's cell starts.
        var frameColumns: [Int: Int]
        /// The width of the name column, its padding included.
        var nameWidth: Int

        /// A line with `^` under `frame`.
        func pointer(at frame: Int) -> String {
            String(repeating: " ", count: frameColumns[frame] ?? nameWidth) + "^"
        }
    }

    /// The rows as marble text, nil if the run spans too many frames to draw.
    func draw() -> Drawing? {
        guard let range = frameRange else { return nil }
        let nameWidth = (rows.map(\.name.count).max() ?? 0) + 2

        // Every row's cell text per frame, then each frame as wide as its widest cell.
        var cells: [[Int: String]] = []
        var widths: [Int: Int] = [:]
        for row in rows {
            var symbolsByFrame: [Int: [Character]] = [:]
            for mark in row.marks {
                symbolsByFrame[frame(of: mark.tick).frame, default: []].append(mark.symbol)
            }
            var rowCells: [Int: String] = [:]
            for (frame, symbols) in symbolsByFrame {
                let cell = symbols.count == 1 ? String(symbols[0]) : "(" + String(symbols) + ")"
                rowCells[frame] = cell
                widths[frame] = max(widths[frame] ?? 1, cell.count)
            }
            cells.append(rowCells)
        }

        var frameColumns: [Int: Int] = [:]
        var column = nameWidth
        for frame in range {
            frameColumns[frame] = column
            column += widths[frame] ?? 1
        }

        var lines: [String] = []
        for (index, row) in rows.enumerated() {
            let frames = row.marks.map { frame(of: $0.tick).frame }
            let start = min(0, frames.min() ?? 0)
            // A row that ended stops at its last mark; an open one runs to the diagram's end.
            let end = row.marks.contains(where: \.isTerminal) ? (frames.max() ?? 0) : range.upperBound
            var line = row.name + String(repeating: " ", count: nameWidth - row.name.count)
            for frame in range where frame <= end {
                let width = widths[frame] ?? 1
                let cell = frame < start ? "" : (cells[index][frame] ?? "-")
                line += cell + String(repeating: " ", count: width - cell.count)
            }
            while line.last == " " {
                line.removeLast()
            }
            lines.append(line)
        }
        return Drawing(lines: lines, frameColumns: frameColumns, nameWidth: nameWidth)
    }

    /// What the text does not show by itself, one line each, in row order then time order.
    func notes() -> [String] {
        var unnamed: [String] = []
        var between: [String] = []
        for row in rows {
            for mark in row.marks {
                let (frame, offset) = frame(of: mark.tick)
                if case .element(nil, let text) = mark.glyph {
                    let at = offset == 0 ? frameAndTick(frame) : "tick \(mark.tick)"
                    unnamed.append("  \(row.name), \(at): \(text)")
                }
                if offset != 0 {
                    let frameStart = tick(ofFrame: frame)
                    between.append("  \(row.name), tick \(mark.tick): \(mark.symbol) is drawn in frame \(frame) (ticks \(frameStart) to \(frameStart &+ (frameTicks - 1)))")
                }
            }
        }
        var notes: [String] = []
        if !unnamed.isEmpty {
            notes.append("\(unnamedElementSymbol) stands for an element without a symbol:")
            notes += unnamed
        }
        if !between.isEmpty {
            notes.append("between frames:")
            notes += between
        }
        return notes
    }

    /// The marks of `row` in `frame`, in words: `B`, `B at tick 225, completed`, `nothing`.
    func words(_ marks: [MarbleMark], inFrame frame: Int) -> String {
        let frameTick = tick(ofFrame: frame)
        let inFrame = marks.filter { self.frame(of: $0.tick).frame == frame }
        guard !inFrame.isEmpty else { return "nothing" }
        return inFrame.map { $0.tick == frameTick ? $0.word : "\($0.word) at tick \($0.tick)" }.joined(separator: ", ")
    }

    /// `frame 0 is tick 200; a frame is 10 ticks`.
    var scale: String {
        "frame 0 is tick \(origin); a frame is \(frameTicks) tick\(frameTicks == 1 ? "" : "s")"
    }
}
