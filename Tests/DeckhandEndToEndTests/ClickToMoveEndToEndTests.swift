import Foundation
import XCTest

/// With Click to Move on (Aisleriot's option), a click on a card picks it up and a click on a
/// pile puts it there; real clicks through xdotool, the game and the status line checked after.
final class ClickToMoveCardTableTests: CardTableTestCase {
    /// Deckhand's settings file in the test's data folder, with Click to Move on.
    override func prepareData(in folder: URL) throws {
        try writeSettings("click-to-move=true", in: folder)
    }

    func testAClickPicksACardUpAndAClickOnAPilePutsItThere() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the dealt table") { $0.windows.first?.container("cards.tableau.6")?.items.last.map { $0.width > 0 } == true }
        let window = try XCTUnwrap(shown.windows.first)
        let pointer = Pointer(window: window.xid)
        let six = try XCTUnwrap(window.container("cards.tableau.1")?.item("6D"))
        let seven = try XCTUnwrap(window.container("cards.tableau.3")?.item("7S"))

        try pointer.click(at: six.point(down: 0.15))
        let held = try app.waitFor("the six held") { $0.windows.first?.container("cards.tableau.1")?.moving == true }
        XCTAssertEqual(held.windows.first?.model.announcement, "Picked up Six of diamonds, position 2 of 2")
        saveScreenshot(named: "click-to-move-held")

        try pointer.click(at: seven.point())
        let moved = try app.waitFor("the six on the seven") { $0.windows.first?.container("cards.tableau.3")?.items.last?.id == "6D" }
        XCTAssertEqual(moved.windows.first?.container("cards.tableau.1")?.items.map(\.id).contains("6D"), false)
        XCTAssertEqual(moved.windows.first?.model.announcement, "Six of diamonds moved to Tableau 4, position 5 of 5")
        try app.waitUntilAtRest(window)

        // Picked up and clicked again (apart: a double-click sends a card home): put back,
        // nothing moves.
        let top = try XCTUnwrap(moved.windows.first?.container("cards.tableau.6")?.items.last)
        try pointer.click(at: top.point(down: 0.5))
        _ = try app.waitFor("the card held") { $0.windows.first?.container("cards.tableau.6")?.moving == true }
        Thread.sleep(forTimeInterval: 0.6)
        try pointer.click(at: top.point(down: 0.5))
        let back = try app.waitUntilAtRest(window)
        XCTAssertEqual(back.windows.first?.container("cards.tableau.6")?.items.last?.id, top.id)
        XCTAssertEqual(back.windows.first?.model.announcement?.hasPrefix("Cancelled, "), true, back.windows.first?.model.announcement ?? "")

        // Escape puts a held card back too.
        Thread.sleep(forTimeInterval: 0.6)
        try pointer.click(at: top.point(down: 0.5))
        _ = try app.waitFor("the card held again") { $0.windows.first?.container("cards.tableau.6")?.moving == true }
        try pointer.tap(key: "Escape")
        let escaped = try app.waitUntilAtRest(window)
        XCTAssertEqual(escaped.windows.first?.container("cards.tableau.6")?.items.last?.id, top.id)
    }
}

/// Click to Move in the gallery's grid: a plain click picks a tile up, a click on another
/// tile puts it there; a Ctrl+click still selects.
final class ClickToMoveGalleryTests: CardTableTestCase {
    override var launchArguments: [String] { ["--window=gallery", "--page=grid"] }

    override func prepareData(in folder: URL) throws {
        try writeSettings("click-to-move=true", in: folder)
    }

    func testAClickPicksATileUpAndAClickOnAnotherPutsItThere() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the gallery's cards on screen") { file in
            guard let grid = file.windows.first?.container("gallery.grid") else { return false }
            return grid.items.count >= 12 && grid.items.allSatisfy { $0.width > 0 }
        }
        let window = try XCTUnwrap(shown.windows.first)
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let before = grid.items.map(\.id)
        let pointer = Pointer(window: window.xid)

        try pointer.click(at: grid.items[0].point())
        let held = try app.waitFor("the first tile held") { $0.windows.first?.container("gallery.grid")?.moving == true }
        XCTAssertEqual(held.windows.first?.model.announcement?.hasPrefix("Picked up \(grid.items[0].label)"), true,
                       held.windows.first?.model.announcement ?? "")
        saveScreenshot(named: "click-to-move-gallery-held")
        Thread.sleep(forTimeInterval: 0.6)
        // The right half of the fourth tile: after it.
        try pointer.click(at: grid.items[3].point(across: 0.8))
        var expected = before
        expected.insert(expected.removeFirst(), at: 3)
        _ = try app.waitFor("the first tile after the fourth") { $0.windows.first?.model.order == expected }
        // Put down: the tiles slide into place and then rest.
        try app.waitUntilAtRest(window)
    }
}
