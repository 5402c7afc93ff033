import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import RxSwift
import RxTest
import RxTestSupport
import XCTest

/// The elements of an XML document, in document order, with their attributes and text.
private final class XMLElements: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        let parent: Int?
        var text = ""
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: Error?

    init(_ document: String) {
        super.init()
        let parser = XMLParser(data: Data(document.utf8))
        parser.delegate = self
        if !parser.parse() {
            error = parser.parserError ?? CocoaError(.fileReadCorruptFile)
        }
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        elements.append(Element(name: elementName, attributes: attributes, parent: open.last))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last {
            elements[current].text += string
        }
    }

    func named(_ name: String, class className: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (className == nil || $0.attributes["class"]?.split(separator: " ").contains(Substring(className!)) == true) }
    }

    /// The elements named `name` whose parent is named `parentName` with class `parentClass`.
    func named(_ name: String, inside parentName: String, class parentClass: String) -> [Element] {
        elements.filter { element in
            guard element.name == name, let parent = element.parent else { return false }
            return elements[parent].name == parentName && elements[parent].attributes["class"] == parentClass
        }
    }
}

final class MarbleDiagramTests: RxTestCase {
    /// The issue's example: `map` of a hot source, run by `start()`.
    private func mapRun() -> (TestableObservable<Int>, TestableObserver<Int>) {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("--a-^-b--c--|", values: ["a": 1, "b": 2, "c": 3])
        let res = scheduler.start { xs.map { $0 * 10 } }
        return (xs, res)
    }

    // MARK: Text

    func testTextDrawsEachLaneAndItsSubscriptionsWithTheFailureMessagesFormatter() {
        let (xs, res) = mapRun()
        let diagram = MarbleDiagram(
            title: "map { $0 * 10 }",
            inputs: [.init(name: "xs", events: xs.recordedEvents, subscriptions: xs.subscriptions)],
            output: res.events
        )
        XCTAssertEqual(diagram.text, """
            map { $0 * 10 } (frame 0 is tick 200; a frame is 10 ticks)
            xs      1-^-2--3--|
                      ^-------!
            result    --?--?--|
            ? stands for an element without a symbol:
              result, frame 2 (tick 220): 20
              result, frame 5 (tick 250): 30
            """)
        XCTAssertEqual(diagram.description, diagram.text)
    }

    func testTextWithValuesDrawsTheMarbleThatMadeTheRun() {
        let (xs, res) = mapRun()
        let diagram = MarbleDiagram(
            title: "map { $0 * 10 }",
            inputs: [.init(name: "xs", observable: xs, values: ["a": 1, "b": 2, "c": 3])],
            output: .init(name: "result", events: res.events, values: ["B": 20, "C": 30])
        )
        XCTAssertEqual(diagram.text, """
            map { $0 * 10 } (frame 0 is tick 200; a frame is 10 ticks)
            xs      a-^-b--c--|
                      ^-------!
            result    --B--C--|
            """)
    }

