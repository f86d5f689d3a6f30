import Foundation
import XCTest

/// Real drags and clicks on the Forty Thieves table, game 12 (tops, left to right: 8D-2 6D-2 5D-2 3H
/// 2H-2 6H-2 JH 8C-2 JD-2 4D): a card onto one a rank higher in its suit, a refused drop, the stock
/// turning a card onto the waste, and undo.
final class FortyThievesTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=forty-thieves", "--deal=12"] }

    private func pile(_ name: String, _ file: AutomationFile) -> [String] {
        file.windows.first?.container(name)?.items.map(\.id) ?? []
    }

    private func top(of name: String, _ window: AutomationFile.Window) throws -> AutomationFile.Item {
        try XCTUnwrap(window.container(name)?.items.last, "the top of \(name)")
    }

    func testCardsBuildDownInSuitAndTheStockTurnsACard() throws {
        let app = try XCTUnwrap(app)
        let dealt = try app.waitFor("the dealt table") { file in
            file.windows.first?.model.game == "forty-thieves" && file.windows.first?.container("cards.tableau.9")?.items.last.map { $0.width > 0 } == true
        }
        var window = try XCTUnwrap(dealt.windows.first)
        XCTAssertEqual(window.title, "Forty Thieves")
        XCTAssertEqual((0..<10).compactMap { window.container("cards.tableau.\($0)")?.items.last?.id },
                       ["8D-2", "6D-2", "5D-2", "3H", "2H-2", "6H-2", "JH", "8C-2", "JD-2", "4D"])
        XCTAssertEqual(window.container("cards.stock")?.items.count, 64)
        XCTAssertEqual(window.model.pileInfo, "Stock 64 · Home 0 of 104")

        // The two of hearts onto the three of hearts.
        var file = try app.drag(from: try top(of: "cards.tableau.4", window).point(), to: try top(of: "cards.tableau.3", window).point(), in: window)
        XCTAssertEqual(pile("cards.tableau.3", file).suffix(2), ["3H", "2H-2"])
        XCTAssertEqual(file.windows.first?.model.heading, "Game 12 · 1 move")

        // The eight of diamonds onto the six of diamonds is refused.
        window = try XCTUnwrap(file.windows.first)
        file = try app.drag(from: try top(of: "cards.tableau.0", window).point(), to: try top(of: "cards.tableau.1", window).point(), in: window)
        XCTAssertEqual(pile("cards.tableau.0", file).last, "8D-2")
        XCTAssertEqual(pile("cards.tableau.1", file).count, 4)

        // The stock turns its top card onto the waste; Ctrl+Z turns it back.
        window = try XCTUnwrap(file.windows.first)
        try Pointer(window: window.xid).click(at: try top(of: "cards.stock", window).point())
        file = try app.waitFor("a card on the waste") { self.pile("cards.waste", $0).count == 1 }
        XCTAssertEqual(file.windows.first?.container("cards.stock")?.items.count, 63)
        XCTAssertEqual(file.windows.first?.model.pileInfo, "Stock 63 · Home 0 of 104")
        saveScreenshot(named: "forty-thieves-moves")
        try Pointer(window: window.xid).press(keys: "ctrl+z")
        file = try app.waitFor("the card back in the stock") { self.pile("cards.waste", $0).isEmpty }
        XCTAssertEqual(file.windows.first?.container("cards.stock")?.items.count, 64)
    }
}
