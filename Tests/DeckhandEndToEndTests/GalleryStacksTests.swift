import Foundation
import XCTest

/// Long-press reordering on the gallery's stacks page.
final class GalleryStacksTests: DeckhandTestCase {
    override var launchArguments: [String] { ["--page=stacks"] }

    private func shownStacks() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the stacks on screen") { file in
            guard let window = file.windows.first, window.model.page == "stacks" else { return false }
            return window.container("gallery.hstack")?.items.first.map { $0.width > 0 } == true
        }
        return (app, try XCTUnwrap(file.windows.first))
    }

    private func stack(_ id: String, _ file: AutomationFile) -> [String] {
        file.windows.first?.model.stacks?[id] ?? []
    }

    func testALongPressPicksACardUpAndTheCallbacksFire() throws {
        let (app, window) = try shownStacks()
        let row = try XCTUnwrap(window.container("gallery.hstack"))
        try longPressDrag(row.items[0], to: row.items[3].point(across: 0.75), place: 3, in: "gallery.hstack", window: window, app: app)
        let expected = [row.items[1].id, row.items[2].id, row.items[3].id, row.items[0].id, row.items[4].id]
        let after = try app.waitFor("the card to land after the fourth") { self.stack("gallery.hstack", $0) == expected }
        XCTAssertEqual(after.windows.first?.model.events, ["Began: \(row.items[0].label)", "Ended", "Reordered: \(row.items[0].label)"])
    }

    func testAQuickDragWithoutTheHoldMovesNothing() throws {
        let (app, window) = try shownStacks()
        let row = try XCTUnwrap(window.container("gallery.hstack"))
        try Pointer(window: window.xid).drag(from: row.items[0].point(), to: row.items[3].point(across: 0.75), hold: 0.02)
        Thread.sleep(forTimeInterval: 0.5)
        let after = try XCTUnwrap(app.snapshot())
        XCTAssertEqual(stack("gallery.hstack", after), row.items.map(\.id))
        XCTAssertEqual(after.windows.first?.model.events, [])
    }

    func testThePinnedCardCannotBePickedUp() throws {
        let (app, window) = try shownStacks()
        let row = try XCTUnwrap(window.container("gallery.hstack"))
        let pinned = try XCTUnwrap(row.item("h3"))
        try Pointer(window: window.xid).drag(from: pinned.point(), to: row.items[0].point(across: 0.2), hold: 0.4)
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(stack("gallery.hstack", try XCTUnwrap(app.snapshot())), row.items.map(\.id))
    }

    /// Presses `item` until the app says the long press lifted it, moves it to `to`, holds it
    /// there until `container` has made room for it at `place` (its widgets take their new
    /// order as the card moves), and lets go: on a busy machine a fixed hold may end before
    /// the press is recognized, and a release may come before the app has followed the
    /// pointer.
    /// Lifts `item` by a long press, takes it to `to` (through `via` first, waiting there for
    /// room at `place`), waits for room at `place` there and lets go.
    private func longPressDrag(
        _ item: AutomationFile.Item, via: (x: Int, y: Int)? = nil, to: (x: Int, y: Int), place: Int, in container: String,
        window: AutomationFile.Window, app: DeckhandProcess
    ) throws {
        let pointer = Pointer(window: window.xid)
        try pointer.press(at: item.point())
        _ = try app.waitFor("the long press to lift \(item.label)") { $0.windows.first?.model.events?.last == "Began: \(item.label)" }
        let roomAtPlace = {
            let items = app.snapshot()?.windows.first?.container(container)?.items ?? []
            let across = items.first.map { first in items.contains { $0.y != first.y } } ?? false
            let order = items.sorted { across ? $0.y < $1.y : $0.x < $1.x }.map(\.id)
            return order.firstIndex(of: item.id) == place
        }
        var from = item.point()
        if let via {
            try pointer.move(from: from, to: via)
            try pointer.hold(until: "room for \(item.label) at \(place) in \(container) on the way", roomAtPlace)
            from = via
        }
        try pointer.move(from: from, to: to)
        try pointer.hold(until: "room for \(item.label) at \(place) in \(container)", roomAtPlace)
        try pointer.release()
    }

    func testTheTopSlotOfTheColumnRefusesCards() throws {
        let (app, window) = try shownStacks()
        let column = try XCTUnwrap(window.container("gallery.vstack"))
        let dragged = column.items[3]
        // Through the first slot it may take, so that the refused top slot keeps it there
        // however the pointer's motion is merged under load.
        try longPressDrag(
            dragged, via: column.items[1].point(down: 0.3), to: column.items[0].point(down: 0.1), place: 1,
            in: "gallery.vstack", window: window, app: app
        )
        var expected = column.items.map(\.id)
        expected.remove(at: 3)
        expected.insert(dragged.id, at: 1)
        _ = try app.waitFor("the card to stop just below the top slot") { self.stack("gallery.vstack", $0) == expected }
    }

    func testTheKeyboardMovesACardAlongTheRow() throws {
        let (app, window) = try shownStacks()
        let row = try XCTUnwrap(window.container("gallery.hstack"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: row.items[4].point())
        for key in ["space", "Left", "space"] { try pointer.press(keys: key) }
        let expected = [row.items[0].id, row.items[1].id, row.items[2].id, row.items[4].id, row.items[3].id]
        _ = try app.waitFor("the last card one place left") { self.stack("gallery.hstack", $0) == expected }
    }

    func testEscapePutsAHeldCardBack() throws {
        let (app, window) = try shownStacks()
        let column = try XCTUnwrap(window.container("gallery.vstack"))
        let pointer = Pointer(window: window.xid)
        try pointer.beginDrag(from: column.items[1].point(), to: column.items[4].point(), hold: 0.4)
        try pointer.tap(key: "Escape")
        try pointer.release()
        let after = try app.waitFor("the cancel to be logged") { $0.windows.first?.model.events?.last == "Cancelled" }
        XCTAssertEqual(stack("gallery.vstack", after), column.items.map(\.id))
    }
}
