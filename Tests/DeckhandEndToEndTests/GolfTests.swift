import Foundation
import XCTest

/// Real drags and clicks on the Golf table, game 1 (the king of spades home; tops, left to
/// right: QC 4S 6C 7C AS 5C AH; the stock's top card 7S): a card a rank below the foundation's
/// top onto it, a refused drop, the stock turning a card onto the foundation, and undo.
final class GolfTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=golf", "--deal=1"] }

    private func pile(_ name: String, _ file: AutomationFile) -> [String] {
        file.windows.first?.container(name)?.items.map(\.id) ?? []
    }

    private func top(of name: String, _ window: AutomationFile.Window) throws -> AutomationFile.Item {
        try XCTUnwrap(window.container(name)?.items.last, "the top of \(name)")
    }

    func testColumnTopsGoHomeARankApartAndTheStockTurnsACard() throws {
        let app = try XCTUnwrap(app)
        let dealt = try app.waitFor("the dealt table") { file in
            file.windows.first?.model.game == "golf" && file.windows.first?.container("cards.tableau.6")?.items.last.map { $0.width > 0 } == true
        }
        var window = try XCTUnwrap(dealt.windows.first)
        XCTAssertEqual(window.title, "Golf")
        XCTAssertEqual((0..<7).compactMap { window.container("cards.tableau.\($0)")?.items.last?.id },
                       ["QC", "4S", "6C", "7C", "AS", "5C", "AH"])
        XCTAssertEqual(pile("cards.foundation.0", dealt), ["KS"])
        XCTAssertEqual(window.model.pileInfo, "Stock 16 · On the columns 35 of 35")

        // The queen of clubs onto the king of spades.
        var file = try app.drag(from: try top(of: "cards.tableau.0", window).point(), to: try top(of: "cards.foundation.0", window).point(), in: window)
        XCTAssertEqual(pile("cards.foundation.0", file), ["KS", "QC"])
        XCTAssertEqual(file.windows.first?.model.heading, "Game 1 · 1 move")
        XCTAssertEqual(file.windows.first?.model.pileInfo, "Stock 16 · On the columns 34 of 35")

        // The four of spades onto the queen is refused.
        window = try XCTUnwrap(file.windows.first)
        file = try app.drag(from: try top(of: "cards.tableau.1", window).point(), to: try top(of: "cards.foundation.0", window).point(), in: window)
        XCTAssertEqual(pile("cards.tableau.1", file).last, "4S")
        XCTAssertEqual(pile("cards.foundation.0", file), ["KS", "QC"])

        // The stock turns its top card onto the foundation; Ctrl+Z turns it back.
        window = try XCTUnwrap(file.windows.first)
        try Pointer(window: window.xid).click(at: try top(of: "cards.stock", window).point())
        file = try app.waitFor("a card turned home") { self.pile("cards.foundation.0", $0).last == "7S" }
        XCTAssertEqual(file.windows.first?.model.pileInfo, "Stock 15 · On the columns 34 of 35")
        saveScreenshot(named: "golf-moves")
        try Pointer(window: window.xid).press(keys: "ctrl+z")
        file = try app.waitFor("the card back in the stock") { self.pile("cards.foundation.0", $0).last == "QC" }
        XCTAssertEqual(file.windows.first?.container("cards.stock")?.items.count, 16)
    }
}
