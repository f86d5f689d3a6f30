import Foundation
import Playlist
import ReorderKit

/// Reading, writing and reordering a huge playlist, each against the floor of the same work
/// done without the playlist code (decoding the bytes, writing them, copying the tracks).
enum PlaylistBenchmark {
    static func run(count: Int, sources sourceCount: Int) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-bench-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = ["#EXTM3U"] + (1...count).flatMap { number in
            ["#EXTINF:\(120 + number % 300),Artist \(number % 997) - Track \(number)", "music/album \(number % 100)/\(number) track.flac"]
        }
        let data = Data((lines.joined(separator: "\n") + "\n").utf8)
        print("a \(count)-track extended M3U (\(data.count / 1024) KiB)")

        let decode = Stopwatch.best(runs: 5) {
            consume(String(decoding: data, as: UTF8.self).split(separator: "\n").count)
        }
        var tracks: [Track] = []
        let read = Stopwatch.best(runs: 5) {
            tracks = (try? PlaylistFile.read(data, format: .m3u, folder: folder)) ?? []
        }
        guard tracks.count == count else { throw PlaylistError(message: "read \(tracks.count) of \(count) tracks") }
        print(format("  decode and split (floor)", decode))
        print(format("  read", read))
        print("  read / floor = \(ratio(read, decode))")

        let file = folder.appendingPathComponent("huge.m3u")
        let write = Stopwatch.best(runs: 5) { consume(try? data.write(to: file, options: .atomic)) }
        let save = Stopwatch.best(runs: 5) { consume(try? PlaylistFile.save(tracks, to: file)) }
        print(format("  write the bytes (floor)", write))
        print(format("  encode and save atomically", save))
        print("  save / floor = \(ratio(save, write))")

        let xspf = folder.appendingPathComponent("huge.xspf")
        let saveXSPF = Stopwatch.best(runs: 3) { consume(try? PlaylistFile.save(tracks, to: xspf)) }
        print(format("  save the same as XSPF", saveXSPF))
        print("  XSPF / M3U save = \(ratio(saveXSPF, save))")
        let xspfData = try Data(contentsOf: xspf)
        let readXSPF = Stopwatch.best(runs: 3) {
            consume(try? PlaylistFile.read(xspfData, format: .xspf, folder: folder))
        }
        print(format("  read the same as XSPF", readXSPF))
        print("  XSPF / M3U read = \(ratio(readXSPF, read))")

        let stride = count / sourceCount
        let sources = (0..<sourceCount).map { tracks[$0 * stride + stride / 2].id }
        let difference = PlaylistDocument.Difference(sources: sources, position: .before(tracks[count / 2 + 1].id))
        let document = PlaylistDocument(tracks: tracks, url: file)
        let copy = Stopwatch.best(runs: 7) {
            var copied = document.tracks
            copied.append(copied[0])
            consume(copied)
        }
        let reorder = Stopwatch.best(runs: 7) {
            var edited = document
            consume(edited.apply(difference))
        }
        print("a \(sourceCount)-track reorder of it, as a drop would make, with its undo record")
        print(format("  copy the tracks (floor)", copy))
        print(format("  PlaylistDocument.apply", reorder))
        print("  apply / copy = \(ratio(reorder, copy))")
    }
}
