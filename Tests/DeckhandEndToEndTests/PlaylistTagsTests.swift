import Foundation
import TestFolders
import XCTest

/// A playlist of real audio files in four formats that names them only by path (one with a
/// title of the user's own): the editor reads the files' tags and lengths, shows them and
/// their total, and writes them into the playlist when it saves.
final class PlaylistTagsTests: PlaylistFileTestCase {
    private var fixture: DragSourceFixture?

    override func tearDown() {
        fixture?.terminate()
        super.tearDown()
    }

    override func writePlaylist(in folder: URL) throws -> URL {
        try AudioFixtures.make(AudioFixtures.mixed, in: folder)
        let file = folder.appendingPathComponent("sea.m3u")
        try "one.ogg\n#EXTINF:-1,My Band - My title\ntwo.flac\nthree.mp3\nfour.wav\n".write(to: file, atomically: true, encoding: .utf8)
        return file
    }

    func testTagsAndLengthsFillTheRowsAndTheSavedPlaylist() throws {
        let app = try XCTUnwrap(app)
        let read = try app.waitFor("the files' tags read") {
            $0.windows.first?.model.summary == "4 tracks · 0:23" && $0.windows.first?.model.missing == []
        }
        let window = try XCTUnwrap(read.windows.first)
        XCTAssertEqual(window.model.missing, [])
        // The playlist's own title wins over the file's; the untagged file is named by its file name.
        XCTAssertEqual(window.container("playlist.tracks")?.items.map(\.label), ["Harbour", "My title", "Gull", "four"])
        saveScreenshot(named: "playlist-tags")

        try Pointer(window: window.xid).press(keys: "ctrl+s")
        _ = try app.waitFor("the save") { $0.windows.first?.model.toast == "Saved sea.m3u" }
        let saved = try String(contentsOf: try XCTUnwrap(playlist), encoding: .utf8)
        XCTAssertEqual(saved.split(separator: "\n").map(String.init), [
            "#EXTM3U", "#EXTINF:10,Ann - Harbour", "one.ogg", "#EXTINF:5,My Band - My title", "two.flac",
            "#EXTINF:5,Cy - Gull", "three.mp3", "#EXTINF:3,", "four.wav",
        ])
    }

    func testASearchFindsWhatTheFilesTagsSay() throws {
        let app = try XCTUnwrap(app)
        let read = try app.waitFor("the files' tags read") { $0.windows.first?.model.summary == "4 tracks · 0:23" }
        let window = try XCTUnwrap(read.windows.first)
        let pointer = Pointer(window: window.xid)
        try pointer.press(keys: "ctrl+f")
        // "Cy" is only in three.mp3's ID3 tag; "sea" is every tagged file's album.
        try Pointer.xdotool(["type", "--delay", "60", "cy"])
        let artist = try app.waitFor("the search for Cy") { $0.windows.first?.model.summary == "1 of 4 tracks match" }
        XCTAssertEqual(artist.windows.first?.container("playlist.tracks")?.items.map(\.label), ["Gull"])
        try Pointer.xdotool(["key", "ctrl+a", "type", "--delay", "60", "sea"])
        let album = try app.waitFor("the search for the album") { $0.windows.first?.model.summary == "3 of 4 tracks match" }
        // The playlist's own title and artist for two.flac leave its album to the file.
        XCTAssertEqual(album.windows.first?.container("playlist.tracks")?.items.map(\.label), ["Harbour", "My title", "Gull"])
    }

    /// A folder of the same four files dropped from a file manager: rows named by their tags,
    /// in file-name order, and the header's total grown by their lengths.
    func testAFolderOfAudioFilesDroppedShowsTheirTagsAndTheNewTotal() throws {
        let app = try XCTUnwrap(app)
        let read = try app.waitFor("the files' tags read") { $0.windows.first?.model.summary == "4 tracks · 0:23" }
        let window = try XCTUnwrap(read.windows.first)
        let rows = try XCTUnwrap(window.container("playlist.tracks"))
        let album = try makeTemporaryFolder("deckhand-album")
        try AudioFixtures.make(AudioFixtures.mixed, in: album)
        // Below the last row: the files go at the end.
        let below = (rows.items[3].point(across: 0.3).x, rows.items[3].y + rows.items[3].height * 3)
        let fixture = try DragSourceFixture(offering: album.path, at: 960, below.1 - 60)
        self.fixture = fixture
        try Pointer(window: nil).drag(from: try fixture.centre, to: below, until: "the list") {
            app.snapshot()?.windows.first?.container("playlist.tracks")?.drop != nil
        }
        let filled = try app.waitFor("the dropped files' tags read") { $0.windows.first?.model.summary == "8 tracks · 0:46" }
        XCTAssertEqual(filled.windows.first?.container("playlist.tracks")?.items.map(\.label),
                       ["Harbour", "My title", "Gull", "four", "four", "Harbour", "Gull", "Lantern"])
        saveScreenshot(named: "playlist-dropped-folder")
    }
}
