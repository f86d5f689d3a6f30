import Foundation
import Playlist
import Synchronization
import TestFolders
import Testing

@Suite("Looking at the files a playlist points to")
struct FileCheckTests {
    /// Everything `FileCheck.look` handed over, in one.
    private func look(at tracks: [Track], threads: Int = 2) -> FileFindings {
        let all = Mutex(FileFindings())
        FileCheck.look(at: tracks, threads: threads, interval: 0) { batch in all.withLock { $0.merge(batch) } }
        return all.withLock { $0 }
    }

    @Test func filesNotOnDiskAreMissingAndURLsAreNotLookedFor() throws {
        let folder = try TemporaryFolder("deckhand-check")
        try FileManager.default.createDirectory(at: folder.url.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let here = folder.url.appendingPathComponent("here.ogg")
        try Data("not audio".utf8).write(to: here)
        let tracks = [
            Track(id: 1, location: .file(here)),
            Track(id: 2, location: .file(folder.url.appendingPathComponent("gone.ogg"))),
            Track(id: 3, location: .file(folder.url.appendingPathComponent("nowhere/deeper/gone.flac"))),
            Track(id: 4, location: .url(try #require(URL(string: "https://radio.example/stream")))),
            Track(id: 5, location: .file(folder.url.appendingPathComponent("sub/../here.ogg").standardizedFileURL)),
        ]
        let found = look(at: tracks)
        #expect(found.missing == [2, 3])
        #expect(found.present == [1, 5])
        #expect(found.tags.isEmpty, "a file that is not audio is there, without tags")
    }

    @Test func aCancelledLookStopsEarly() {
        let tracks = (1...5_000).map { Track(id: $0, location: .file(URL(fileURLWithPath: "/nowhere/\($0).ogg"))) }
        let progress = ReadProgress()
        progress.cancel()
        let counted = Mutex(0)
        FileCheck.look(at: tracks, threads: 2, progress: progress) { batch in counted.withLock { $0 += batch.missing.count } }
        #expect(counted.withLock { $0 } == 0)
    }

    @Test func aLongLookHandsItsFindingsOverInBatchesOfAtMostTheLimit() {
        let tracks = (1...5_000).map { Track(id: $0, location: .file(URL(fileURLWithPath: "/nowhere/\($0).ogg"))) }
        let sizes = Mutex<[Int]>([])
        FileCheck.look(at: tracks, threads: 2, interval: 60, limit: 700) { batch in
            sizes.withLock { $0.append(batch.missing.count + batch.present.count) }
        }
        let handed = sizes.withLock { $0 }
        #expect(handed.reduce(0, +) == 5_000)
        #expect(handed.allSatisfy { $0 <= 700 }, "\(handed)")
        #expect(handed.count >= 8)
    }
}
