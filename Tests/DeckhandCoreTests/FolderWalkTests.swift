@testable import DeckhandCore
import Foundation
import Playlist
import Synchronization
import TestFolders
import Testing

/// The walk Find Missing Files makes through the folder the user chose: it finds the audio
/// files under it, says how far it got, and stops when asked.
@Suite("Walking a folder for audio files")
struct FolderWalkTests {
    /// A folder of `count` files in ten subfolders, a fifth of them audio.
    private func makeFolder(files count: Int) throws -> TemporaryFolder {
        let folder = try TemporaryFolder("walk", creating: false)
        for index in 0..<count {
            let sub = folder.url.appendingPathComponent("disc \(index % 10)", isDirectory: true)
            try FileManager.default.createDirectory(at: sub, withIntermediateDirectories: true)
            let name = index % 5 == 0 ? "track \(index).FLAC" : "notes \(index).txt"
            _ = FileManager.default.createFile(atPath: sub.appendingPathComponent(name).path, contents: Data())
        }
        return folder
    }

    @Test func aWalkFindsTheAudioFilesAndSaysHowFarItGot() throws {
        let folder = try makeFolder(files: 1_200)
        let reports = Mutex<[Int]>([])
        let found = DroppedAudio.audioFiles(at: folder.url, progress: ReadProgress()) { looked in
            reports.withLock { $0.append(looked) }
        }
        #expect(found.count == 240)
        #expect(found.allSatisfy { $0.pathExtension == "FLAC" })
        // 1,200 files and 10 folders: reports at 500 and 1,000 entries.
        #expect(reports.withLock { $0 } == [500, 1_000])
    }

    @Test func aWalkAskedToStopFindsNothing() throws {
        let folder = try makeFolder(files: 1_200)
        let progress = ReadProgress()
        let reports = Mutex(0)
        let found = DroppedAudio.audioFiles(at: folder.url, progress: progress) { _ in
            reports.withLock { $0 += 1 }
            progress.cancel()
        }
        #expect(found.isEmpty)
        #expect(reports.withLock { $0 } == 1, "the walk stops at the next check after the stop")
    }
}
