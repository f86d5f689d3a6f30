import Foundation
import XCTest

/// A playlist with damaged lines opens with every track that has a location, and the window
/// says how many lines it skipped, one click from the list of them.
final class DamagedPlaylistTests: DeckhandTestCase {
    private var playlist: URL?

    override var launchArguments: [String] { [playlist?.path ?? ""] }

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-damaged-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("damaged.pls")
        let text = """
            [playlist]
            File1=one.mp3
            Length1=soon
            Title2=A title with no file
            File3=three.mp3
            this line has no equals sign
            """
        try Data(text.utf8).write(to: file.deletingPathExtension().appendingPathExtension("pls"))
        playlist = file
        try super.setUpWithError()
    }

    func testTheTracksLoadAndTheSkippedLinesAreSaid() throws {
        let app = try XCTUnwrap(app)
        let loaded = try app.waitFor("the damaged playlist loaded") { file in
            file.windows.first?.kind == "playlist" && file.windows.first?.model.count == 2
        }
        let model = try XCTUnwrap(loaded.windows.first?.model)
        XCTAssertEqual(model.skipped, 3, "the bad length, the title with no file and the stray line")
        XCTAssertEqual(model.status, "damaged.pls loaded; 3 damaged lines were left out or read in part. Saving writes a clean file.")
        saveScreenshot(named: "playlist-skipped")
    }
}

/// A playlist that cannot be opened gets a window named after it that says why, and the
/// terminal that asked for it is told too.
final class MissingPlaylistTests: DeckhandTestCase {
    private let missing = FileManager.default.temporaryDirectory
        .appendingPathComponent("deckhand-missing-\(UUID().uuidString)").appendingPathComponent("gone.m3u")

    override var launchArguments: [String] { [missing.path] }

    func testTheWindowIsNamedAfterTheFileAndSaysWhy() throws {
        let app = try XCTUnwrap(app)
        let shown = try app.waitFor("the window saying why") { file in
            file.windows.first?.model.status?.hasPrefix("gone.m3u: cannot be read") == true
        }
        XCTAssertEqual(shown.windows.first?.title, "gone.m3u")
        XCTAssertEqual(shown.windows.first?.model.count, 0)
        XCTAssertTrue(app.errorOutput.contains("deckhand: gone.m3u: cannot be read"), app.errorOutput)
    }
}
