import Foundation
import XCTest

/// Real drags on the FreeCell table, Microsoft deal 1 (columns, back to top: JD KD 2S 4C 3S
/// 6D 6S · 2D KC KS 5C 10D 8S 9C · 9H 9S 9D 10S 4S 8D 2H · JC 5S QD QH 10H QS 6H · 5D AD JS 4H
/// 8H 6C · 7H QC AS AC 2C 3D · 7C KH AH 4D JH 8C · 5H 3H 3C 7S 7D 10C).
final class FreeCellTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=freecell", "--deal=1"] }

    private func shownTable() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the dealt table") { file in
            guard let window = file.windows.first, window.model.game == "freecell" else { return false }
            return window.container("cards.tableau.7")?.items.last.map { $0.width > 0 } == true
        }
        return (app, try XCTUnwrap(file.windows.first))
    }

    private func pile(_ name: String, _ file: AutomationFile) -> [String] {
        file.windows.first?.container(name)?.items.map(\.id) ?? []
    }

    private func top(of name: String, _ window: AutomationFile.Window) throws -> AutomationFile.Item {
        try XCTUnwrap(window.container(name)?.items.last, "the top of \(name)")
    }

    private func frame(of name: String, _ window: AutomationFile.Window) throws -> AutomationFile.Item {
        try XCTUnwrap(window.model.pileFrames?[name], "the frame of \(name)")
    }

    func testDealOneIsOnTheTable() throws {
        let (_, window) = try shownTable()
        let tops = (0..<8).compactMap { window.container("cards.tableau.\($0)")?.items.last?.id }
        XCTAssertEqual(tops, ["6S", "9C", "2H", "6H", "6C", "3D", "8C", "10C"])
        XCTAssertEqual(window.title, "FreeCell")
        XCTAssertEqual(window.model.heading, "Game 1 · 0 moves")
        XCTAssertEqual((0..<8).map { window.container("cards.tableau.\($0)")?.items.count ?? 0 }, [7, 7, 7, 7, 6, 6, 6, 6])
    }

    func testCardsGoToCellsAndColumnsAndSafeCardsGoHomeByThemselves() throws {
        let (app, window) = try shownTable()
        // The two of hearts to a free cell uncovers the eight of diamonds, which goes on the nine of clubs.
        var file = try app.drag(from: try top(of: "cards.tableau.2", window).point(), to: try frame(of: "cards.cell.0", window).point(), in: window)
        XCTAssertEqual(pile("cards.cell.0", file), ["2H"])
        var now = try XCTUnwrap(file.windows.first)
        file = try app.drag(from: try top(of: "cards.tableau.2", now).point(), to: try top(of: "cards.tableau.1", now).point(), in: now)
        XCTAssertEqual(pile("cards.tableau.1", file).suffix(2), ["9C", "8D"])
        saveScreenshot(named: "freecell-moves")

        // The three of diamonds and the two of clubs to cells: the ace of clubs, then the two,
        // then the ace of spades under them go home by themselves.
        now = try XCTUnwrap(file.windows.first)
        file = try app.drag(from: try top(of: "cards.tableau.5", now).point(), to: try frame(of: "cards.cell.1", now).point(), in: now)
        now = try XCTUnwrap(file.windows.first)
        file = try app.drag(from: try top(of: "cards.tableau.5", now).point(), to: try frame(of: "cards.cell.2", now).point(), in: now)
        let home = try app.waitFor("the clubs and the ace of spades home") { file in
            let foundations = (0..<4).map { self.pile("cards.foundation.\($0)", file) }
            return foundations.contains(["AC", "2C"]) && foundations.contains(["AS"])
        }
        XCTAssertEqual(pile("cards.cell.2", home), [], "the two of clubs left its cell")
        XCTAssertEqual(home.windows.first?.model.heading, "Game 1 · 4 moves")

        // One undo takes back the last move with the cards that followed it home.
        try Pointer(window: window.xid).press(keys: "ctrl+z")
        let undone = try app.waitFor("the last move undone") { self.pile("cards.cell.2", $0).isEmpty && self.pile("cards.tableau.5", $0).suffix(3) == ["AS", "AC", "2C"] }
        XCTAssertTrue((0..<4).allSatisfy { pile("cards.foundation.\($0)", undone).isEmpty })
    }

    func testADealIsChosenByItsNumber() throws {
        let (app, window) = try shownTable()
        try Pointer(window: window.xid).press(keys: "ctrl+g")
        _ = try Pointer.waitForWindow(titled: "^FreeCell Game Number$")
        let keys = Pointer(window: nil)
        // What is no game number is said under the field, and Enter deals nothing.
        try keys.press(keys: "ctrl+a")
        try keys.type("abc")
        try keys.press(keys: "Return")
        // Long enough for a deal, had Enter dealt one.
        Thread.sleep(forTimeInterval: 0.5)
        saveScreenshot(named: "freecell-game-number-refused")
        XCTAssertEqual(windows(titled: "FreeCell Game Number").count, 1, "the dialog stays open")
        XCTAssertEqual(app.snapshot()?.windows.first?.model.heading, "Game 1 · 0 moves")
        try keys.press(keys: "ctrl+a")
        try keys.type("617")
        saveScreenshot(named: "freecell-game-number")
        try keys.press(keys: "Return")
        let dealt = try app.waitFor("deal 617") { $0.windows.first?.model.heading == "Game 617 · 0 moves" }
        let firstRow = (0..<8).compactMap { dealt.windows.first?.container("cards.tableau.\($0)")?.items.first?.id }
        XCTAssertEqual(Array(firstRow.prefix(6)), ["7D", "AD", "5C", "3S", "5S", "8C"], "as Rosetta Code prints deal 617")
    }

    func testSelectGameListsTheGamesAndPlaysTheOneChosen() throws {
        let (app, window) = try shownTable()
        try Pointer(window: window.xid).press(keys: "ctrl+o")
        _ = try Pointer.waitForWindow(titled: "^Select Game$")
        saveScreenshot(named: "select-game")
        // FreeCell, the game on the table, has the focus: Yukon is the next row down.
        let keys = Pointer(window: nil)
        try keys.press(keys: "Down")
        try keys.press(keys: "Return")
        let yukon = try app.waitFor("Yukon on the table") { $0.windows.first?.model.game == "yukon" }
        XCTAssertEqual(yukon.windows.first?.title, "Yukon")
    }

    func testAnIllegalDropIsRefusedAndNothingChanges() throws {
        let (app, window) = try shownTable()
        // The six of spades cannot go on the ten of clubs.
        let file = try app.drag(from: try top(of: "cards.tableau.0", window).point(), to: try top(of: "cards.tableau.7", window).point(), in: window) {
            $0.model.drag?.refused == true
        }
        XCTAssertEqual(pile("cards.tableau.0", file).last, "6S")
        XCTAssertEqual(pile("cards.tableau.7", file).last, "10C")
        XCTAssertEqual(file.windows.first?.model.moves, 0)
    }

    func testTheGamePlayedLastOpensNextTime() throws {
        let (app, window) = try shownTable()
        try app.drag(from: try top(of: "cards.tableau.2", window).point(), to: try frame(of: "cards.cell.0", window).point(), in: window)
        app.terminate()
        let again = try DeckhandProcess(arguments: [])
        defer { again.terminate() }
        let file = try again.waitFor("FreeCell again, as it was left") { file in
            file.windows.first?.model.game == "freecell" && self.pile("cards.cell.0", file) == ["2H"]
        }
        XCTAssertEqual(file.windows.first?.model.heading, "Game 1 · 1 move")
    }

    /// Closing the window keeps the move just made: the close used to save the game the
    /// window had opened with over it.
    func testClosingTheWindowKeepsTheMoveJustMade() throws {
        let (app, window) = try shownTable()
        try app.drag(from: try top(of: "cards.tableau.2", window).point(), to: try frame(of: "cards.cell.0", window).point(), in: window)
        _ = try app.waitFor("2H in the first free cell") { self.pile("cards.cell.0", $0) == ["2H"] }
        try close(app, window)
        let again = try DeckhandProcess(arguments: [])
        defer { again.terminate() }
        let file = try again.waitFor("FreeCell as it was left") { self.pile("cards.cell.0", $0) == ["2H"] }
        XCTAssertEqual(file.windows.first?.model.heading, "Game 1 · 1 move")
    }

    /// A game chosen in Select Game closes the dialog, and the game played in it is the one
    /// kept when the window closes, in that game's own file.
    func testAGameChosenAndPlayedIsKeptWhenTheWindowCloses() throws {
        let (app, window) = try shownTable()
        let keys = Pointer(window: window.xid)
        try keys.press(keys: "ctrl+o")
        _ = try Pointer.waitForWindow(titled: "^Select Game$")
        // FreeCell, the game on the table, has the focus: Yukon is the next row down.
        let anywhere = Pointer(window: nil)
        try anywhere.press(keys: "Down")
        try anywhere.press(keys: "Return")
        _ = try app.waitFor("Yukon on the table") { $0.windows.first?.model.game == "yukon" }
        waitUntil("choosing a game closes Select Game") { windows(titled: "Select Game").isEmpty }
        try keys.press(keys: "ctrl+g")
        _ = try Pointer.waitForWindow(titled: "^Yukon Game Number$")
        try anywhere.press(keys: "ctrl+a")
        try anywhere.type("7")
        try anywhere.press(keys: "Return")
        let dealt = try app.waitFor("Yukon game 7") { file in
            file.windows.first?.model.seed == 7 && file.windows.first?.model.dealing == false
        }
        let yukon = try XCTUnwrap(dealt.windows.first)
        // Game 7's seven of diamonds, with the king and queen on it, onto the eight of spades.
        let seven = try XCTUnwrap(yukon.container("cards.tableau.5")?.item("7D"))
        let eight = try XCTUnwrap(yukon.container("cards.tableau.4")?.items.last)
        let moved = try app.drag(from: seven.point(down: 0.3), to: eight.point(), in: yukon)
        XCTAssertEqual(pile("cards.tableau.4", moved).suffix(4), ["8S", "7D", "KC", "QD"])
        try close(app, yukon)
        let again = try DeckhandProcess(arguments: [])
        defer { again.terminate() }
        let file = try again.waitFor("Yukon game 7 as it was left") { file in
            file.windows.first?.model.game == "yukon" && self.pile("cards.tableau.4", file).suffix(4) == ["8S", "7D", "KC", "QD"]
        }
        XCTAssertEqual(file.windows.first?.model.moves, 1)
    }

    /// Closes the table with Ctrl+W, as a player would, and waits for the app to end.
    private func close(_ app: DeckhandProcess, _ window: AutomationFile.Window) throws {
        try Pointer(window: window.xid).press(keys: "ctrl+w")
        waitUntil("closing the last window ends the app") { !app.process.isRunning }
    }
}

