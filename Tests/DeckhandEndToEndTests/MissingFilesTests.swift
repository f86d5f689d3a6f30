import Foundation
import XCTest

/// A playlist two of whose four files are gone: the window looks for them once the tracks are
/// in, marks the two rows and counts them.
final class MissingFilesTests: PlaylistFileTestCase {
    override func writePlaylist(in folder: URL) throws -> URL {
        // Tracks 1 and 3 are on disk; 2 was moved into a folder of its own and 4 deleted.
        for name in ["one.ogg", "three.flac"] { try Data().write(to: folder.appendingPathComponent(name)) }
        let moved = folder.appendingPathComponent("moved/deeper", isDirectory: true)
        try FileManager.default.createDirectory(at: moved, withIntermediateDirectories: true)
        try Data().write(to: moved.appendingPathComponent("two.ogg"))
        let file = folder.appendingPathComponent("four.m3u8")
        try """
            #EXTM3U
            #EXTINF:61,Ann - One
            one.ogg
            #EXTINF:62,Bo - Two
            two.ogg
            #EXTINF:63,Cy - Three
            three.flac
            #EXTINF:64,Di - Four
            /nowhere/four.wav
            https://radio.example/stream

            """.write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func testMissingFilesAreMarkedAndCounted() throws {
        let app = try XCTUnwrap(app)
        let checked = try app.waitFor("the files looked for") { $0.windows.first?.model.missing != nil }
        let model = try XCTUnwrap(checked.windows.first?.model)
        XCTAssertEqual(model.missing, ["2", "4"], "the stream is not a file to look for")
        XCTAssertEqual(model.summary, "5 tracks · 4:10 · 2 missing")
        XCTAssertEqual(model.status, "2 tracks point to files that are not there (marked ⚠)")
        saveScreenshot(named: "playlist-missing-files")

        // Removing one of them counts again; undo brings it back, still marked.
        let window = try XCTUnwrap(checked.windows.first)
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let pointer = Pointer(window: window.xid)
        try pointer.click(at: rows.items[1].point(across: 0.3))
        try pointer.press(keys: "Delete")
        let removed = try app.waitFor("Two removed") { $0.windows.first?.model.count == 4 }
        XCTAssertEqual(removed.windows.first?.model.missing, ["4"])
        XCTAssertEqual(removed.windows.first?.model.summary, "4 tracks · 3:08 · 1 missing")
        try pointer.press(keys: "ctrl+z")
        let back = try app.waitFor("Two back") { $0.windows.first?.model.count == 5 }
        XCTAssertEqual(back.windows.first?.model.missing, ["2", "4"])
    }

    func testFindMissingFilesRelinksWhatItFindsAsOneUndoableEdit() throws {
        let app = try XCTUnwrap(app)
        let window = try XCTUnwrap(try app.waitFor("the files looked for") { $0.windows.first?.model.missing != nil }.windows.first)
        let folder = try XCTUnwrap(playlist).deletingLastPathComponent().appendingPathComponent("moved")
        let keys = Pointer(window: window.xid)
        // The primary menu: New Playlist, Open…, Save As…, Find Missing Files…
        try keys.openMenu()
        for key in ["Down", "Down", "Down", "Return"] { try keys.press(keys: key) }
        _ = try Pointer.waitForWindow(titled: "^Find Missing Files In$")
        let chooser = Pointer(window: nil)
        try chooser.press(keys: "ctrl+l")
        try chooser.paste(folder.path)
        Thread.sleep(forTimeInterval: 0.3)
        try chooser.press(keys: "Return")
        // The question names what it would relink; Return takes its suggested answer.
        _ = try Pointer.waitForWindow(titled: "^Relink 1 track\\?$")
        saveScreenshot(named: "playlist-relink")
        try Pointer(window: nil).press(keys: "Return")
        let relinked = try app.waitFor("Two relinked") { $0.windows.first?.model.missing == ["4"] }
        let model = try XCTUnwrap(relinked.windows.first?.model)
        XCTAssertEqual(model.summary, "5 tracks · 4:10 · 1 missing")
        XCTAssertEqual(model.toast, "Relinked 1 track")
        XCTAssertEqual(model.unsaved, true)
        XCTAssertEqual(model.findingMissing, false)

        // No window manager gives the focus back once the question is gone: the status line takes it.
        try keys.click(at: (200, window.height - 14))
        try keys.press(keys: "ctrl+s")
        _ = try app.waitFor("saved") { $0.windows.first?.model.unsaved == false }
        let saved = try String(contentsOf: try XCTUnwrap(playlist), encoding: .utf8)
        XCTAssertTrue(saved.contains("moved/deeper/two.ogg"), saved)
        try keys.press(keys: "ctrl+z")
        let undone = try app.waitFor("the relink undone") { $0.windows.first?.model.missing == ["2", "4"] }
        XCTAssertEqual(undone.windows.first?.model.summary, "5 tracks · 4:10 · 2 missing")
    }
}
