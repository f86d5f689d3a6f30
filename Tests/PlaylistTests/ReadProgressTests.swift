import Foundation
import Playlist
import Synchronization
import Testing

@Suite("Progress while reading a playlist")
struct ReadProgressTests {
    private func playlist(_ format: PlaylistFormat, tracks count: Int) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("big.\(format.rawValue)")
        let tracks = (1...count).map { Track(id: $0, location: .file(folder.appendingPathComponent("\($0).flac")), title: "Song \($0)", duration: 180) }
        try PlaylistFile.save(tracks, to: url)
        return url
    }

    @Test(arguments: PlaylistFormat.allCases)
    func progressClimbsToOneAsTheReadEnds(_ format: PlaylistFormat) async throws {
        let url = try playlist(format, tracks: 20_000)
        let progress = ReadProgress()
        let seen = Mutex<[Double]>([])
        let reading = Task.detached { try PlaylistFile.read(contentsOf: url, progress: progress).count }
        let watching = Task.detached {
            while progress.fraction < 1 {
                let fraction = progress.fraction
                seen.withLock { $0.append(fraction) }
                try await Task.sleep(for: .microseconds(200))
            }
        }
        #expect(try await reading.value == 20_000)
        try await watching.value
        #expect(progress.fraction == 1)
        let values = seen.withLock { $0 }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "progress never goes back")
        #expect(values.contains { $0 > 0 && $0 < 1 }, "the watcher saw the read part done: \(values.count) samples")
    }

    @Test func aFailedReadStopsShortOfOne() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-progress-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("broken.m3u")
        try Data("#EXTM3U\na.mp3\n#EXTINF:soon,Title\n".utf8).write(to: url)
        let progress = ReadProgress()
        #expect(throws: PlaylistError.self) { try PlaylistFile.read(contentsOf: url, progress: progress) }
        #expect(progress.fraction < 1)
    }

    @Test func reportsAreClamped() {
        let progress = ReadProgress()
        progress.report(2)
        #expect(progress.fraction == 1)
        progress.report(-1)
        #expect(progress.fraction == 0)
    }
}
