import Foundation
import XCTest

/// Real pointer drags in the gallery window, checked through the automation file.
final class GalleryDragTests: DeckhandTestCase {
    override var launchArguments: [String] { ["--window=gallery"] }

    /// The gallery once its cards are on screen.
    private func shownGallery() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the gallery's cards on screen") { file in
            guard let window = file.windows.first, window.xid != 0,
                  let grid = window.container("gallery.grid") else { return false }
            return grid.items.count >= 12 && grid.items.allSatisfy { $0.width > 0 }
        }
        return (app, try XCTUnwrap(file.windows.first))
    }

    private func order(_ file: AutomationFile) -> [String] {
        file.windows.first?.model.order ?? []
    }

    func testTheGalleryShowsTwelveOrMoreCardsOfDifferentSizes() throws {
        let (_, window) = try shownGallery()
        XCTAssertEqual(window.kind, "gallery")
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        XCTAssertEqual(grid.items.map(\.id), window.model.order)
        XCTAssertGreaterThan(Set(grid.items.map(\.width)).count, 1, "some cards are wider")
        XCTAssertGreaterThan(Set(grid.items.map(\.height)).count, 1, "some cards are taller")
        XCTAssertTrue(grid.items.allSatisfy { !$0.label.isEmpty })
    }

    func testDraggingACardOntoAnotherCardsSlotMovesItThere() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let before = grid.items.map(\.id)
        let dragged = grid.items[0]
        let target = grid.items[3]

        try Pointer(window: window.xid).drag(
            from: dragged.point(), to: target.point(across: 0.25)
        )

        var expected = before
        expected.removeFirst()
        expected.insert(dragged.id, at: 2)
        let after = try app.waitFor("the card to land before \(target.label)") { order($0) == expected }
        let frames = try XCTUnwrap(after.windows.first?.container("gallery.grid"))
        XCTAssertEqual(frames.items.map(\.id), expected, "the grid shows the new order")
    }

    func testDraggingACardBackwardsAcrossRowsOfDifferentSizes() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let dragged = grid.items[10]
        let target = grid.items[1]
        XCTAssertNotEqual(dragged.height, target.height, "the cards differ in size")

        try Pointer(window: window.xid).drag(
            from: dragged.point(across: 0.3, down: 0.3), to: target.point(across: 0.2)
        )

        var expected = grid.items.map(\.id)
        expected.remove(at: 10)
        expected.insert(dragged.id, at: 1)
        _ = try app.waitFor("the card to land before \(target.label)") { order($0) == expected }
    }

    func testDraggingASelectedCardCarriesTheWholeSelection() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let pointer = Pointer(window: window.xid)
        let chosen = [grid.items[2], grid.items[4], grid.items[7]]
        try pointer.click(at: chosen[0].point())
        try pointer.click(at: chosen[1].point(), holding: "ctrl")
        try pointer.click(at: chosen[2].point(), holding: "ctrl")
        let selected = try app.waitFor("three selected cards") { $0.windows.first?.model.selection?.count == 3 }
        XCTAssertEqual(selected.windows.first?.model.selection, chosen.map(\.id))

        let target = grid.items[9]
        try app.drag(from: chosen[1].point(), to: target.point(across: 0.2), in: window)

        var expected = grid.items.map(\.id).filter { !chosen.map(\.id).contains($0) }
        expected.insert(contentsOf: chosen.map(\.id), at: try XCTUnwrap(expected.firstIndex(of: target.id)))
        _ = try app.waitFor("the selection to land together before \(target.label)") { order($0) == expected }
    }

    func testShiftClickSelectsARangeAndCtrlASelectsEveryCard() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: grid.items[1].point())
        try pointer.click(at: grid.items[4].point(), holding: "shift")
        let ranged = try app.waitFor("four selected cards") { $0.windows.first?.model.selection?.count == 4 }
        XCTAssertEqual(ranged.windows.first?.model.selection, grid.items[1...4].map(\.id))
        try pointer.press(keys: "ctrl+a")
        _ = try app.waitFor("every card selected") { $0.windows.first?.model.selection?.count == grid.items.count }
    }

    func testUndoAndRedoAReorderFromTheKeyboard() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let before = grid.items.map(\.id)
        let pointer = Pointer(window: window.xid)
        try app.drag(from: grid.items[0].point(), to: grid.items[3].point(across: 0.25), in: window)
        let moved = try app.waitFor("the drag to land") { order($0) != before }
        let after = order(moved)

        try pointer.press(keys: "ctrl+z")
        _ = try app.waitFor("Ctrl+Z to undo the move") { order($0) == before }
        try pointer.press(keys: "ctrl+shift+z")
        _ = try app.waitFor("Ctrl+Shift+Z to redo it") { order($0) == after }
    }

    func testTheKeyboardMovesACardByRowsAndAnnouncesEachStep() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let pointer = Pointer(window: window.xid)
        let card = grid.items[2]
        try pointer.click(at: card.point())
        try pointer.press(keys: "space")
        _ = try app.waitFor("the pick-up announcement") {
            $0.windows.first?.model.announcement == "Picked up \(card.label), position 3 of \(grid.items.count)"
        }
        try pointer.press(keys: "Right")
        try pointer.press(keys: "Down")
        _ = try app.waitFor("a row down") { $0.windows.first?.model.announcement == "\(card.label) moved to position 8 of \(grid.items.count)" }
        try pointer.press(keys: "space")
        var expected = grid.items.map(\.id)
        expected.remove(at: 2)
        expected.insert(card.id, at: 7)
        let after = try app.waitFor("the drop") { order($0) == expected }
        XCTAssertEqual(after.windows.first?.model.announcement, "\(card.label) dropped at position 8 of \(grid.items.count)")
    }

    func testEscapeReturnsAKeyboardMove() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: grid.items[5].point())
        for key in ["space", "Right", "Right", "Escape"] { try pointer.press(keys: key) }
        let after = try app.waitFor("the cancel") {
            $0.windows.first?.model.announcement == "Cancelled, \(grid.items[5].label) back at position 6 of \(grid.items.count)"
        }
        XCTAssertEqual(order(after), grid.items.map(\.id))
    }

    func testHoveringNearTheBottomEdgeScrollsTheGrid() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        XCTAssertEqual(window.model.scroll, 0)
        let pointer = Pointer(window: window.xid)
        // Just above the status line, inside the bottom band of the scrolled grid.
        try pointer.beginDrag(from: grid.items[0].point(), to: (window.width / 2, window.height - 52))
        let scrolled = try app.waitFor("the grid to scroll down", timeout: 5) { ($0.windows.first?.model.scroll ?? 0) > 20 }
        try pointer.tap(key: "Escape")
        try pointer.release()
        XCTAssertEqual(order(scrolled), grid.items.map(\.id), "scrolling moves nothing")
    }

    func testTurningEditOffStopsReordering() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: (40, 27))
        try pointer.drag(from: grid.items[0].point(), to: grid.items[3].point(across: 0.25))
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(order(try XCTUnwrap(app.snapshot())), grid.items.map(\.id), "nothing moves while Edit is off")

        try pointer.click(at: (40, 27))
        try app.drag(from: grid.items[0].point(), to: grid.items[3].point(across: 0.25), in: window)
        _ = try app.waitFor("reordering to work again") { order($0) != grid.items.map(\.id) }
    }

    /// Undo pressed while a drop's items still slide into place undoes that drop, and only it.
    /// (During an X11 drag the keyboard is GDK's: Escape cancels, other keys wait for the drop.)
    func testUndoWhileADropLandsUndoesThatDropOnly() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let before = grid.items.map(\.id)
        let pointer = Pointer(window: window.xid)
        try app.drag(from: grid.items[0].point(), to: grid.items[3].point(across: 0.25), in: window)
        let moved = try app.waitFor("the first move") { order($0) != before }
        let now = try XCTUnwrap(moved.windows.first?.container("gallery.grid"))

        try pointer.beginDrag(from: now.items[5].point(), to: now.items[2].point(across: 0.2), pause: 0)
        try pointer.hold(until: "the grid") { app.snapshot()?.windows.first?.container("gallery.grid")?.drop != nil }
        try Pointer.xdotool(["mouseup", "1", "key", "ctrl+z"])
        XCTAssertEqual(order(try app.waitUntilAtRest(window)), now.items.map(\.id), "the second drop undone as it landed")
        // Redo brings it back: it was dropped, and undone.
        try pointer.press(keys: "ctrl+shift+z")
        _ = try app.waitFor("the second drop redone") { order($0) != now.items.map(\.id) }
        try pointer.press(keys: "ctrl+z")
        try pointer.press(keys: "ctrl+z")
        _ = try app.waitFor("both moves undone") { order($0) == before }
        XCTAssertTrue(app.process.isRunning, app.errorOutput)
    }

    func testEscapeCancelsADragAndNothingMoves() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let before = grid.items.map(\.id)
        let pointer = Pointer(window: window.xid)

        try pointer.beginDrag(from: grid.items[4].point(), to: grid.items[9].point(across: 0.2), pause: 0)
        try pointer.hold(until: "the grid") { app.snapshot()?.windows.first?.container("gallery.grid")?.drop != nil }
        try pointer.tap(key: "Escape")
        try pointer.release()

        let after = try app.waitUntilAtRest(window)
        XCTAssertEqual(order(after), before)
        XCTAssertTrue(app.process.isRunning, app.errorOutput)
    }

    func testDroppingOutsideTheGridChangesNothing() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let before = grid.items.map(\.id)
        // The status line: the header bar's view switcher would turn the page under a slow drag.
        let statusLine = (x: window.width / 2, y: window.height - 12)

        let after = try app.drag(from: grid.items[2].point(), to: statusLine, in: window) { $0.isDragging }
        XCTAssertEqual(order(after), before)
        XCTAssertTrue(app.process.isRunning, app.errorOutput)
    }

    func testAfterADropTheCardCanBeDraggedAgain() throws {
        let (app, window) = try shownGallery()
        let grid = try XCTUnwrap(window.container("gallery.grid"))
        let first = grid.items[5]
        try app.drag(from: first.point(), to: grid.items[0].point(across: 0.2), in: window)
        let moved = try app.waitFor("the first move") { order($0).first == first.id }

        let now = try XCTUnwrap(moved.windows.first?.container("gallery.grid"))
        let again = try XCTUnwrap(now.item(first.id))
        let target = now.items[8]
        try app.drag(from: again.point(), to: target.point(across: 0.2), in: window)
        var expected = now.items.map(\.id)
        expected.removeFirst()
        expected.insert(first.id, at: 7)
        _ = try app.waitFor("the second move, before \(target.label)") { order($0) == expected }
    }
}
