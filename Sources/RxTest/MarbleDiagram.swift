import RxSwift

/// A picture of a recorded run, drawn the way the ReactiveX site draws operators: one lane per
/// input sequence with its subscriptions, a box naming the operator, the output lane.
///
///     let scheduler = TestScheduler(initialClock: 0)
///     let xs = scheduler.createHotObservable("--a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
///     let res = scheduler.start { xs.map { $0 * 10 } }
///     let diagram = MarbleDiagram(title: "map { $0 * 10 }", inputs: [.init(name: "xs", observable: xs)], output: res.events)
///     try diagram.svg.write(toFile: "map.svg", atomically: true, encoding: .utf8)
///     print(diagram)    // the same run as marble text
///
/// `svg` is an SVG document: elements are labelled circles at their ticks, completion a
/// vertical bar, an error a cross, a subscription a band along its lane. It scales to any size
/// (it has a `viewBox`), follows the reader's light or dark scheme (`prefers-color-scheme`), and
/// the same run always gives the same bytes. `text` draws the run as marbles, with the formatter
/// that failure messages of `assertMarbles` use.
public struct MarbleDiagram: CustomStringConvertible, Sendable {
    /// One sequence of the diagram: an input, or the output.
    public struct Input: Sendable {
        /// How a lane's recorded events are timed.
        public enum Kind: Sendable {
            /// At absolute ticks, as `createHotObservable` plays them.
            case hot
            /// Relative to each subscription, as `createColdObservable` plays them: the lane
            /// shows them where each subscription played them.
            case cold
        }

        /// The lane's name, at its left.
        public let name: String

        /// How the recorded events are timed.
        public let kind: Kind

        /// The subscriptions to the sequence, drawn as spans along the lane.
        public let subscriptions: [Subscription]

        /// The recorded events, timed as `kind` says.
        let marks: [MarbleMark]

        /// A lane of `events`, each element labelled with `label(element)`; a one-character label
        /// is also its symbol in `text` (others are drawn `?` there and listed).
        public init<Element>(
            name: String, events: [Recorded<Event<Element>>], subscriptions: [Subscription] = [], kind: Kind = .hot,
            label: (Element) -> String = { String(describing: $0) }
        ) {
            self.name = name
            self.kind = kind
            self.subscriptions = subscriptions
            self.marks = events.map { recorded in
                guard case .next(let element) = recorded.value else { return MarbleMark(recorded) { _ in nil } }
                let text = label(element)
                let symbol = text.count == 1 && !marbleSyntaxCharacters.contains(text.first!) ? text.first : nil
                return MarbleMark(tick: recorded.time, glyph: .element(symbol: symbol, text: text))
            }
        }

        /// A lane of `events`, each element drawn with its symbol in `values` (as in the marble
        /// that made it), described in the picture by its value.
        public init<Element: Equatable>(
            name: String, events: [Recorded<Event<Element>>], subscriptions: [Subscription] = [], kind: Kind = .hot,
            values: [Character: Element]
        ) {
            self.name = name
            self.kind = kind
            self.subscriptions = subscriptions
            self.marks = events.map { MarbleMark($0, symbol: marbleSymbols(values)) }
        }

        /// The lane of a test observable: its events, its subscriptions, hot or cold as it was
        /// made; elements labelled as by `init(name:events:subscriptions:kind:label:)`.
        public init<Element>(name: String, observable: TestableObservable<Element>, label: (Element) -> String = { String(describing: $0) }) {
            self.init(name: name, events: observable.recordedEvents, subscriptions: observable.subscriptions, kind: observable is ColdObservable<Element> ? .cold : .hot, label: label)
        }

        /// The lane of a test observable, its elements drawn with their symbols in `values`.
        public init<Element: Equatable>(name: String, observable: TestableObservable<Element>, values: [Character: Element]) {
            self.init(name: name, events: observable.recordedEvents, subscriptions: observable.subscriptions, kind: observable is ColdObservable<Element> ? .cold : .hot, values: values)
        }

