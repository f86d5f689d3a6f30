import Foundation
import XCTest

/// The card table at a phone's width (360 px, as on Linux phones with libadwaita), FreeCell
/// deal 1: eight columns and eight piles above them fit across with the gaps closed up, every
/// card inside the window, and cards still drag to a free cell and onto a column.
final class NarrowCardTableTests: CardTableTestCase {
    override var launchArguments: [String] { ["--game=freecell", "--deal=1"] }

    func testAPhoneWideTableFitsEveryPileAndStillPlays() throws {
        let app = try XCTUnwrap(app)
        let dealt = try app.waitFor("the dealt table") { file in
            file.windows.first?.container("cards.tableau.7")?.items.last.map { $0.width > 0 } == true
        }
        let wide = try XCTUnwrap(dealt.windows.first)
        let wideCard = try XCTUnwrap(wide.container("cards.tableau.0")?.items.last?.width)
        // One request, as a phone's screen makes: the window takes it and lays itself out narrow.
        try Pointer.xdotool(["windowsize", "\(wide.xid)", "360", "640"])
        let narrowed = try app.waitFor("360 px wide, the cards laid out again") { file in
            guard let window = file.windows.first, window.width <= 360,
                  let card = window.container("cards.tableau.7")?.items.last else { return false }
            return card.x + card.width <= 360 && card.width < wideCard
        }
        let window = try XCTUnwrap(narrowed.windows.first)
        let table = try XCTUnwrap(window.model.table)
        for container in window.containers {
            for card in container.items {
                XCTAssertGreaterThanOrEqual(card.x, table.x, "\(card.id) runs past the left edge")
                XCTAssertLessThanOrEqual(card.x + card.width, table.x + table.width, "\(card.id) runs past the right edge")
            }
        }
        for (name, frame) in window.model.pileFrames ?? [:] {
            XCTAssertLessThanOrEqual(frame.x + frame.width, table.x + table.width, "\(name) runs past the right edge")
        }
        let card = try XCTUnwrap(window.container("cards.tableau.0")?.items.last)
        XCTAssertGreaterThanOrEqual(card.width, 34, "cards stay big enough to read and to hit")
        saveScreenshot(named: "freecell-narrow")

        // The two of hearts to a free cell, the eight of diamonds onto the nine of clubs.
        let two = try XCTUnwrap(window.container("cards.tableau.2")?.items.last)
        let cell = try XCTUnwrap(window.model.pileFrames?["cards.cell.0"])
        var file = try app.drag(from: two.point(), to: cell.point(), in: window)
        XCTAssertEqual(file.windows.first?.container("cards.cell.0")?.items.map(\.id), ["2H"])
        let now = try XCTUnwrap(file.windows.first)
        let eight = try XCTUnwrap(now.container("cards.tableau.2")?.items.last)
        let nine = try XCTUnwrap(now.container("cards.tableau.1")?.items.last)
        file = try app.drag(from: eight.point(), to: nine.point(), in: now)
        XCTAssertEqual(file.windows.first?.container("cards.tableau.1")?.items.suffix(2).map(\.id), ["9C", "8D"])
        // The header bar has room for the moves only: the game's number gives way.
        XCTAssertEqual(file.windows.first?.model.heading, "2 moves")
    }
}
