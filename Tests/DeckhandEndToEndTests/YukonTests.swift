import Foundation
import XCTest

/// Real drags on the Yukon table, game 7: any face-up card moves with the cards on it, in
/// order or not.
final class YukonTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=yukon", "--deal=7"] }

    private func pile(_ name: String, _ file: AutomationFile) -> [String] {
        file.windows.first?.container(name)?.items.map(\.id) ?? []
    }

    func testAFaceUpCardCarriesTheCardsOnItWhateverTheirOrder() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the dealt table") { file in
            file.windows.first?.model.game == "yukon" && file.windows.first?.container("cards.tableau.6")?.items.last.map { $0.width > 0 } == true
        }
        let window = try XCTUnwrap(shown.windows.first)
        XCTAssertEqual(window.title, "Yukon")
        XCTAssertNil(window.container("cards.stock"), "Yukon has no stock")
        XCTAssertEqual(pile("cards.tableau.5", shown).suffix(3), ["7D", "KC", "QD"])
        // The seven of diamonds, with the king and queen on it, onto the eight of spades.
        let seven = try XCTUnwrap(window.container("cards.tableau.5")?.item("7D"))
        let eight = try XCTUnwrap(window.container("cards.tableau.4")?.items.last)
        let after = try app.drag(from: seven.point(down: 0.3), to: eight.point(), in: window)
        XCTAssertEqual(pile("cards.tableau.4", after).suffix(4), ["8S", "7D", "KC", "QD"])
        XCTAssertEqual(pile("cards.tableau.5", after).last, "3H")
        saveScreenshot(named: "yukon-move")
    }
}