/// A saved FreeCell game with no way out: every column ends in a black card, every free cell
/// holds a king, no ace is free. The table says so once its solver has looked.
final class LostFreeCellTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=freecell"] }

    override func prepareData(in folder: URL) throws {
        let tops = [["AC", "2C"], ["AD", "2S"], ["AH", "4C"], ["AS", "4S"], ["3C", "6C"], ["3D", "6S"], ["3H", "8C"], ["3S", "8S"]]
        let cells = ["KC", "KD", "KH", "KS"]
        let used = Set(tops.flatMap { $0 } + cells)
        let ranks = ["A"] + (2...10).map(String.init) + ["J", "Q", "K"]
        let rest = ranks.flatMap { rank in ["C", "D", "H", "S"].map { rank + $0 } }.filter { !used.contains($0) }
        var piles: [String: [[String: Any]]] = [:]
        for (index, top) in tops.enumerated() {
            // The other 32 cards lie under the tops, four to a column.
            let under = Array(rest[(index * 4)..<(index * 4 + 4)])
            piles["cards.tableau.\(index)"] = (under + top).map { ["id": $0, "faceUp": true] }
        }
        for (index, king) in cells.enumerated() { piles["cards.cell.\(index)"] = [["id": king, "faceUp": true]] }
        for index in 0..<4 { piles["cards.foundation.\(index)"] = [] }
        let saved: [String: Any] = ["seed": 5, "moves": 30, "piles": piles]
        try JSONSerialization.data(withJSONObject: saved).write(to: folder.appendingPathComponent("freecell-game.json"))
    }

    func testDeal11982IsSaidToBeUnwinnableFromTheStart() throws {
        let app = try DeckhandProcess(arguments: ["--game=freecell", "--deal=11982"])
        defer { app.terminate() }
        // The solver takes about a second in a release build, longer in a debug one.
        let file = try app.waitFor("the solver's verdict", timeout: 90) { $0.windows.first?.model.winnable == false }
        XCTAssertEqual(file.windows.first?.model.status, "This deal cannot be won: start a new game (Ctrl+N)")
    }

    func testTheTableSaysWhenTheGameCanNoLongerBeWon() throws {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the solver's verdict") { $0.windows.first?.model.winnable == false }
        let model = try XCTUnwrap(file.windows.first?.model)
        XCTAssertEqual(model.status, "No way to win from here: undo, or start a new game")
        XCTAssertEqual(model.heading, "Game 5 · 30 moves")
        saveScreenshot(named: "freecell-lost")
    }
}
