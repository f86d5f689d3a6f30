import Foundation
import XCTest

/// The gallery in Hebrew: GTK lays the grid out right to left, and a card dragged past
/// another lands after it in reading order, where the pointer left it.
final class RightToLeftGalleryTests: DeckhandTestCase {
    override var launchArguments: [String] { ["--window=gallery"] }
    override var launchEnvironment: [String: String] { TranslatedLocale.hebrew.environment }

    override func setUpWithError() throws {
        try requireLocale(TranslatedLocale.hebrew.rawValue)
        try super.setUpWithError()
    }

    private func grid(_ file: AutomationFile) -> AutomationFile.Container? {
        file.windows.first?.container("gallery.grid")
    }

    func testACardDraggedLeftwardsPastAnotherLandsAfterIt() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the gallery's cards on screen") { file in
            guard let grid = self.grid(file), file.windows.first?.xid != 0 else { return false }
            return grid.items.count >= 12 && grid.items.allSatisfy { $0.width > 0 }
        }
        let window = try XCTUnwrap(shown.windows.first)
        let items = try XCTUnwrap(grid(shown)?.items)
        XCTAssertGreaterThan(items[0].x, items[1].x, "the first card is on the right")
        XCTAssertGreaterThan(items[1].x, items[2].x)
        XCTAssertEqual(items.first { $0.id == "p1" }?.label, "נמל", "the cards' names are Hebrew")

        let dragged = items[0]
        let past = items[2]
        // Over the far (left) side of the third card.
        let target = (x: past.x + past.width / 5, y: past.y + past.height / 2)
        try app.drag(from: dragged.point(), to: target, in: window)

        let expected = [items[1].id, items[2].id, dragged.id] + items[3...].map(\.id)
        let after = try app.waitFor("the card after \(past.label)") { self.grid($0)?.items.map(\.id) == expected }
        let frames = try XCTUnwrap(grid(after)?.items)
        XCTAssertLessThan(frames[2].x, frames[1].x, "it shows left of the card it followed")
    }
}

