import Foundation
import XCTest

/// What a player of a GNOME game expects of its windows: F10 opens the menu, dialogs close
/// with Escape, statistics can be reset, Ctrl+? lists the shortcuts, a new game mid-play can
/// be undone, and Ctrl+W closes the table.
final class CardTableHabitsTests: CardTableTestCase {
    /// The desktop's help viewer, for this test: one that cannot start for the test named so.
    private var helpViewer: HelpViewerStub?

    override var launchEnvironment: [String: String] { helpViewer?.environment ?? [:] }

    override func prepareData(in folder: URL) throws {
        try Data(#"{"played": 12, "won": 5, "bestScore": 640, "currentStreak": 2, "longestStreak": 3}"#.utf8)
            .write(to: folder.appendingPathComponent("klondike-statistics.json"))
        helpViewer = try HelpViewerStub(in: folder.appendingPathComponent("help-viewer"), working: !name.contains("NoHelpViewer"))
    }

    private func shownTable() throws -> AutomationFile.Window {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the dealt table") { $0.windows.first?.container("cards.tableau.6")?.items.last.map { $0.width > 0 } == true }
        return try XCTUnwrap(file.windows.first)
    }

    func testF10OpensTheMenuAndStatisticsCloseWithEscapeOrResetThem() throws {
        let window = try shownTable()
        let keys = Pointer(window: window.xid)
        try keys.openMenu()
        // Restart, Send Cards Home, the two new games, then Statistics (Redo, with nothing to
        // redo, is passed over).
        for key in ["Down", "Down", "Down", "Down", "Return"] { try keys.press(keys: key) }
        waitUntil("the statistics dialog opens from the menu") { windows(titled: "Klondike Statistics").count == 1 }
        try keys.press(keys: "Escape")
        waitUntil("Escape closes it") { windows(titled: "Klondike Statistics").isEmpty }

        try keys.openMenu()
        for key in ["Down", "Down", "Down", "Down", "Return"] { try keys.press(keys: key) }
        waitUntil("open again") { windows(titled: "Klondike Statistics").count == 1 }
        // Close has the focus; Reset is the button before it.
        for key in ["shift+Tab", "Return"] { try keys.press(keys: key) }
        waitUntil("Reset closes it") { windows(titled: "Klondike Statistics").isEmpty }
        let file = try XCTUnwrap(dataHome).appendingPathComponent("klondike-statistics.json")
        let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Int]
        XCTAssertEqual(saved?["played"], 0)
        XCTAssertEqual(saved?["longestStreak"], 0)
    }

    /// At 800x600 the status line's idle text takes two lines and a hint one: the table
    /// stays where it is (it once grew by a line, and every card with it).
    func testTheStatusLineNeverMovesTheTable() throws {
        let app = try XCTUnwrap(app)
        let window = try shownTable()
        try Pointer.xdotool(["windowsize", String(window.xid), "800", "600"])
        let small = try app.waitFor("the window at 800x600") { $0.windows.first.map { $0.width < 820 && $0.height < 620 } == true }
        let before = try XCTUnwrap(small.windows.first?.model.table)
        let keys = Pointer(window: window.xid)
        try keys.press(keys: "h")
        let hinted = try app.waitFor("the hint") { $0.windows.first?.model.status?.hasPrefix("Move ") == true }
        let after = try XCTUnwrap(hinted.windows.first?.model.table)
        XCTAssertEqual([after.x, after.y, after.width, after.height], [before.x, before.y, before.width, before.height])
    }

    /// "Rules" opens the game's page of the help, F1 the card table's, in the desktop's help
    /// viewer; both pages exist.
    func testTheRulesAreOneClickFromTheMenuInTheHelp() throws {
        let window = try shownTable()
        let keys = Pointer(window: window.xid)
        let viewer = try XCTUnwrap(helpViewer)
        try keys.openMenu()
        for key in ["Down", "Down", "Down", "Down", "Down", "Return"] { try keys.press(keys: key) }
        waitUntil("the help viewer opens the rules") { viewer.opened.count == 1 }
        try keys.press(keys: "F1")
        waitUntil("F1 opens the card table's page") { viewer.opened.count == 2 }
        let pages = viewer.opened.map { URL(fileURLWithPath: String($0.dropFirst("ghelp:".count))) }
        XCTAssertEqual(pages.map(\.lastPathComponent), ["klondike", "card-table"], "\(viewer.opened)")
        for page in pages {
            XCTAssertTrue(viewer.opened.allSatisfy { $0.hasPrefix("ghelp:/") }, "the source tree's pages, by path")
            XCTAssertTrue(FileManager.default.fileExists(atPath: page.path + ".page"), "\(page.path).page exists")
        }
    }

