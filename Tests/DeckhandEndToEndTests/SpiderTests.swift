import Foundation
import XCTest

/// Real drags and clicks on the Spider table, one suit, game 3 (tops, left to right: 2 6 Q 9
/// 9 A 4 3 8 5): a card onto one a rank higher, a refused drop, the stock dealing a card onto
/// every column, and undo.
final class SpiderTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=spider", "--deal=3"] }

    private func shownTable() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the dealt table") { file in
            guard let window = file.windows.first, window.model.game == "spider" else { return false }
            return window.container("cards.tableau.9")?.items.last.map { $0.width > 0 } == true
        }
        return (app, try XCTUnwrap(file.windows.first))
    }

    private func pile(_ name: String, _ file: AutomationFile) -> [AutomationFile.Item] {
        file.windows.first?.container(name)?.items ?? []
    }

    private func top(of name: String, _ window: AutomationFile.Window) throws -> AutomationFile.Item {
        try XCTUnwrap(window.container(name)?.items.last, "the top of \(name)")
    }

    /// The rank printed on the card `id` ("9S-4" → "9").
    private func rank(_ id: String?) -> String {
        String((id ?? "").prefix { $0 != "S" && $0 != "H" && $0 != "D" && $0 != "C" })
    }

    func testGameThreeIsDealtInOneSuit() throws {
        let (_, window) = try shownTable()
        XCTAssertEqual(window.title, "Spider")
        XCTAssertEqual(window.model.heading, "Game 3 · 0 moves")
        XCTAssertEqual((0..<10).map { window.container("cards.tableau.\($0)")?.items.count ?? 0 }, [6, 6, 6, 6, 5, 5, 5, 5, 5, 5])
        XCTAssertEqual((0..<10).map { rank(window.container("cards.tableau.\($0)")?.items.last?.id) }, ["2", "6", "Q", "9", "9", "A", "4", "3", "8", "5"])
        XCTAssertEqual(window.container("cards.stock")?.items.count, 50)
        XCTAssertEqual((0..<8).compactMap { window.container("cards.foundation.\($0)") }.count, 8)
        let ids = window.containers.flatMap(\.items).map(\.id)
        XCTAssertEqual(Set(ids).count, 104, "104 cards, each once")
        XCTAssertTrue(ids.allSatisfy { $0.contains("S") }, "spades only")
    }

    func testACardGoesOnOneHigherTheStockDealsToEveryColumnAndUndoTakesItBack() throws {
        let (app, window) = try shownTable()
        // The eight onto a nine: the card under the eight turns face up.
        let eight = try top(of: "cards.tableau.8", window)
        var file = try app.drag(from: eight.point(), to: try top(of: "cards.tableau.3", window).point(), in: window)
        XCTAssertEqual(pile("cards.tableau.3", file).suffix(2).map { rank($0.id) }, ["9", "8"])
        XCTAssertEqual(pile("cards.tableau.3", file).last?.id, eight.id)
        XCTAssertEqual(pile("cards.tableau.8", file).count, 4)
        XCTAssertNotEqual(pile("cards.tableau.8", file).last?.label, "Face-down card", "the card under the eight turned face up")
        XCTAssertEqual(file.windows.first?.model.heading, "Game 3 · 1 move")

        // The five onto the queen is refused: nothing moves.
        var now = try XCTUnwrap(file.windows.first)
        let five = try top(of: "cards.tableau.9", now)
        file = try app.drag(from: five.point(), to: try top(of: "cards.tableau.2", now).point(), in: now)
        XCTAssertEqual(pile("cards.tableau.9", file).last?.id, five.id)
        XCTAssertEqual(pile("cards.tableau.2", file).count, 6)

        // A click on the stock deals a card face up onto every column.
        now = try XCTUnwrap(file.windows.first)
        let counts = (0..<10).map { pile("cards.tableau.\($0)", file).count }
        try Pointer(window: now.xid).click(at: try top(of: "cards.stock", now).point())
        file = try app.waitFor("a card dealt onto every column") { file in
            file.windows.first?.container("cards.stock")?.items.count == 40
        }
        now = try XCTUnwrap(file.windows.first)
        XCTAssertEqual((0..<10).map { pile("cards.tableau.\($0)", file).count }, counts.map { $0 + 1 })
        XCTAssertTrue((0..<10).allSatisfy { pile("cards.tableau.\($0)", file).last?.label != "Face-down card" })
        XCTAssertEqual(now.model.pileInfo, "4 deals left · Suits home 0 of 8")
        saveScreenshot(named: "spider-dealt")

        try Pointer(window: now.xid).press(keys: "ctrl+z")
        file = try app.waitFor("the deal taken back") { file in
            file.windows.first?.container("cards.stock")?.items.count == 50
        }
        XCTAssertEqual((0..<10).map { pile("cards.tableau.\($0)", file).count }, counts)
    }

    /// H asks the solver (off the main thread) for the first move of a winning line, and the
    /// status line names it.
    func testHintNamesAMoveFromTheSolver() throws {
        let (app, window) = try shownTable()
        try Pointer(window: window.xid).press(keys: "h")
        let hinted = try app.waitFor("the hint") { $0.windows.first?.model.status?.hasPrefix("Move ") == true }
        let status = try XCTUnwrap(hinted.windows.first?.model.status)
        XCTAssertTrue(status.contains(" of spades to Tableau "), status)
    }
}