    func testInTheTextColdLanesShowWhatEachSubscriptionPlayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-#", values: ["a": 1], error: TestError.boom)
        let res = scheduler.start { xs.retry(2) }
        let diagram = MarbleDiagram(title: "retry(2)", inputs: [.init(name: "xs", observable: xs)], output: res.events)
        XCTAssertEqual(diagram.text, """
            retry(2) (frame 0 is tick 200; a frame is 10 ticks)
            xs (cold)  -1-#1-#
                       ^--!
                       ---^--!
            result     -1--1-#
            """)
    }

    func testTextListsEventsBetweenFrames() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(215, "a"), .completed(230)])
        let res = scheduler.start { xs.asObservable() }
        let diagram = MarbleDiagram(title: "asObservable()", inputs: [.init(name: "xs", observable: xs)], output: res.events)
        XCTAssertEqual(diagram.text, """
            asObservable() (frame 0 is tick 200; a frame is 10 ticks)
            xs      ^a-|
                    ^--!
            result  -a-|
            between frames:
              xs, tick 215: a is drawn in frame 1 (ticks 210 to 219)
              result, tick 215: a is drawn in frame 1 (ticks 210 to 219)
            """)
    }

    func testTextOfARunTooLongToDrawListsEachRow() {
        let diagram = MarbleDiagram(
            title: "far",
            inputs: [.init(name: "xs", events: [Recorded.next(210, 1), .completed(90_000)], subscriptions: [Subscription(200, 90_000)])],
            output: [Recorded.next(210, 1), .completed(90_000)]
        )
        XCTAssertEqual(diagram.text, """
            far (frame 0 is tick 200; a frame is 10 ticks)
            the run spans more than 500 frames, too many to draw:
            xs: the start (^) @ 200, 1 @ 210, completed @ 90000
              subscription: the start (^) @ 200, the end (!) @ 90000
            result: 1 @ 210, completed @ 90000
            """)
        XCTAssertNil(XMLElements(diagram.svg).error)
    }

    func testInTheTextEventsAfterTheEndAreDrawnAnyway() {
        // A test observable plays whatever it is given; the picture must not hide what broke the
        // grammar.
        let diagram = MarbleDiagram(title: "script", inputs: [], output: [Recorded.completed(210), .next(230, "a")])
        XCTAssertEqual(diagram.text, """
            script (frame 0 is tick 200; a frame is 10 ticks)
            result  -|-a
            """)
    }

    // MARK: SVG

    func testSVGIsWellFormedWithALanePerSequenceACirclePerElementAndTheOperatorBox() throws {
        let (xs, res) = mapRun()
        let diagram = MarbleDiagram(title: "map { $0 * 10 }", inputs: [.init(name: "xs", observable: xs)], output: res.events)
        let svg = XMLElements(diagram.svg)
        XCTAssertNil(svg.error)
        let root = try XCTUnwrap(svg.elements.first)
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["xmlns"], "http://www.w3.org/2000/svg")
        let viewBox = try XCTUnwrap(root.attributes["viewBox"]).split(separator: " ").compactMap { Double($0) }
        XCTAssertEqual(viewBox.count, 4)
        XCTAssertGreaterThan(viewBox[2], viewBox[3], "a timeline is wider than tall")

        XCTAssertEqual(svg.named("g", class: "lane").count, 2, "xs and the result")
        XCTAssertEqual(svg.named("g", class: "element").count, 5, "3 elements of xs, 2 of the result")
        XCTAssertEqual(svg.named("circle").count, 5)
        XCTAssertEqual(svg.named("line", class: "complete").count, 2)
        XCTAssertEqual(svg.named("g", class: "error").count, 0)
        XCTAssertEqual(svg.named("rect", class: "span").count, 1, "one subscription to xs")
        XCTAssertEqual(svg.named("rect", class: "operator-box").count, 1)
        XCTAssertEqual(svg.named("text", class: "operator-title").map(\.text), ["map { $0 * 10 }"])
        XCTAssertEqual(svg.named("text", class: "name").map(\.text), ["xs", "result"])
        XCTAssertEqual(svg.named("text", inside: "g", class: "element").map(\.text), ["1", "2", "3", "20", "30"])
        XCTAssertEqual(svg.named("title", inside: "g", class: "element").map(\.text), ["next(1) @ 180", "next(2) @ 220", "next(3) @ 250", "next(20) @ 220", "next(30) @ 250"])
        XCTAssertTrue(svg.named("style").first?.text.contains("prefers-color-scheme: dark") == true)
    }

    func testInTheSVGCirclesSitAtTheirTicksInTheOrderOfTheEvents() throws {
        let (xs, res) = mapRun()
        let svg = XMLElements(MarbleDiagram(title: "map", inputs: [.init(name: "xs", observable: xs)], output: res.events).svg)
        let circles = svg.named("circle")
        let x = circles.compactMap { $0.attributes["cx"].flatMap(Double.init) }
        XCTAssertEqual(x.count, 5)
        // xs at 180, 220, 250; the result at 220, 250: 40 units a frame of 10 ticks.
        XCTAssertEqual(x[1] - x[0], 160)
        XCTAssertEqual(x[2] - x[1], 120)
        XCTAssertEqual(x[3], x[1])
        XCTAssertEqual(x[4], x[2])
        let completions = svg.named("line", class: "complete").compactMap { $0.attributes["x1"].flatMap(Double.init) }
        XCTAssertEqual(completions, [x[2] + 120, x[2] + 120], "both complete at 280")
    }

    func testInTheSVGAnErrorIsACrossAndColdLanesAreDrawnWherePlayed() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createColdObservable("-a-#", values: ["a": 1], error: TestError.boom)
        let res = scheduler.start { xs.retry(2) }
        let svg = XMLElements(MarbleDiagram(title: "retry(2)", inputs: [.init(name: "xs", observable: xs)], output: res.events).svg)
        XCTAssertNil(svg.error)
        XCTAssertEqual(svg.named("g", class: "error").count, 3, "xs failed twice, the result once")
        XCTAssertEqual(svg.named("line", inside: "g", class: "error").count, 6, "two lines a cross")
        XCTAssertEqual(svg.named("title", inside: "g", class: "error").map(\.text), ["error(TestError(1)) @ 230", "error(TestError(1)) @ 260", "error(TestError(1)) @ 260"])
        XCTAssertEqual(svg.named("circle").count, 4, "xs played `a` twice, the result received it twice")
        XCTAssertEqual(svg.named("rect", class: "span").count, 2)
    }

    func testSVGEscapesTextAndIsTheSameBytesEveryTime() {
        let (xs, res) = mapRun()
        func draw() -> String {
            MarbleDiagram(title: "a < b && \"c\"", inputs: [.init(name: "<xs>", observable: xs) { "'\($0)'&" }], output: res.events).svg
        }
        let first = draw()
        XCTAssertEqual(first, draw())
        let svg = XMLElements(first)
        XCTAssertNil(svg.error)
        XCTAssertEqual(svg.named("text", class: "operator-title").map(\.text), ["a < b && \"c\""])
        XCTAssertEqual(svg.named("text", class: "name").first?.text, "<xs>")
        XCTAssertTrue(svg.elements.contains { $0.name == "title" && $0.text == "next('1'&) @ 180" })
    }

    func testInTheSVGLongLabelsAreShortenedWithTheFullValueInTheTooltip() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-a|", values: ["a": "a long label"])
        let res = scheduler.start { xs.asObservable() }
        let svg = XMLElements(MarbleDiagram(title: "asObservable()", inputs: [.init(name: "xs", observable: xs)], output: res.events).svg)
        XCTAssertEqual(svg.named("text", inside: "g", class: "element").map(\.text), ["a l…", "a l…"])
        XCTAssertEqual(svg.named("title", inside: "g", class: "element").first?.text, "next(a long label) @ 210")
    }

    func testInTheSVGNumbersHaveAtMostOneDecimal() {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable([.next(201, 1), .completed(202)])
        let res = scheduler.start { xs.asObservable() }
        let document = MarbleDiagram(title: "t", inputs: [.init(name: "xs", observable: xs)], output: res.events, frameTicks: 3).svg
        let svg = XMLElements(document)
        XCTAssertNil(svg.error)
        let geometry = ["x", "y", "cx", "cy", "r", "x1", "y1", "x2", "y2", "width", "height", "points", "viewBox"]
        let numbers = svg.elements.flatMap { element in
            geometry.compactMap { element.attributes[$0] }.flatMap { $0.split { $0 == " " || $0 == "," } }
        }
        XCTAssertTrue(numbers.contains { $0.contains(".") }, "a frame of 3 ticks puts marks between whole units")
        XCTAssertTrue(numbers.allSatisfy { Double($0) != nil && ($0.split(separator: ".", omittingEmptySubsequences: false).dropFirst().first?.count ?? 1) == 1 }, "\(numbers)")
        XCTAssertFalse(numbers.contains { $0.hasSuffix(".0") || $0.contains("e") })
    }

    // MARK: A picture for people

    /// A run worth looking at: two sources, one hot and one cold, merged, with an error. CI
    /// (`.ci/run`) sets `RX_MARBLE_SVG` to a path, renders the file written there with a real SVG
    /// renderer and checks the picture.
    func testTheExampleDiagramIsWrittenToThePathInRX_MARBLE_SVG() throws {
        let scheduler = TestScheduler(initialClock: 0)
        let xs = scheduler.createHotObservable("-1-^-2---3----4--|", values: ["1": 1, "2": 2, "3": 3, "4": 4])
        let ys = scheduler.createColdObservable("---5--6---#", values: ["5": 5, "6": 6], error: TestError.boom)
        let res = scheduler.start { Observable.merge(xs.asObservable(), ys.asObservable()) }
        assertMarbles(res, "--25--(36)---#", values: ["2": 2, "3": 3, "5": 5, "6": 6], error: TestError.boom)
        let diagram = MarbleDiagram(
            title: "merge(xs, ys)",
            inputs: [.init(name: "xs", observable: xs), .init(name: "ys", observable: ys)],
            output: res.events
        )
        XCTAssertEqual(diagram.text, """
            merge(xs, ys) (frame 0 is tick 200; a frame is 10 ticks)
            xs         1-^-2---3   ----4--|
                         ^------   ---!
            ys (cold)    ---5--6   ---#
                         ^------   ---!
            result       --25--(36)---#
            """)
        let document = diagram.svg
        XCTAssertNil(XMLElements(document).error)
        if let path = ProcessInfo.processInfo.environment["RX_MARBLE_SVG"], !path.isEmpty {
            try document.write(toFile: path, atomically: true, encoding: .utf8)
        }
    }
}
