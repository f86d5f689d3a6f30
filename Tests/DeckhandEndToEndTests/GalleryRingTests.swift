import Foundation
import XCTest

/// Real drags on the gallery's custom layout: cards seated around a ring.
final class GalleryRingTests: DeckhandTestCase {
    override var launchArguments: [String] { ["--page=custom"] }

    private func shownRing() throws -> (DeckhandProcess, AutomationFile.Window, AutomationFile.Container) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the ring on screen") { file in
            file.windows.first?.container("gallery.custom")?.items.first.map { $0.width > 0 } == true
                && file.windows.first?.model.page == "custom"
        }
        let window = try XCTUnwrap(file.windows.first)
        return (app, window, try XCTUnwrap(window.container("gallery.custom")))
    }

    func testTheKeyboardMovesACardAroundTheRing() throws {
        let (app, window, ring) = try shownRing()
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: ring.items[0].point())
        for key in ["space", "Right", "space"] { try pointer.press(keys: key) }
        var expected = ring.items.map(\.id)
        expected.swapAt(0, 1)
        _ = try app.waitFor("the top card one seat on") { $0.windows.first?.model.ring == expected }
    }

    func testACardDroppedOnAnotherSeatTakesIt() throws {
        let (app, window, ring) = try shownRing()
        XCTAssertEqual(Set(ring.items.map(\.y)).count > 2, true, "the cards sit on a ring, not a row")
        let top = ring.items[0]
        let opposite = ring.items[4]

        try Pointer(window: window.xid).drag(from: top.point(), to: opposite.point())

        var expected = ring.items.map(\.id)
        expected.removeFirst()
        expected.insert(top.id, at: 4)
        _ = try app.waitFor("the top card to take the opposite seat") { $0.windows.first?.model.ring == expected }
    }
}
