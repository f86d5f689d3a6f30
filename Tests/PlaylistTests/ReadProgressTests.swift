import Foundation
import Playlist
import Synchronization
import TestFolders
import Testing

@Suite("Progress while reading a playlist")
struct ReadProgressTests {
    /// The test's folder, holding the folders of the playlists `playlist(_:tracks:)` writes.
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("deckhand-progress")
    }

    private func playlist(_ format: PlaylistFormat, tracks count: Int) throws -> URL {
        let folder = scratch.url.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let url = folder.appendingPathComponent("big.\(format.rawValue)")
        let tracks = (1...count).map { Track(id: $0, location: .file(folder.appendingPathComponent("\($0).flac")), title: "Song \($0)", duration: 180) }
        try PlaylistFile.save(tracks, to: url)
        return url
    }

    @Test(arguments: PlaylistFormat.allCases)
    func progressClimbsToOneAsTheReadEnds(_ format: PlaylistFormat) throws {
        let url = try playlist(format, tracks: 20_000)
        let reports = Mutex<[Double]>([])
        let progress = ReadProgress { fraction in reports.withLock { $0.append(fraction) } }
        #expect(try PlaylistFile.read(contentsOf: url, progress: progress).count == 20_000)
        #expect(progress.fraction == 1)
        let values = reports.withLock { $0 }
        #expect(zip(values, values.dropFirst()).allSatisfy { $0 <= $1 }, "progress never goes back")
        #expect(values.filter { $0 > 0 && $0 < 1 }.count >= 5, "the read reports as it goes: \(values)")
        #expect(values.last == 1)
    }

    @Test func aWatcherOnAnotherThreadSeesTheSameFraction() async throws {
        let url = try playlist(.m3u, tracks: 2_000)
        let progress = ReadProgress()
        let count = try await Task.detached { try PlaylistFile.read(contentsOf: url, progress: progress).count }.value
        #expect(count == 2_000)
        #expect(progress.fraction == 1, "the atomic fraction is visible across threads")
    }

    @Test func aFailedReadStopsShortOfOne() throws {
        let folder = try TemporaryFolder("deckhand-progress")
        // Not a playlist at all: an HLS stream's segment list.
        let url = folder.url.appendingPathComponent("stream.m3u")
        try Data("#EXTM3U\n#EXT-X-TARGETDURATION:10\nsegment0.ts\n".utf8).write(to: url)
        let progress = ReadProgress()
        #expect(throws: PlaylistError.self) { try PlaylistFile.read(contentsOf: url, progress: progress) }
        #expect(progress.fraction < 1)
    }

    @Test(arguments: PlaylistFormat.allCases)
    func aCancelledReadStopsWithAnError(_ format: PlaylistFormat) throws {
        let url = try playlist(format, tracks: 5_000)
        let progress = ReadProgress()
        progress.cancel()
        #expect(progress.isCancelled)
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
