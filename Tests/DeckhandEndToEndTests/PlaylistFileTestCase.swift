import Foundation
import TestFolders
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

    override func setUpWithError() throws {
        let folder = try makeTemporaryFolder("deckhand-\(type(of: self))")
        playlist = try writePlaylist(in: folder)
        try super.setUpWithError()
    }
}
