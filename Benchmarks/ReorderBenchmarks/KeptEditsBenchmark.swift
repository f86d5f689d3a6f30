import Foundation
import Playlist
import ReorderKit

/// Keeping one edit of a huge playlist's unsaved edits: the journal line the editor writes
/// now, against the whole playlist as XSPF (what every kept edit wrote before), and reading
/// it all back.
enum KeptEditsBenchmark {
    static func run(count: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-bench-kept-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = UnsavedPlaylistStore(folder: folder)
        let tracks = (1...count).map { number in
            Track(id: number, location: .file(URL(fileURLWithPath: "/music/album \(number % 100)/\(number) track.flac")),
                  title: "Track \(number)", artist: "Artist \(number % 997)", duration: Double(120 + number % 300))
        }
        var document = PlaylistDocument(tracks: tracks, url: URL(fileURLWithPath: "/music/huge.m3u"))
        var kept = KeptEdits(id: "huge")
        document.apply(PlaylistDocument.Difference(sources: [tracks[10].id], position: .end))
        let whole = kept.nextWrite(for: &document)
        let base = Stopwatch.best(runs: 3) { consume(try? whole.perform(in: store)) }
        let moves = 9
        let edit = (1...moves).map { move in
            document.apply(PlaylistDocument.Difference(sources: [tracks[20 + move].id], position: .before(tracks[5].id)))
            return Stopwatch.best(runs: 1) { consume(try? kept.nextWrite(for: &document).perform(in: store)) }
        }.min() ?? .infinity
        let entry = store.entries().first
        var skipped: [SkippedLine] = []
        let restore = Stopwatch.best(runs: 1) { consume(entry.map { try? store.tracks(of: $0, skipped: &skipped) }) }
        print("unsaved edits of a \(count)-track playlist, kept as a base and a journal")
        print(format("  keep all tracks (1st edit)", base))
        print(format("  keep one more move (journal)", edit))
        print("  whole / one edit = \(ratio(base, edit))")
        print(format("  restore (base + \(moves) changes)", restore))
    }
}
