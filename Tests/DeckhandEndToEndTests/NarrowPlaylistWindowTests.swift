import Foundation
import XCTest

/// The playlist window at a phone's width (360 px, as on Linux phones with libadwaita): the
/// artist goes under each title, the editing buttons and the search field move to a bar along
/// the bottom, and tracks still reorder by dragging.
final class NarrowPlaylistWindowTests: PlaylistFileTestCase {
    override func writePlaylist(in folder: URL) throws -> URL {
        try AudioFixtures.make(AudioFixtures.mixed, in: folder)
        let file = folder.appendingPathComponent("sea.m3u")
        try "one.ogg\ntwo.flac\nthree.mp3\nfour.wav\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func testAPhoneWideWindowShowsTheArtistUnderTheTitleAndStillReorders() throws {
        let app = try XCTUnwrap(app)
        let read = try app.waitFor("the files' tags read") { $0.windows.first?.model.summary == "4 tracks · 0:23" }
        let wide = try XCTUnwrap(read.windows.first)
        XCTAssertEqual(wide.model.narrow, false)
        // One request, as a phone's screen makes: the window takes it and lays itself out narrow.
        try Pointer.xdotool(["windowsize", "\(wide.xid)", "360", "640"])
        // The window's own width: the X window's 360 px less the client-side shadow.
        let narrowed = try app.waitFor("360 px wide, fitting") { ($0.windows.first?.width ?? 1000) <= 360 && $0.windows.first?.fits == true }
        let window = try XCTUnwrap(narrowed.windows.first)
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        XCTAssertEqual(rows.items.map(\.label), ["Harbour", "Lantern", "Gull", "four"])
        for row in rows.items {
            // Rows are placed in the X window, shadow included.
            XCTAssertLessThanOrEqual(row.x + row.width, 360, "\(row.label) runs past the window's edge")
        }
        // Every row has two lines, the artist's under the title (empty for the untagged file):
        // rows are one height, as the list works out where they are from one.
        XCTAssertEqual(Set(rows.items.map(\.height)).count, 1, "\(rows.items.map(\.height))")
        XCTAssertGreaterThan(rows.items[0].height, try XCTUnwrap(wide.container("playlist.tracks")).items[0].height)
        saveScreenshot(named: "playlist-narrow")

        let moved = try app.drag(from: rows.items[0].point(across: 0.5), to: rows.items[2].point(across: 0.5, down: 0.8), in: window)
        XCTAssertEqual(moved.windows.first?.model.order, ["2", "3", "1", "4"])

        // Wide again: back to columns.
        try Pointer.xdotool(["windowsize", "\(window.xid)", "900", "640"])
        _ = try app.waitFor("the columns back") { $0.windows.first?.model.narrow == false }
    }
}
