import Foundation
import TestFolders
import XCTest

/// Real drags in the playlist editor, on a generated 40-track playlist.
final class PlaylistEditorTests: DeckhandTestCase {
    private var playlist: URL?
    private var fixture: DragSourceFixture?

    override func tearDown() {
        fixture?.terminate()
        super.tearDown()
    }

    override var launchArguments: [String] { [playlist?.path ?? ""] }

    override func setUpWithError() throws {
        let folder = try makeTemporaryFolder("deckhand-pl")
        let file = folder.appendingPathComponent("mix.m3u")
        let lines = ["#EXTM3U"] + (1...40).flatMap { ["#EXTINF:\(100 + $0),Artist \($0) - Song \($0)", "music/\($0).mp3"] }
        try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: file)
        // The music beside the playlist, as a player's folder has it: no track is missing.
        let music = folder.appendingPathComponent("music")
        try FileManager.default.createDirectory(at: music, withIntermediateDirectories: true)
        for number in 1...40 { try Data().write(to: music.appendingPathComponent("\(number).mp3")) }
        playlist = file
        try super.setUpWithError()
    }

    private func shownList() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the tracks on screen") { file in
            file.windows.first?.kind == "playlist" && (file.windows.first?.container("playlist.tracks")?.items.count ?? 0) > 5
        }
        return (app, try XCTUnwrap(file.windows.first))
    }

    /// Clicks row `first`, Shift+clicks row `last` and Ctrl+clicks row `extra`, if any.
    private func select(
        _ rows: AutomationFile.Container, from first: Int, through last: Int, adding extra: Int? = nil,
        with pointer: Pointer
    ) throws {
        try pointer.click(at: rows.items[first].point(across: 0.3))
        try pointer.click(at: rows.items[last].point(across: 0.3), holding: "shift")
        if let extra { try pointer.click(at: rows.items[extra].point(across: 0.3), holding: "ctrl") }
    }

    func testDraggingATrackThenSavingAndReopeningKeepsTheOrder() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        XCTAssertEqual(rows.items.first?.label, "Song 1")
        try app.drag(from: rows.items[0].point(across: 0.3), to: rows.items[3].point(across: 0.3, down: 0.8), in: window)
        let moved = try app.waitFor("the first track after the fourth") { $0.windows.first?.model.order?.prefix(5) == ["2", "3", "4", "1", "5"] }
        XCTAssertEqual(moved.windows.first?.title, "• mix.m3u", "the title marks unsaved changes")

        try Pointer(window: window.xid).press(keys: "ctrl+s")
        let afterSave = try app.waitFor("the save") { $0.windows.first?.title == "mix.m3u" }
        XCTAssertEqual(afterSave.windows.first?.model.toast, "Saved mix.m3u")
        let text = try String(contentsOf: try XCTUnwrap(playlist), encoding: .utf8)
        let saved = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        XCTAssertEqual(Array(saved.prefix(5)), ["music/2.mp3", "music/3.mp3", "music/4.mp3", "music/1.mp3", "music/5.mp3"])

        // Opened again, the playlist shows the order it was saved in.
        app.terminate()
        let again = try DeckhandProcess(arguments: [try XCTUnwrap(playlist).path])
        self.app = again
        let reopened = try again.waitFor("the saved playlist on screen again") { file in
            (file.windows.first?.container("playlist.tracks")?.items.count ?? 0) > 5
        }
        let labels = reopened.windows.first?.container("playlist.tracks")?.items.prefix(5).map(\.label)
        XCTAssertEqual(labels, ["Song 2", "Song 3", "Song 4", "Song 1", "Song 5"])
        XCTAssertEqual(reopened.windows.first?.model.unsaved, false)
    }

    func testEscapeCancelsATrackDrag() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        try pointer.beginDrag(from: rows.items[1].point(across: 0.3), to: rows.items[6].point(across: 0.3), pause: 0)
        try pointer.hold(until: "the list") { app.snapshot()?.windows.first?.container("playlist.tracks")?.drop != nil }
        try pointer.tap(key: "Escape")
        try pointer.release()
        XCTAssertEqual(try app.waitUntilAtRest(window).windows.first?.model.order, (1...40).map(String.init))
    }

    func testAFolderDroppedFromAFileManagerAddsItsAudioFilesSortedWhereItLands() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let folder = try makeTemporaryFolder("deckhand-album")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("disc 2"), withIntermediateDirectories: true)
        for name in ["b track.mp3", "a track.flac", "cover.jpg", "disc 2/c track.ogg"] {
            try Data().write(to: folder.appendingPathComponent(name))
        }
        // Level with the target row, so that the drag's path stays clear of the list's top and
        // bottom edges, where a hovering drag scrolls the list.
        let target = rows.items[3].point(across: 0.3, down: 0.2)
        let fixture = try DragSourceFixture(offering: folder.path, at: 960, target.y - 60)
        self.fixture = fixture

        try Pointer(window: nil).drag(from: try fixture.centre, to: target, until: "the list") {
            app.snapshot()?.windows.first?.container("playlist.tracks")?.drop != nil
        }

        let after = try app.waitFor("three tracks before the fourth") { ($0.windows.first?.model.order?.count ?? 0) == 43 }
        let labels = try XCTUnwrap(after.windows.first?.container("playlist.tracks")).items.prefix(7).map(\.label)
        XCTAssertEqual(labels, ["Song 1", "Song 2", "Song 3", "a track", "b track", "c track", "Song 4"])
    }

    func testAPlaylistDroppedFromAFileManagerAddsItsTracksWithTheirTitles() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let folder = try makeTemporaryFolder("deckhand-dropped")
        let dropped = folder.appendingPathComponent("evening.pls")
        // Its fifth line is damaged: the track stays, the length goes, and the user is told.
        try Data("[playlist]\nFile1=x.mp3\nTitle1=Harbour\nFile2=y.mp3\nLength1=soon\nTitle2=Lighthouse\nLength2=200\n".utf8).write(to: dropped)
        let target = rows.items[3].point(across: 0.3, down: 0.2)
        let fixture = try DragSourceFixture(offering: dropped.path, at: 960, target.y - 60)
        self.fixture = fixture

        try Pointer(window: nil).drag(from: try fixture.centre, to: target, until: "the list") {
            app.snapshot()?.windows.first?.container("playlist.tracks")?.drop != nil
        }

        let after = try app.waitFor("its two tracks before the fourth") { ($0.windows.first?.model.order?.count ?? 0) == 42 }
        let labels = try XCTUnwrap(after.windows.first?.container("playlist.tracks")).items.prefix(6).map(\.label)
        XCTAssertEqual(labels, ["Song 1", "Song 2", "Song 3", "Harbour", "Lighthouse", "Song 4"])
        let status = try app.waitFor("the status") { $0.windows.first?.model.status?.isEmpty == false }.windows.first?.model.status
        XCTAssertEqual(status, "Added 2 tracks. evening.pls: 1 damaged line left out (line 5: Length1 'soon' is not a number of seconds: entry 1 is kept without a length).")
    }

    func testAPlaylistThatCannotBeReadIsDroppedWithItsErrorShownAndNothingAdded() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let folder = try makeTemporaryFolder("deckhand-dropped")
        let dropped = folder.appendingPathComponent("stream.m3u8")
        try Data("#EXTM3U\n#EXT-X-TARGETDURATION:10\n#EXTINF:10,\nsegment1.ts\n".utf8).write(to: dropped)
        let fixture = try DragSourceFixture(offering: dropped.path, at: 960, rows.items[3].point(across: 0.3).y - 60)
        self.fixture = fixture

        try Pointer(window: nil).drag(from: try fixture.centre, to: rows.items[3].point(across: 0.3), until: "the list") {
            app.snapshot()?.windows.first?.container("playlist.tracks")?.drop != nil
        }

        let after = try app.waitFor("the error") { $0.windows.first?.model.status?.contains("stream.m3u8") == true }
        XCTAssertEqual(after.windows.first?.model.count, 40, "nothing added")
        XCTAssertEqual(after.windows.first?.model.unsaved, false)
        let status = try XCTUnwrap(after.windows.first?.model.status)
        XCTAssertTrue(status.contains("HLS"), status)
        XCTAssertTrue(app.errorOutput.contains("stream.m3u8"), "said on the terminal too: \(app.errorOutput)")
    }

    func testASelectionTravelsTogetherAndLandsAtTheLineUnderThePointer() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        try select(rows, from: 1, through: 3, adding: 6, with: pointer)
        // The rows stay where they are during the drag: the pointer high in track 12's row
        // means before track 12, whatever was picked up above it.
        try app.drag(from: rows.items[2].point(across: 0.3), to: rows.items[11].point(across: 0.3, down: 0.3), in: window)
        let moved = try app.waitFor("the selection before track 12") { $0.windows.first?.model.order?.dropFirst(7).first == "2" }
        XCTAssertEqual(moved.windows.first?.model.order?.prefix(12), ["1", "5", "6", "8", "9", "10", "11", "2", "3", "4", "7", "12"])
    }

    /// Shows the list and deletes track 3 with the Delete key; returns the app and a pointer
    /// on its window.
    private func deleteTrackThree() throws -> (DeckhandProcess, Pointer) {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: rows.items[2].point(across: 0.3))
        try pointer.press(keys: "Delete")
        _ = try app.waitFor("track 3 gone") { $0.windows.first?.model.unsaved == true }
        return (app, pointer)
    }

    func testClosingWithUnsavedChangesAsksFirstAndSaveKeepsThem() throws {
        let (app, pointer) = try deleteTrackThree()

        try pointer.press(keys: "ctrl+w")
        _ = try app.waitFor("the question") { $0.windows.first?.model.asking == true }
        try pointer.press(keys: "Escape")
        let kept = try app.waitFor("the question gone, the window open") { $0.windows.first?.model.asking == false }
        XCTAssertEqual(kept.windows.first?.model.unsaved, true, "cancelling keeps the changes unsaved")
        XCTAssertEqual(kept.windows.count, 1, "cancelling keeps the window open")

        try pointer.press(keys: "ctrl+w")
        _ = try app.waitFor("the question again") { $0.windows.first?.model.asking == true }
        try pointer.press(keys: "alt+s")
        let deadline = Date().addingTimeInterval(10)
        while app.process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        XCTAssertFalse(app.process.isRunning, "saving closes the window, and with it the app")
        XCTAssertEqual(app.process.terminationStatus, 0, app.errorOutput)
        let saved = try String(contentsOf: try XCTUnwrap(playlist), encoding: .utf8)
        XCTAssertFalse(saved.contains("music/3.mp3"), saved)
        XCTAssertTrue(saved.contains("music/4.mp3"), saved)
    }

    /// Save, chosen on closing, that cannot write (the playlist's folder is gone) says why in
    /// a question of its own, with Save As; Cancel keeps the window and the changes.
    func testASaveThatFailsOnClosingSaysWhyAndAsksAgain() throws {
        let (app, pointer) = try deleteTrackThree()
        try FileManager.default.removeItem(at: try XCTUnwrap(playlist).deletingLastPathComponent())

        try pointer.press(keys: "ctrl+w")
        _ = try app.waitFor("the question") { $0.windows.first?.model.asking == true }
        try pointer.press(keys: "alt+s")
        try Pointer.waitForWindow(titled: "^“mix.m3u” could not be saved$")
        saveScreenshot(named: "playlist-save-failed-on-closing")
        try Pointer(window: nil).press(keys: "Escape")
        let kept = try app.waitFor("the question gone, the window open") { $0.windows.first?.model.asking == false }
        XCTAssertEqual(kept.windows.first?.model.unsaved, true, "the changes are still there, unsaved")
        XCTAssertTrue(app.process.isRunning)
    }

    func testDraggingTracksOutOffersTheirFiles() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        try select(rows, from: 1, through: 2, with: Pointer(window: window.xid))
        let fixture = try DragSourceFixture(offering: "unused", at: 960, 300)
        self.fixture = fixture

        try Pointer(window: nil).drag(from: rows.items[1].point(across: 0.3), to: try fixture.centre, until: "the other application") {
            fixture.isHovered
        }

        let deadline = Date().addingTimeInterval(5)
        while fixture.received == nil && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        let folder = try XCTUnwrap(playlist).deletingLastPathComponent().appendingPathComponent("music")
        let expected = ["2", "3"].map { folder.appendingPathComponent("\($0).mp3").standardizedFileURL.path }
        // GTK hands a file list to another application as `text/uri-list`: file URIs, a line each.
        let received = try XCTUnwrap(fixture.received, "the other application received nothing")
        let paths = received.components(separatedBy: "\n").compactMap { URL(string: $0) }.filter(\.isFileURL).map(\.path)
        XCTAssertEqual(paths, expected, "the other application received the files: \(received)")
        XCTAssertEqual(try XCTUnwrap(app.snapshot()).windows.first?.model.order?.prefix(4), ["1", "2", "3", "4"], "the list keeps its order")
    }

    /// Mid-drag, the insertion line between the rows the track would land between is on
    /// screen: the dragged row's preview hangs below the pointer instead of over the line.
    func testTheInsertionLineStaysInViewDuringADrag() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        // Low in row 4: the track would land between rows 4 and 5.
        try pointer.beginDrag(from: rows.items[1].point(across: 0.3), to: rows.items[3].point(across: 0.3, down: 0.8), pause: 0)
        try pointer.hold(until: "the drop before track 5") {
            app.snapshot()?.windows.first?.container("playlist.tracks")?.drop == "before:5"
        }
        let origin = try Screen.origin(of: window.xid)
        let boundary = rows.items[4].y
        let colours = try Screen.column(at: origin.x + rows.items[4].point(across: 0.6).x, from: origin.y + boundary - 4, height: 9)
        saveScreenshot(named: "playlist-mid-drag")
        try pointer.release()
        // The line is the accent colour, bluer by far than the rows, selected or not.
        XCTAssertTrue(colours.contains { $0[2] > $0[0] + 100 }, "no insertion line at the rows' boundary: \(colours)")
    }

    /// The status line under the list: 10 pt text, 6 px above and below, a 1 px rule.
    private static let statusLineHeight = 24

    /// A track held at the list's bottom edge scrolls it; dropped there, the track stays in
    /// view where it landed (on a busy machine the list may have scrolled to its end: the
    /// track is then the last row, just above the status line).
    func testATrackDroppedAfterTheListScrolledIsInView() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        // Just above the status line, in the list's edge zone.
        let edge = (rows.items[1].point(across: 0.3).x, window.height - Self.statusLineHeight - 8)
        let dropped = try app.drag(from: rows.items[1].point(across: 0.3), to: edge, in: window) {
            // Held until the first rows have scrolled away.
            let tracks = $0.container("playlist.tracks")
            return tracks?.drop != nil && tracks?.items.contains { $0.id == "1" || $0.id == "3" } == false
        }
        let order = try XCTUnwrap(dropped.windows.first?.model.order)
        // Past the rows in view before the drag: the list had scrolled.
        XCTAssertGreaterThanOrEqual(order.firstIndex(of: "2") ?? 0, rows.items.count, "the track went down the scrolled list: \(order)")
        // The list reveals the track once it has laid the rows out again, a frame or two after
        // the drop (more on a busy machine): wait for that, not for the drop's own frame.
        func droppedRow(in file: AutomationFile) -> (y: Int, inView: Bool)? {
            guard let window = file.windows.first,
                  let moved = window.container("playlist.tracks")?.items.first(where: { $0.id == "2" }) else { return nil }
            return (moved.y, moved.y + moved.height <= window.height - Self.statusLineHeight)
        }
        let revealed = try app.waitFor("the dropped track in view above the status line") { droppedRow(in: $0)?.inView == true }
        // And it stays there with the pointer still by the edge: GTK's list kept scrolling
        // after the drop, about a pixel a frame, until it took its own edge scrolling away.
        Thread.sleep(forTimeInterval: 0.5)
        let later = try XCTUnwrap(app.snapshot().flatMap(droppedRow(in:)), "the dropped track went out of view")
        XCTAssertEqual(later.y, droppedRow(in: revealed)?.y, "the list went on scrolling after the drop")
    }

    func testDeleteRemovesAltUpMovesTheSelectionAndCtrlZUndoesBoth() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        XCTAssertEqual(try XCTUnwrap(app.snapshot()).windows.first?.model.summary, "40 tracks · 1:20:20")
        try pointer.click(at: rows.items[2].point(across: 0.3))
        try pointer.press(keys: "Delete")
        let deleted = try app.waitFor("track 3 gone") { $0.windows.first?.model.order?.contains("3") == false }
        XCTAssertEqual(deleted.windows.first?.model.summary, "39 tracks · 1:18:37", "the header bar counts again")
        XCTAssertEqual(deleted.windows.first?.model.toast, "Removed 1 track", "a notice offers Undo")
        try pointer.click(at: rows.items[4].point(across: 0.3))
        try pointer.press(keys: "alt+Up")
        _ = try app.waitFor("track 6 moved above track 5") { $0.windows.first?.model.order?.prefix(5) == ["1", "2", "4", "6", "5"] }
        try pointer.press(keys: "ctrl+z")
        try pointer.press(keys: "ctrl+z")
        let undone = try app.waitFor("both edits undone") { $0.windows.first?.model.order == (1...40).map(String.init) }
        XCTAssertEqual(undone.windows.first?.model.summary, "40 tracks · 1:20:20")
        try pointer.press(keys: "ctrl+shift+z")
        _ = try app.waitFor("the delete redone") { $0.windows.first?.model.order?.contains("3") == false }

        // In the search field, with nothing typed to undo, Ctrl+Z stays there.
        try pointer.press(keys: "ctrl+f")
        try pointer.press(keys: "ctrl+z")
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(try XCTUnwrap(app.snapshot()).windows.first?.model.count, 39, "Ctrl+Z in the search field undid a playlist edit")
    }

    func testHoldingADragNearTheBottomScrollsTheListAndTheTrackLandsFurtherDown() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let visible = rows.items.filter { $0.y + $0.height < window.height }.count
        let pointer = Pointer(window: window.xid)
        // A few pixels above the status bar: inside the list's bottom edge, where drags scroll.
        try pointer.beginDrag(from: rows.items[0].point(across: 0.3), to: (rows.items[0].point(across: 0.3).x, window.height - 44))
        Thread.sleep(forTimeInterval: 1.5)
        try pointer.release()
        let after = try app.waitFor("the track to land below the first screenful") { file in
            guard let order = file.windows.first?.model.order, let index = order.firstIndex(of: "1") else { return false }
            return index > visible
        }
        XCTAssertEqual(after.windows.first?.model.order?.count, 40)
    }

    func testASearchFiltersTheListAndTurnsReorderingOffUntilCleared() throws {
        let (app, window) = try shownList()
        let pointer = Pointer(window: window.xid)
        try pointer.press(keys: "ctrl+f")
        try pointer.type("song 1")
        // Laid out too: a row the list has not placed yet has no frame to click.
        let filtered = try app.waitFor("the filtered list") { file in
            guard let rows = file.windows.first?.container("playlist.tracks")?.items else { return false }
            return file.windows.first?.model.reorderable == false && rows.count == 13 && rows.allSatisfy { $0.width > 0 && $0.x >= 0 }
        }
        let shown = try XCTUnwrap(filtered.windows.first)
        XCTAssertTrue(shown.container("playlist.tracks")?.items.allSatisfy { $0.label.contains("1") } ?? false)
        XCTAssertEqual(shown.model.summary, "13 of 40 tracks match")
        XCTAssertEqual(shown.model.status, "Reordering is off while a search hides tracks. Clear the search to drag tracks.")
        // The search field has the keyboard: Delete is its own, not the playlist's.
        try pointer.click(at: try XCTUnwrap(shown.container("playlist.tracks")).items[0].point(across: 0.3))
        try pointer.press(keys: "ctrl+f")
        try pointer.press(keys: "Delete")
        Thread.sleep(forTimeInterval: 0.3)
        XCTAssertEqual(try XCTUnwrap(app.snapshot()).windows.first?.model.count, 40, "Delete in the search field removed no track")

        let rows = try XCTUnwrap(shown.container("playlist.tracks"))
        try pointer.drag(from: rows.items[0].point(across: 0.3), to: rows.items[3].point(across: 0.3, down: 0.8))
        Thread.sleep(forTimeInterval: 0.5)
        XCTAssertEqual(try XCTUnwrap(app.snapshot()).windows.first?.model.order, (1...40).map(String.init), "dragging changed nothing")

        try pointer.press(keys: "ctrl+f")
        try pointer.press(keys: "Escape")
        let cleared = try app.waitFor("the whole list back") { $0.windows.first?.model.reorderable == true }
        XCTAssertEqual(cleared.windows.first?.model.search, "")
        XCTAssertEqual(cleared.windows.first?.model.summary, "40 tracks · 1:20:20")
    }

    func testSpacePicksATrackUpTheArrowsMoveItAndSpaceDropsIt() throws {
        let (app, window) = try shownList()
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: rows.items[2].point(across: 0.3))
        try pointer.press(keys: "space")
        let held = try app.waitFor("the pick-up announced") { $0.windows.first?.model.status?.hasPrefix("Picked up") == true }
        XCTAssertEqual(held.windows.first?.model.status, "Picked up Song 3, position 3 of 40")
        for _ in 1...3 { try pointer.press(keys: "Down") }
        _ = try app.waitFor("the move announced") { $0.windows.first?.model.status == "Song 3 moved to position 6 of 40" }
        try pointer.press(keys: "Escape")
        let cancelled = try app.waitFor("the cancel announced") { $0.windows.first?.model.status == "Cancelled, Song 3 back at position 3 of 40" }
        XCTAssertEqual(cancelled.windows.first?.model.order, (1...40).map(String.init), "Escape put it back")

        try pointer.press(keys: "space")
        for _ in 1...3 { try pointer.press(keys: "Down") }
        try pointer.press(keys: "space")
        let dropped = try app.waitFor("the drop") { $0.windows.first?.model.order?.prefix(7) == ["1", "2", "4", "5", "6", "3", "7"] }
        XCTAssertEqual(dropped.windows.first?.model.status, "Song 3 dropped at position 6 of 40")
        XCTAssertEqual(dropped.windows.first?.model.unsaved, true)
    }
}
