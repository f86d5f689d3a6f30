import Foundation
import XCTest

/// A test that starts Deckhand on a playlist it writes first, with whatever files go beside
/// it, in a folder of its own.
class PlaylistFileTestCase: DeckhandTestCase {
    /// The playlist Deckhand opens.
    var playlist: URL?

    override var launchArguments: [String] { [playlist?.path ?? ""] }

    /// Writes the playlist (and the files beside it) in `folder` and returns its file.
    func writePlaylist(in folder: URL) throws -> URL {
        throw XCTSkip("\(type(of: self)) writes no playlist")
    }

    /// The folder the playlist was written in, removed after the test.
    private var folder: URL?

    override func setUpWithError() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-\(type(of: self))-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        self.folder = folder
        playlist = try writePlaylist(in: folder)
        try super.setUpWithError()
    }

    override func tearDown() {
        super.tearDown()
        if let folder { try? FileManager.default.removeItem(at: folder) }
    }
}