        /// The marks at the ticks they happened: a hot lane's as recorded, a cold lane's as each
        /// subscription played them (up to its end).
        var playedMarks: [MarbleMark] {
            switch kind {
            case .hot:
                return marks
            case .cold:
                var played: [MarbleMark] = []
                for subscription in subscriptions {
                    for mark in marks {
                        let (tick, overflow) = subscription.subscribe.addingReportingOverflow(mark.tick)
                        if !overflow, tick <= subscription.unsubscribe {
                            played.append(MarbleMark(tick: tick, glyph: mark.glyph))
                        }
                    }
                }
                return played.enumerated().sorted { ($0.element.tick, $0.offset) < ($1.element.tick, $1.offset) }.map(\.element)
            }
        }
    }

    /// What the operator is, written in its box (`map { $0 * 10 }`).
    public let title: String

    /// The input lanes, top to bottom.
    public let inputs: [Input]

    /// The output lane.
    public let output: Input

    /// How many ticks a frame of `text` lasts (and how far apart the picture's grid lines are).
    public let frameTicks: TestTime

    /// The tick of frame 0: where `start()` subscribes, and where hot lanes have their `^`.
    public let origin: TestTime

    /// A diagram of `inputs`, the operator `title` and the `output` lane.
    ///
    /// Precondition: `frameTicks` is positive.
    public init(title: String, inputs: [Input], output: Input, frameTicks: TestTime = TestScheduler.defaultMarbleFrameTicks, origin: TestTime = TestScheduler.Defaults.subscribed) {
        precondition(frameTicks > 0, "MarbleDiagram(title:inputs:output:frameTicks:origin:): frameTicks must be positive (got \(frameTicks))")
        self.title = title
        self.inputs = inputs
        self.output = output
        self.frameTicks = frameTicks
        self.origin = origin
    }

    /// A diagram whose output lane, named `outputName`, shows the recorded `output` (what
    /// `start()` returned), elements labelled with their descriptions.
    public init<Element>(
        title: String, inputs: [Input], output: [Recorded<Event<Element>>], outputName: String = "result",
        frameTicks: TestTime = TestScheduler.defaultMarbleFrameTicks, origin: TestTime = TestScheduler.Defaults.subscribed
    ) {
        self.init(title: title, inputs: inputs, output: Input(name: outputName, events: output), frameTicks: frameTicks, origin: origin)
    }

    // MARK: Text

    /// The rows of `text`: each input's events (a hot lane with its `^` at frame 0), then one row
    /// per subscription to it, then the output.
    var textRows: [MarbleRow] {
        var rows: [MarbleRow] = []
        for input in inputs {
            var marks = input.playedMarks
            if input.kind == .hot {
                let index = marks.firstIndex { $0.tick >= origin } ?? marks.count
                marks.insert(MarbleMark(tick: origin, glyph: .subscribe), at: index)
            }
            rows.append(MarbleRow(name: input.kind == .cold ? "\(input.name) (cold)" : input.name, marks: marks))
            for subscription in input.subscriptions {
                rows.append(MarbleRow(name: "", marks: MarbleMark.marks(of: subscription)))
            }
        }
        rows.append(MarbleRow(name: output.name, marks: output.playedMarks))
        return rows
    }

    /// The run as marble text: the title, then each input lane followed by its subscriptions,
    /// then the output, aligned frame by frame, and notes on what the marbles cannot show:
    ///
    ///     map { $0 * 10 } (frame 0 is tick 200; a frame is 10 ticks)
    ///     xs      a-^-b--c--|
    ///               ^-------!
    ///     result    --?--?--|
    ///     ? stands for an element without a symbol:
    ///       result, frame 2 (tick 220): 20
    ///       result, frame 5 (tick 250): 30
    public var text: String {
        let marbleText = MarbleText(frameTicks: frameTicks, origin: origin, rows: textRows)
        var lines = ["\(title) (\(marbleText.scale))"]
        if let drawing = marbleText.draw() {
            lines += drawing.lines
        } else {
            lines.append("the run spans more than \(MarbleText.maximumFrames) frames, too many to draw:")
            for row in marbleText.rows {
                lines.append("\(row.name.isEmpty ? "  subscription" : row.name): " + row.marks.map { "\($0.word) @ \($0.tick)" }.joined(separator: ", "))
            }
        }
        lines += marbleText.notes()
        return lines.joined(separator: "\n")
    }

    /// `text`.
    public var description: String {
        text
    }

    // MARK: SVG

    /// The picture as an SVG document (UTF-8 text, no external resources).
    public var svg: String {
        SVGLayout(diagram: self).document()
    }
}
