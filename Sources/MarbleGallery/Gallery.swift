import RxSwift
import RxTest

/// The catalog a picture belongs to: it is written to that catalog's `Resources/marbles`.
enum Catalog: String, CaseIterable {
    case rxSwift = "RxSwift"
    case rxCocoa = "RxCocoa"
    case rxTest = "RxTest"

    /// The folder of the catalog's pictures, relative to the package's `Sources`.
    var marblesFolder: String { "\(rawValue)/\(rawValue).docc/Resources/marbles" }
}

/// One picture: a run of an operator on a `TestScheduler`, drawn by `MarbleDiagram`.
///
/// The definition names the file (`name.svg`), the text of the operator's box, the inputs (made
/// from marbles through `Run`) and the operator. Nothing in the picture is drawn by hand: the
/// input lanes show what the test observables recorded (their events and every subscription the
/// operator made to them), the result lane what the operator delivered.
struct Picture {
    let catalog: Catalog
    let name: String
    let draw: () -> MarbleDiagram

    /// A picture of `body`'s sequence, subscribed at 200 and disposed at `disposed`; its elements
    /// are labelled by `label`. A frame of the picture lasts `frameTicks` (1 for sequences that
    /// emit on consecutive ticks, which a frame of 10 would draw on top of each other).
    init<Sequence: ObservableConvertibleType>(
        _ name: String, _ title: String, in catalog: Catalog = .rxSwift, disposed: TestTime = TestScheduler.Defaults.disposed,
        frameTicks: TestTime = TestScheduler.defaultMarbleFrameTicks,
        label: @escaping (Sequence.Element) -> String = compactLabel, _ body: @escaping (Run) -> Sequence
    ) {
        self.catalog = catalog
        self.name = name
        self.draw = {
            let run = Run(picture: name)
            let sequence = body(run)
            let result = run.scheduler.start(disposed: disposed) { sequence }
            return MarbleDiagram(
                title: title, inputs: run.lanes(), output: MarbleDiagram.Input(name: "result", events: result.events, label: label), frameTicks: frameTicks
            )
        }
    }

    /// A picture whose run is written out in full by `body` (several subscribers, a subject fed
    /// by hand...): it returns the result lane's events.
    init<Element>(
        _ name: String, _ title: String, in catalog: Catalog = .rxSwift, resultName: String = "result",
        label: @escaping (Element) -> String = compactLabel, running body: @escaping (Run) -> [Recorded<Event<Element>>]
    ) {
        self.catalog = catalog
        self.name = name
        self.draw = {
            let run = Run(picture: name)
            let events = body(run)
            return MarbleDiagram(title: title, inputs: run.lanes(), output: MarbleDiagram.Input(name: resultName, events: events, label: label))
        }
    }
}

/// What one picture's run is made of: its scheduler and its input lanes.
///
/// Lanes are drawn with digits (elements are `Int`s: `"-1-2-|"`) or letters (elements are the
/// symbols as `String`s: `hotLetters("-a-b-|")`), in RxTest's marble syntax: a frame is 10
/// ticks, frame 0 (or a hot marble's `^`) is tick 200, where the result is subscribed, and `#`
/// fails with `MarbleTestError("error")`.
final class Run {
    let scheduler = TestScheduler(initialClock: 0)
    private let picture: String
    private var makers: [() -> MarbleDiagram.Input] = []

    init(picture: String) {
        self.picture = picture
    }

    /// A hot lane of digits.
    func hot(_ name: String, _ marble: String) -> Observable<Int> {
        lane(name, marble, hot: true, values: digits)
    }

    /// A cold lane of digits: each subscription plays it from frame 0.
    func cold(_ name: String, _ marble: String) -> Observable<Int> {
        lane(name, marble, hot: false, values: digits)
    }

    /// A hot lane of letters.
    func hotLetters(_ name: String, _ marble: String) -> Observable<String> {
        lane(name, marble, hot: true, values: letters)
    }

    /// A cold lane of letters.
    func coldLetters(_ name: String, _ marble: String) -> Observable<String> {
        lane(name, marble, hot: false, values: letters)
    }

    /// A lane of events recorded by hand (a subscriber of a shared sequence, a second result).
    func addLane<Element>(_ name: String, events: @escaping () -> [Recorded<Event<Element>>], label: @escaping (Element) -> String = compactLabel) {
        makers.append { MarbleDiagram.Input(name: name, events: events(), label: label) }
    }

    /// The input lanes, with what they recorded.
    func lanes() -> [MarbleDiagram.Input] {
        makers.map { $0() }
    }

    private func lane<Element>(_ name: String, _ marble: String, hot: Bool, values: [Character: Element]) -> Observable<Element> {
        let parser = scheduler.marbleParser
        let events: [Recorded<Event<Element>>]
        do {
            events = hot ? try parser.hotEvents(marble, values: values) : try parser.coldEvents(marble, values: values)
        } catch {
            fatalError("picture \(picture), lane \(name): \(error)")
        }
        let observable = hot ? scheduler.createHotObservable(events) : scheduler.createColdObservable(events)
        makers.append { MarbleDiagram.Input(name: name, observable: observable, label: compactLabel) }
        return observable.asObservable()
    }
}

/// The values of digit symbols.
private let digits: [Character: Int] = Dictionary(uniqueKeysWithValues: (0...9).map { (Character(String($0)), $0) })

/// The values of the symbols of a lane of letters: the symbol as a string (digits included).
private let letters: [Character: String] = Dictionary(uniqueKeysWithValues: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789".map { ($0, String($0)) })

/// A short label for an element: an array is drawn as its elements side by side (`[1, 2]` as
/// `12`, an empty one as `[]`), an optional as its value or `nil`, anything else as its
/// description. A circle holds four characters.
func compactLabel<Element>(_ element: Element) -> String {
    if let array = element as? [Any] {
        return array.isEmpty ? "[]" : array.map { compactLabel($0) }.joined()
    }
    if let optional = element as? OptionalLabel {
        return optional.label
    }
    return String(describing: element)
}

private protocol OptionalLabel {
    var label: String { get }
}

extension Optional: OptionalLabel {
    fileprivate var label: String {
        switch self {
        case .some(let wrapped): return compactLabel(wrapped)
        case .none: return "nil"
        }
    }
}
