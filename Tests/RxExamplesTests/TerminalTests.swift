import RxCocoa
import RxExamplesKit
import RxSwift
import RxTestSupport
import XCTest

/// The terminal layer: scripts, focus and keys, the views' reactive properties.
final class TerminalTests: RxTestCase {
    func testScriptLines() throws {
        XCTAssertEqual(try ScriptCommand.parse("set username alice smith"), .set(field: "username", text: "alice smith"))
        XCTAssertEqual(try ScriptCommand.parse("set username"), .set(field: "username", text: ""))
        XCTAssertEqual(try ScriptCommand.parse("press Sign up"), .press(button: "Sign up"))
        XCTAssertEqual(try ScriptCommand.parse("key enter"), .key(.enter))
        XCTAssertEqual(try ScriptCommand.parse("key +"), .key(.character("+")))
        XCTAssertEqual(try ScriptCommand.parse("move users 1.0 0.2"), .move(list: "users", from: ItemPath(section: 1, row: 0), to: ItemPath(section: 0, row: 2)))
        XCTAssertEqual(try ScriptCommand.parse("select results 3"), .select(list: "results", path: ItemPath(section: 0, row: 3)))
        XCTAssertEqual(try ScriptCommand.parse("wait Repositories (10)"), .wait(text: "Repositories (10)"))
        XCTAssertNil(try ScriptCommand.parse("   "))
        XCTAssertNil(try ScriptCommand.parse("# a comment"))
        XCTAssertThrowsError(try ScriptCommand.parse("jump"))
        XCTAssertThrowsError(try ScriptCommand.parse("key nothing"))
        XCTAssertThrowsError(try ScriptCommand.parse("select results x"))
    }

    func testATextFieldAnnouncesEditsButNotTextBoundToIt() {
        let field = TextField(name: "f", caption: "F")
        var texts: [String?] = []
        let subscription = field.rx.text.subscribe(onNext: { texts.append($0) })
        field.edit(to: "a")
        Observable.just("bound").bind(to: field.rx.text).dispose()
        XCTAssertEqual(field.text, "bound")
        XCTAssertTrue(field.handle(.character("!")))
        XCTAssertTrue(field.handle(.backspace))
        subscription.dispose()
        XCTAssertEqual(texts, ["", "a", "bound!", "bound"])
    }

    func testTabMovesTheFocusOverEnabledViewsAndKeysGoToTheFocusedOne() {
        let screen = Screen(title: "T")
        let first = screen.add(TextField(name: "first", caption: "First"))
        screen.add(Label(name: "label", text: "not focusable"))
        let button = screen.add(Button(name: "go", title: "Go"))
        let second = screen.add(TextField(name: "second", caption: "Second"))
        var taps = 0
        var otherKeys: [Key] = []
        let bag = DisposeBag()
        button.rx.tap.subscribe(onNext: { taps += 1 }).disposed(by: bag)
        screen.rx.key.subscribe(onNext: { otherKeys.append($0) }).disposed(by: bag)

        XCTAssertTrue(screen.text.contains("> First: [_]"))
        screen.handle(.character("a"))
        screen.handle(.tab)
        screen.handle(.enter)
        XCTAssertEqual(taps, 1)
        Observable.just(false).bind(to: second.rx.isEnabled).dispose()
        screen.handle(.tab)   // skips the disabled field, back to the first
        screen.handle(.character("b"))
        screen.handle(.up)
        XCTAssertEqual(first.text, "ab")
        XCTAssertEqual(otherKeys, [.up])
        XCTAssertEqual(ScriptCommand.set(field: "second", text: "x").perform(on: screen), "the field `second` is disabled")
        XCTAssertEqual(ScriptCommand.press(button: "nope").perform(on: screen), "no button `nope`")
    }

    func testAListEmitsSelectionsDeletionsMovesAndReachingTheBottom() {
        let list = ListView(name: "l", isEditable: true)
        list.sections = [ListSection(title: "S", rows: ["a", "b"])]
        var events: [String] = []
        let bag = DisposeBag()
        list.rx.itemSelected.subscribe(onNext: { events.append("select \($0)") }).disposed(by: bag)
        list.rx.itemDeleted.subscribe(onNext: { events.append("delete \($0)") }).disposed(by: bag)
        list.rx.itemMoved.subscribe(onNext: { events.append("move \($0.0) \($0.1)") }).disposed(by: bag)
        list.rx.reachedBottom.subscribe(onNext: { events.append("bottom") }).disposed(by: bag)

        _ = list.handle(.down)
        _ = list.handle(.enter)
        _ = list.handle(.character("K"))
        _ = list.handle(.character("d"))
        _ = list.handle(.down)
        _ = list.handle(.down)
        XCTAssertEqual(events, ["select 0.1", "move 0.1 0.0", "delete 0.0", "bottom"])
        XCTAssertEqual(list.lines(focused: true), ["  S", "    a", "  > b"])
    }
}

extension TerminalTests {
    func testAScreenTallerThanTheWindowShowsTheRowsAroundTheCursor() {
        let screen = Screen(title: "T")
        let list = screen.add(ListView(name: "l"))
        list.sections = [ListSection(title: "S", rows: (0 ..< 20).map { "row \($0)" })]
        screen.handle(.up)
        XCTAssertEqual(screen.lines().count, 23)
        for _ in 0 ..< 12 { _ = list.handle(.down) }
        let fitted = screen.lines(fitting: 10)
        XCTAssertLessThanOrEqual(fitted.count, 10)
        XCTAssertTrue(fitted.contains("  > row 12"), "\(fitted)")
        XCTAssertTrue(fitted.contains("    … 7 more below"), "\(fitted)")
        XCTAssertTrue(fitted.contains { $0.hasPrefix("    … ") && $0.hasSuffix("more above") }, "\(fitted)")
        XCTAssertEqual(screen.lines(fitting: 40).count, 23, "all rows when they fit")
    }
}

extension TerminalTests {
    func testTheFocusComesBackToAButtonEnabledAgain() {
        let screen = Screen(title: "T")
        screen.add(TextField(name: "field", caption: "Field"))
        let button = screen.add(Button(name: "go", title: "Go"))
        screen.add(TextField(name: "other", caption: "Other"))
        screen.handle(.tab)
        XCTAssertTrue(screen.text.contains("> [ Go ]"))
        button.isEnabled = false
        XCTAssertTrue(screen.text.contains("> Other: [_]"), "the next view takes the focus meanwhile")
        button.isEnabled = true
        XCTAssertTrue(screen.text.contains("> [ Go ]"))
    }
}

extension TerminalTests {
    func testAListDrawsTheMarksOfTheLastChangeInItsFirstColumn() {
        let list = ListView(name: "l")
        list.sections = [
            ListSection(title: "S", rows: ["a", "b", "c"], rowMarks: [0: .inserted, 2: .updated]),
            ListSection(title: "T", rows: ["d"], mark: .moved, rowMarks: [0: .deleted]),
        ]
        _ = list.handle(.down)
        XCTAssertEqual(list.lines(focused: true), ["  S", "+   a", "  > b", "*   c", "→ T", "-   d"])
        XCTAssertEqual(ListMark.allCases.map(\.rawValue), ["+", "-", "→", "*"])
    }
}

extension TerminalTests {
    func testAButtonsTitleCanBeBound() {
        let button = Button(name: "b", title: "Off")
        Observable.just("On").bind(to: button.rx.title).dispose()
        XCTAssertEqual(button.lines(focused: false), ["  [ On ]"])
    }
}
