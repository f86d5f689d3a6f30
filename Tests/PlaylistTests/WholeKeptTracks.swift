import Playlist
import Testing

extension UnsavedPlaylistStore {
    /// The tracks kept for `entry`, expecting every journal line to replay.
    func wholeTracks(of entry: Entry) throws -> [Track] {
        var skipped: [SkippedLine] = []
        let tracks = try tracks(of: entry, skipped: &skipped)
        #expect(skipped.isEmpty, "every kept change replays: \(skipped)")
        return tracks
    }
}