    /// Where no help viewer can start, the rules show in a dialog of their own.
    func testWithNoHelpViewerTheRulesShowInADialog() throws {
        let window = try shownTable()
        let keys = Pointer(window: window.xid)
        try keys.openMenu()
        for key in ["Down", "Down", "Down", "Down", "Down", "Return"] { try keys.press(keys: key) }
        waitUntil("the rules open from the menu") { windows(titled: "Klondike Rules").count == 1 }
        saveScreenshot(named: "klondike-rules")
        try keys.press(keys: "Escape")
        waitUntil("Escape closes them") { windows(titled: "Klondike Rules").isEmpty }
    }

    func testCtrlQuestionListsTheShortcutsAndEscapeClosesThem() throws {
        let window = try shownTable()
        let keys = Pointer(window: window.xid)
        // As a person types it: Ctrl, Shift and the key that gives "?".
        try Pointer.xdotool(["key", "ctrl+question", "sleep", "0.15"])
        waitUntil("the shortcuts window") { windows(titled: "Keyboard Shortcuts").count == 1 }
        saveScreenshot(named: "klondike-shortcuts")
        try keys.press(keys: "Escape")
        waitUntil("Escape closes it") { windows(titled: "Keyboard Shortcuts").isEmpty }
    }

    func testANewGameMidPlayCanBeUndoneAndCtrlWCloses() throws {
        let app = try XCTUnwrap(app)
        let window = try shownTable()
        let keys = Pointer(window: window.xid)
        try keys.press(keys: "a")
        _ = try app.waitFor("the ace of clubs home") { $0.windows.first?.container("cards.foundation.0")?.items.count == 1 }
        try keys.press(keys: "ctrl+n")
        let fresh = try app.waitFor("a new game") { $0.windows.first?.model.toast == "Game 7 put aside, 1 move in" }
        XCTAssertEqual(fresh.windows.first?.container("cards.foundation.0")?.items.count, 0)
        try keys.press(keys: "ctrl+z")
        let back = try app.waitFor("game 7 again") { $0.windows.first?.model.toast == "Back to game 7" }
        XCTAssertEqual(back.windows.first?.container("cards.foundation.0")?.items.map(\.id), ["AC"])
        try keys.press(keys: "ctrl+w")
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline, app.process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        XCTAssertFalse(app.process.isRunning, "closing the last window ends the app")
    }

    /// A new game's cards travel from the stock face down, as a dealer deals them, and the
    /// top card of each pile turns over once the last has landed.
    func testANewGameIsDealtFaceDownAndTurnsOverOnceItLands() throws {
        let app = try XCTUnwrap(app)
        let window = try shownTable()
        try Pointer(window: window.xid).press(keys: "ctrl+n")
        let dealing = try app.waitFor("the deal under way") { file in
            file.windows.first?.model.dealing == true && file.windows.first?.container("cards.tableau.6")?.items.count == 7
        }
        let travelling = (0..<7).flatMap { dealing.windows.first?.container("cards.tableau.\($0)")?.items ?? [] }
        XCTAssertEqual(travelling.count, 28)
        XCTAssertTrue(travelling.allSatisfy { $0.label == "Face-down card" }, "no face shows while the cards travel")
        let landed = try app.waitFor("the deal landed") { $0.windows.first?.model.dealing == false }
        let tops = (0..<7).compactMap { landed.windows.first?.container("cards.tableau.\($0)")?.items.last }
        XCTAssertEqual(tops.count, 7)
        XCTAssertTrue(tops.allSatisfy { $0.label != "Face-down card" }, "each pile's top card turned over")
    }
}
