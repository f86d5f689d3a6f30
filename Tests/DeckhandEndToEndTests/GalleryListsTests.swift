import Foundation
import TestFolders
import XCTest

/// Real drags on the gallery's lists page: three lists that trade toys.
final class GalleryListsTests: DeckhandTestCase {
    private var fixture: DragSourceFixture?

    override var launchArguments: [String] { ["--window=gallery", "--page=lists"] }

    override func tearDown() {
        fixture?.terminate()
        super.tearDown()
    }

    private func shownLists() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the three lists on screen") { file in
            guard let window = file.windows.first, window.model.page == "lists" else { return false }
            return (0..<3).allSatisfy { window.container("gallery.list.\($0)") != nil }
                && window.container("gallery.list.0")?.items.first.map { $0.width > 0 } == true
        }
        return (app, try XCTUnwrap(file.windows.first))
    }

    private func lists(_ file: AutomationFile) -> [String: [String]] {
        file.windows.first?.model.lists ?? [:]
    }

    func testDraggingAToyIntoAnotherListMovesItWhereItIsDropped() throws {
        let (app, window) = try shownLists()
        let tom = try XCTUnwrap(window.container("gallery.list.0"))
        let max = try XCTUnwrap(window.container("gallery.list.2"))
        let toy = tom.items[1]
        let target = max.items[1]

        try app.drag(from: toy.point(), to: target.point(down: 0.2), in: window)

        let after = try app.waitFor("the toy to move to Max's list") { file in
            self.lists(file)["gallery.list.2"] == [max.items[0].id, toy.id, target.id]
        }
        XCTAssertEqual(lists(after)["gallery.list.0"], tom.items.map(\.id).filter { $0 != toy.id })
    }

    func testUndoPutsAToyBackInItsOwnList() throws {
        let (app, window) = try shownLists()
        let before = lists(try XCTUnwrap(app.snapshot()))
        let tom = try XCTUnwrap(window.container("gallery.list.0"))
        let max = try XCTUnwrap(window.container("gallery.list.2"))
        try app.drag(from: tom.items[0].point(), to: max.items[0].point(down: 0.2), in: window)
        _ = try app.waitFor("the toy to move") { self.lists($0) != before }
        try Pointer(window: window.xid).press(keys: "ctrl+z")
        _ = try app.waitFor("Ctrl+Z to put it back") { self.lists($0) == before }
    }

    func testReorderingWithinAList() throws {
        let (app, window) = try shownLists()
        let tom = try XCTUnwrap(window.container("gallery.list.0"))
        try app.drag(from: tom.items[0].point(), to: tom.items[3].point(down: 0.8), in: window)
        let expected = [tom.items[1].id, tom.items[2].id, tom.items[3].id, tom.items[0].id]
        _ = try app.waitFor("the toy to move to the end of Tom's list") { self.lists($0)["gallery.list.0"] == expected }
    }

    func testTheKeyboardMovesAToyDownItsList() throws {
        let (app, window) = try shownLists()
        let tom = try XCTUnwrap(window.container("gallery.list.0"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: tom.items[0].point())
        for key in ["space", "Down", "Down", "space"] { try pointer.press(keys: key) }
        let expected = [tom.items[1].id, tom.items[2].id, tom.items[0].id, tom.items[3].id]
        _ = try app.waitFor("the toy two places down") { self.lists($0)["gallery.list.0"] == expected }
    }

    func testAFullBasketRefusesTheDropAndNothingChanges() throws {
        let (app, window) = try shownLists()
        let before = lists(try XCTUnwrap(app.snapshot()))
        let luna = try XCTUnwrap(window.container("gallery.list.1"))
        XCTAssertEqual(luna.items.count, 4, "Luna's basket starts full")
        let toy = try XCTUnwrap(window.container("gallery.list.0")?.items[2])
        let after = try app.drag(from: toy.point(), to: luna.items[1].point(), in: window) {
            $0.container("gallery.list.1")?.drop == "refused"
        }
        XCTAssertEqual(lists(after), before)
        XCTAssertTrue(app.process.isRunning, app.errorOutput)
    }

    func testDraggingAToyOutOffersItsNameAsText() throws {
        let (app, window) = try shownLists()
        let fixture = try DragSourceFixture(offering: "unused", at: 1040, 560)
        self.fixture = fixture
        let before = lists(try XCTUnwrap(app.snapshot()))
        let toy = try XCTUnwrap(window.container("gallery.list.2")?.items[0])

        try Pointer(window: nil).drag(from: toy.point(), to: try fixture.centre, until: "the other application") { fixture.isHovered }

        let deadline = Date().addingTimeInterval(5)
        while fixture.received == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertEqual(fixture.received, toy.label, "the other application received the toy's name")
        XCTAssertEqual(lists(try XCTUnwrap(app.snapshot())), before, "giving a copy away changes no list")
    }

    func testAFileDroppedFromAFileManagerBecomesAToy() throws {
        let (app, window) = try shownLists()
        let max = try XCTUnwrap(window.container("gallery.list.2"))
        let folder = try makeTemporaryFolder("deckhand-toys")
        let file = folder.appendingPathComponent("Bouncy ball.png")
        try Data().write(to: file)
        let fixture = try DragSourceFixture(offering: file.path, at: 1040, 560)
        self.fixture = fixture

        try Pointer(window: nil).drag(from: try fixture.centre, to: max.items[1].point(down: 0.8), until: "Max's list") {
            app.snapshot()?.windows.first?.container("gallery.list.2")?.drop == "end"
        }

        let after = try app.waitFor("a toy named after the file") { file in
            file.windows.first?.container("gallery.list.2")?.items.map(\.label) == ["Spring coil", "Fishing rod", "Bouncy ball"]
        }
        XCTAssertEqual(after.windows.first?.container("gallery.list.2")?.items.count, 3)
    }

    func testTextDroppedFromAnotherApplicationBecomesAToy() throws {
        let (app, window) = try shownLists()
        let tom = try XCTUnwrap(window.container("gallery.list.0"))
        let fixture = try DragSourceFixture(offering: "Squeaky fish", at: 1040, 560)
        self.fixture = fixture
        let target = tom.items[1]

        try Pointer(window: nil).drag(from: try fixture.centre, to: target.point(down: 0.2), until: "Tom's list") {
            app.snapshot()?.windows.first?.container("gallery.list.0")?.drop == "before:\(target.id)"
        }

        let after = try app.waitFor("a new toy before \(target.label)") { file in
            guard let ids = self.lists(file)["gallery.list.0"], ids.count == 5 else { return false }
            return ids[2] == target.id
        }
        let added = try XCTUnwrap(after.windows.first?.container("gallery.list.0")?.items[1])
        XCTAssertEqual(added.label, "Squeaky fish")
    }
}
