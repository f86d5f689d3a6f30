import Foundation
import XCTest

/// Real drags on the Klondike table, game 7: tableau tops 4D 6D JS 7S 3C 8D AC.
final class CardTableTests: CardTableTestCase {
    private func shownTable() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the dealt table") { file in
            guard let window = file.windows.first, window.kind == "cards" else { return false }
            return window.container("cards.tableau.6")?.items.last.map { $0.width > 0 } == true
        }
        return (app, try XCTUnwrap(file.windows.first))
    }

    private func pile(_ name: String, _ file: AutomationFile) -> [String] {
        file.windows.first?.container(name)?.items.map(\.id) ?? []
    }

    private func card(_ id: String, in name: String, _ window: AutomationFile.Window) throws -> AutomationFile.Item {
        try XCTUnwrap(window.container(name)?.item(id), "\(id) in \(name)")
    }

    func testTheTableIsDealtAsGameSeven() throws {
        let (_, window) = try shownTable()
        let tops = (0..<7).compactMap { window.container("cards.tableau.\($0)")?.items.last?.id }
        XCTAssertEqual(tops, ["4D", "6D", "JS", "7S", "3C", "8D", "AC"])
        XCTAssertEqual(window.container("cards.stock")?.items.count, 24)
        XCTAssertEqual(window.title, "Klondike")
    }

    func testALegalMoveThenARunMoveBetweenTableauPiles() throws {
        let (app, window) = try shownTable()
        try app.drag(from: try card("6D", in: "cards.tableau.1", window).point(down: 0.15),
                     to: try card("7S", in: "cards.tableau.3", window).point(), in: window)
        let moved = try app.waitFor("6D on 7S") { self.pile("cards.tableau.3", $0).suffix(2) == ["7S", "6D"] }

        let now = try XCTUnwrap(moved.windows.first)
        try app.drag(from: try card("7S", in: "cards.tableau.3", now).point(down: 0.08),
                     to: try card("8D", in: "cards.tableau.5", now).point(), in: now)
        let after = try app.waitFor("the run 7S 6D on 8D") { self.pile("cards.tableau.5", $0).suffix(3) == ["8D", "7S", "6D"] }
        XCTAssertFalse(pile("cards.tableau.3", after).contains("7S"))
    }

    func testARunTravelsFannedWithEveryCardShowingAndLeavesItsPile() throws {
        let (app, window) = try shownTable()
        let pointer = Pointer(window: window.xid)
        try pointer.drag(from: try card("6D", in: "cards.tableau.1", window).point(down: 0.15),
                         to: try card("7S", in: "cards.tableau.3", window).point())
        let moved = try XCTUnwrap(app.waitFor("6D on 7S") { self.pile("cards.tableau.3", $0).suffix(2) == ["7S", "6D"] }.windows.first)
        let seven = try card("7S", in: "cards.tableau.3", moved)
        let eight = try card("8D", in: "cards.tableau.5", moved)
        try pointer.beginDrag(from: seven.point(down: 0.08), to: eight.point())
        defer { try? pointer.release() }
        // In flight, over the eight, which takes it: on a busy machine the pointer may still be
        // on its way, over piles that refuse the run.
        let carried = try app.waitFor("the eight of diamonds to take the run in flight") {
            $0.windows.first?.model.drag?.cards == ["7S", "6D"] && $0.windows.first?.model.drag?.refused == false
                && $0.windows.first?.container("cards.tableau.5")?.drop != nil
        }
        let drag = try XCTUnwrap(carried.windows.first?.model.drag)
        XCTAssertEqual(drag.pictured, 2, "the picture shows both cards of the run")
        saveScreenshot(named: "klondike-run-in-flight")
    }

    func testAnIllegalPlaceShowsTheDragAsRefused() throws {
        let (app, window) = try shownTable()
        let pointer = Pointer(window: window.xid)
        try pointer.beginDrag(from: try card("4D", in: "cards.tableau.0", window).point(),
                              to: try card("JS", in: "cards.tableau.2", window).point())
        defer { try? pointer.release() }
        let refused = try app.waitFor("the drag marked refused") { $0.windows.first?.model.drag?.refused == true }
        XCTAssertEqual(refused.windows.first?.model.drag?.cards, ["4D"])
        saveScreenshot(named: "klondike-refused")
    }

    func testCardsHeldOverTheirOwnPileAreNotRefusedAndGoBack() throws {
        let (app, window) = try shownTable()
        let pointer = Pointer(window: window.xid)
        let six = try card("6D", in: "cards.tableau.1", window)
        let start = six.point(down: 0.15)
        try pointer.beginDrag(from: start, to: (start.x + 6, start.y + 60))
        let held = try app.waitFor("the six held over its own pile") { $0.windows.first?.containers.contains { $0.drop == "back" } == true }
        XCTAssertEqual(held.windows.first?.model.drag?.refused, false, "no no-entry sign over the pile the card came from")
        saveScreenshot(named: "klondike-held-over-own-pile")
        try pointer.release()
        let after = try app.waitUntilAtRest(window)
        XCTAssertEqual(pile("cards.tableau.1", after).last, "6D")
        XCTAssertEqual(after.windows.first?.model.heading, "Game 7 · Score 0 · 0 moves", "going back is no move")
    }

    func testAnIllegalDropIsRefusedAndNothingChanges() throws {
        let (app, window) = try shownTable()
        let before = try XCTUnwrap(app.snapshot())
        let after = try app.drag(from: try card("4D", in: "cards.tableau.0", window).point(),
                                 to: try card("JS", in: "cards.tableau.2", window).point(), in: window) {
            $0.containers.contains { $0.drop == "refused" }
        }
        for index in 0..<7 {
            XCTAssertEqual(pile("cards.tableau.\(index)", after), pile("cards.tableau.\(index)", before))
        }
    }

    func testClickingTheStockDealsACard() throws {
        let (app, window) = try shownTable()
        let stock = try XCTUnwrap(window.container("cards.stock")?.items.last)
        try Pointer(window: window.xid).click(at: stock.point())
        let after = try app.waitFor("a card on the waste") { self.pile("cards.waste", $0).count == 1 }
        XCTAssertEqual(after.windows.first?.container("cards.stock")?.items.count, 23)
        XCTAssertEqual(pile("cards.waste", after), [stock.id])
    }

    func testDoubleClickingAnAceSendsItHomeAndUndoBringsItBack() throws {
        let (app, window) = try shownTable()
        let ace = try card("AC", in: "cards.tableau.6", window)
        try Pointer.xdotool(["mousemove", "--window", "\(window.xid)", "\(ace.point().x)", "\(ace.point().y)", "click", "--repeat", "2", "--delay", "80", "1"])
        _ = try app.waitFor("the ace on a foundation") { file in
            (0..<4).contains { self.pile("cards.foundation.\($0)", file) == ["AC"] }
        }
        try Pointer(window: window.xid).press(keys: "ctrl+z")
        let undone = try app.waitFor("the ace back on its pile") { self.pile("cards.tableau.6", $0).last == "AC" }
        XCTAssertTrue((0..<4).allSatisfy { pile("cards.foundation.\($0)", undone).isEmpty })
    }

    func testAGameInProgressComesBackOnTheNextStart() throws {
        let (app, window) = try shownTable()
        try app.drag(from: try card("6D", in: "cards.tableau.1", window).point(down: 0.15),
                     to: try card("7S", in: "cards.tableau.3", window).point(), in: window)
        let moved = try app.waitFor("6D on 7S") { self.pile("cards.tableau.3", $0).suffix(2) == ["7S", "6D"] }
        app.terminate()

        let again = try DeckhandProcess(arguments: [])
        defer { again.terminate() }
        let restored = try again.waitFor("the saved game") { $0.windows.first?.kind == "cards" && !$0.windows[0].containers.isEmpty }
        for index in 0..<7 {
            XCTAssertEqual(pile("cards.tableau.\(index)", restored), pile("cards.tableau.\(index)", moved))
        }
    }

    func testPlayingFromTheKeyboard() throws {
        let (app, window) = try shownTable()
        let pointer = Pointer(window: window.xid)
        for key in ["Right", "space"] { try pointer.press(keys: key) }
        _ = try app.waitFor("the pick-up announcement") {
            $0.windows.first?.model.announcement?.hasPrefix("Picked up Six of diamonds") == true
        }
        // Enter drops as Space does: a card is a button.
        for key in ["Right", "Right", "Return"] { try pointer.press(keys: key) }
        let after = try app.waitFor("6D on 7S") { self.pile("cards.tableau.3", $0).suffix(2) == ["7S", "6D"] }
        XCTAssertEqual(after.windows.first?.model.announcement, "Six of diamonds moved to Tableau 4")
        // The next change to the game (Undo here) puts the how-to-play line back.
        try pointer.press(keys: "ctrl+z")
        let undone = try app.waitFor("6D back on its pile") { self.pile("cards.tableau.1", $0).last == "6D" }
        XCTAssertEqual(undone.windows.first?.model.announcement, "")
        XCTAssertEqual(undone.windows.first?.model.status?.hasPrefix("Draw one · "), true, undone.windows.first?.model.status ?? "")
    }

    /// Drawing three, the waste fans its top three cards, the top one at the fan's far end,
    /// more than a card's width from where the waste begins: it is picked up where it shows
    /// (the waste once took presses only within its first card's width) and laid on a column.
    func testTheTopCardOfAWasteDrawnThreeAtATimeIsPickedUpWhereItShows() throws {
        app?.terminate()
        let fan = ["2C", "5D", "QH"]
        var rest = ["C", "D", "H", "S"].flatMap { suit in
            ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"].map { $0 + suit }
        }.filter { !fan.contains($0) && $0 != "KS" }
        var piles: [String: [[String: Any]]] = ["cards.tableau.0": [["id": "KS", "faceUp": true]]]
        for index in 1..<7 {
            piles["cards.tableau.\(index)"] = rest.prefix(index + 1).enumerated().map { ["id": $0.element, "faceUp": $0.offset == index] }
            rest.removeFirst(index + 1)
        }
        piles["cards.waste"] = (rest.prefix(6) + fan).map { ["id": $0, "faceUp": true] }
        piles["cards.stock"] = rest.dropFirst(6).map { ["id": $0, "faceUp": false] }
        for index in 0..<4 { piles["cards.foundation.\(index)"] = [] }
        try saveKlondikeGame(piles, seed: 5, drawMode: 3, score: 0, moves: 6)

        let app = try DeckhandProcess(arguments: [])
        self.app = app
        let file = try app.waitFor("the saved game") { $0.windows.first?.container("cards.waste")?.items.last?.width ?? 0 > 0 }
        let window = try XCTUnwrap(file.windows.first)
        XCTAssertEqual(window.model.status?.hasPrefix("Draw three · "), true, window.model.status ?? "")
        let queen = try card("QH", in: "cards.waste", window)
        let fanStart = try card("2C", in: "cards.waste", window)
        let press = queen.point(across: 0.8)
        XCTAssertGreaterThan(press.x, fanStart.x + queen.width, "the press lands beyond the waste's first card")
        let king = try card("KS", in: "cards.tableau.0", window)
        let after = try app.drag(from: press, to: king.point(down: 0.7), in: window)
        XCTAssertEqual(after.windows.first?.container("cards.tableau.0")?.items.map(\.id), ["KS", "QH"])
        XCTAssertEqual(after.windows.first?.container("cards.waste")?.items.suffix(2).map(\.id), ["2C", "5D"])
    }

    /// Saves a Klondike game with `piles` (each card's ID and whether it is face up, by pile)
    /// as the game to open, the way the app saves one.
    private func saveKlondikeGame(_ piles: [String: [[String: Any]]], seed: Int, drawMode: Int, score: Int, moves: Int) throws {
        let saved: [String: Any] = ["seed": seed, "drawMode": drawMode, "score": score, "moves": moves, "piles": piles]
        let folder = try XCTUnwrap(dataHome)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try JSONSerialization.data(withJSONObject: saved).write(to: folder.appendingPathComponent("klondike-game.json"))
    }

    /// A saved game whose first column holds six face-down cards under the thirteen face-up
    /// cards from K♠ down to A♠ (the longest column Klondike makes), the rest dealt about.
    private func saveLongColumnGame() throws {
        let ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
        let run = ranks.enumerated().map { $0.element + ["S", "H", "C", "D"][$0.offset % 4] }
        var rest = ["C", "D", "H", "S"].flatMap { suit in ranks.reversed().map { $0 + suit } }.filter { !run.contains($0) }
        var piles: [String: [[String: Any]]] = [:]
        piles["cards.tableau.0"] = rest.prefix(6).map { ["id": $0, "faceUp": false] } + run.map { ["id": $0, "faceUp": true] }
        rest.removeFirst(6)
        piles["cards.stock"] = rest.prefix(20).map { ["id": $0, "faceUp": false] }
        rest.removeFirst(20)
        for index in 1..<7 { piles["cards.tableau.\(index)"] = [["id": rest[index - 1], "faceUp": true]] }
        piles["cards.waste"] = rest.dropFirst(6).map { ["id": $0, "faceUp": true] }
        for index in 0..<4 { piles["cards.foundation.\(index)"] = [] }
        try saveKlondikeGame(piles, seed: 5, drawMode: 1, score: 0, moves: 30)
    }

    /// At 800x600 and at the screen's full size, the 19-card column fits with the cards at
    /// the size they have at the deal: its fan tightens until every face-up card shows its
    /// rank (0.21 of a card's width), the last card is inside the window, and the window keeps
    /// the size it was given.
    func testTheLongestColumnFitsWithEveryRankShowingAtAnySize() throws {
        app?.terminate()
        try saveLongColumnGame()
        let app = try DeckhandProcess(arguments: [])
        self.app = app
        let first = try app.waitFor("the saved game") { $0.windows.first?.container("cards.tableau.0")?.items.count == 19 }
        let xid = try XCTUnwrap(first.windows.first?.xid)
        for (width, height) in [(800, 600), (1280, 800)] {
            try Pointer.xdotool(["windowsize", "\(xid)", "\(width)", "\(height)"])
            // The X window includes the client-side shadow: the window's own size is a little less.
            let file = try app.waitFor("the window at \(width)x\(height)") { file in
                guard let window = file.windows.first, window.width <= width, window.width > width - 80,
                      window.height <= height, window.height > height - 80 else { return false }
                return window.model.table != nil
            }
            // A moment for the layout to settle at that size.
            Thread.sleep(forTimeInterval: 0.5)
            let window = try XCTUnwrap(app.snapshot()?.windows.first ?? file.windows.first)
            XCTAssertLessThanOrEqual(window.width, width, "the window did not grow itself")
            XCTAssertLessThanOrEqual(window.height, height, "the window did not grow itself")
            let table = try XCTUnwrap(window.model.table)
            let cards = try XCTUnwrap(window.container("cards.tableau.0")?.items)
            let cardWidth = Double(try XCTUnwrap(cards.last?.width))
            for card in cards.dropLast() where card.label != "Face-down card" {
                XCTAssertGreaterThanOrEqual(Double(card.height), (cardWidth * 0.21).rounded(.down) - 1, "\(card.label) at \(width)x\(height)")
            }
            let last = try XCTUnwrap(cards.last)
            XCTAssertEqual(Double(last.height), (cardWidth * 1.4).rounded(), accuracy: 1, "the last card is whole")
            XCTAssertLessThanOrEqual(last.y + last.height, table.y + table.height, "inside the table at \(width)x\(height)")
            // The deal's size at 800x600 (Klondike's roomy column sets it): they once shrank to 58 px.
            XCTAssertGreaterThanOrEqual(cardWidth, width == 800 ? 75 : 100, "cards keep their size at \(width)x\(height)")
            if width == 800 { saveScreenshot(named: "klondike-long-column-800x600") }
        }
    }

    func testSendingTheLastCardHomeWinsTheGame() throws {
        app?.terminate()
        // A saved game one card from the end: every card home but the king of spades.
        let suits = ["C", "D", "H", "S"]
        let ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
        var piles: [String: [[String: Any]]] = ["cards.stock": [], "cards.waste": []]
        for (index, suit) in suits.enumerated() {
            let cards = suit == "S" ? ranks.dropLast() : ranks[...]
            piles["cards.foundation.\(index)"] = cards.map { ["id": $0 + suit, "faceUp": true] }
        }
        for index in 0..<7 { piles["cards.tableau.\(index)"] = index == 0 ? [["id": "KS", "faceUp": true]] : [] }
        try saveKlondikeGame(piles, seed: 99, drawMode: 1, score: 500, moves: 120)

        let app = try DeckhandProcess(arguments: [])
        self.app = app
        let file = try app.waitFor("the saved game") { $0.windows.first?.container("cards.tableau.0")?.items.first?.width ?? 0 > 0 }
        let window = try XCTUnwrap(file.windows.first)
        let king = try card("KS", in: "cards.tableau.0", window)
        try Pointer.xdotool(["mousemove", "--window", "\(window.xid)", "\(king.point().x)", "\(king.point().y)", "click", "--repeat", "2", "--delay", "80", "1"])
        _ = try app.waitFor("the win") { $0.windows.first?.model.won == true }
        // The classic cascade: the cards bounce off the foundations until a key ends it.
        _ = try app.waitFor("the cascade") { $0.windows.first?.model.celebrating == true }
        Thread.sleep(forTimeInterval: 1.5)
        saveScreenshot(named: "klondike-won")
        try Pointer(window: window.xid).press(keys: "Escape")
        let after = try app.waitFor("the cascade skipped") { $0.windows.first?.model.celebrating == false }
        XCTAssertEqual(after.windows.first?.container("cards.foundation.3")?.items.count, 13, "every card home again")
    }
}
