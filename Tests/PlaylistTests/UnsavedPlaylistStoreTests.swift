import Foundation
@testable import Playlist
import TestFolders
import Testing

@Suite("Unsaved playlist edits kept on disk")
struct UnsavedPlaylistStoreTests {
    /// The store's folder, which keeping makes.
    private let scratch: TemporaryFolder
    private let store: UnsavedPlaylistStore

    private let tracks = [
        Track(id: 1, location: .file(URL(fileURLWithPath: "/music/a b.flac")), title: "Harbour", artist: "Tide", album: "Coast", duration: 201),
        Track(id: 2, location: .url(URL(string: "https://radio.example/stream") ?? URL(fileURLWithPath: "/")), title: "Radio"),
        Track(id: 3, location: .file(URL(fileURLWithPath: "/music/é.mp3"))),
    ]

    init() throws {
        scratch = try TemporaryFolder("deckhand-unsaved", creating: false)
        store = UnsavedPlaylistStore(folder: scratch.url)
    }

    @Test func keptTracksComeBackWithEveryFieldAndTheirFile() throws {
        let file = URL(fileURLWithPath: "/home/me/mix.m3u")
        try store.keep(tracks, id: "window-1", file: file)
        let entries = store.entries()
        #expect(entries.map(\.id) == ["window-1"])
        #expect(entries.first?.file == file)
        #expect(entries.first?.processID == getpid())
        let restored = try store.wholeTracks(of: try #require(entries.first))
        #expect(restored.count == tracks.count)
        for (back, original) in zip(restored, tracks) {
            #expect(back.hasSameEntry(as: original), "\(back) != \(original)")
        }
    }

    /// Kept edits of a 100,000-track playlist are an XSPF file of about 13 MB: past the 10 MB
    /// Foundation's XML parser stops at, which once made such edits impossible to restore.
    @Test func editsToAHugePlaylistComeBack() throws {
        let huge = (0..<100_000).map { number in
            Track(id: number, location: .file(URL(fileURLWithPath: "/music/album \(number / 12)/\(number).flac")),
                  title: "Song \(number)", artist: "Artist \(number % 997)", duration: Double(120 + number % 240))
        }
        try store.keep(huge, id: "huge", file: nil)
        let entry = try #require(store.entries().first)
        let base = store.folder.appendingPathComponent("huge-1.xspf")
        let size = (try FileManager.default.attributesOfItem(atPath: base.path)[.size] as? Int) ?? 0
        #expect(size > 10_000_000, "the kept copy is past the old limit: \(size) bytes")
        let restored = try store.wholeTracks(of: entry)
        #expect(restored.count == huge.count)
        #expect(restored.last?.hasSameEntry(as: huge[huge.count - 1]) == true)
    }

    @Test func keepingAgainReplacesAndDiscardingForgets() throws {
        try store.keep(tracks, id: "w", file: nil)
        try store.keep(Array(tracks.prefix(1)), id: "w", file: nil)
        let entry = try #require(store.entries().first)
        #expect(entry.file == nil, "a playlist never saved has no file")
        #expect(try store.wholeTracks(of: entry).count == 1)
        store.discard(id: "w")
        #expect(store.entries().isEmpty)
        let left = (try? FileManager.default.contentsOfDirectory(atPath: store.folder.path)) ?? []
        #expect(left.isEmpty, "no files left behind: \(left)")
    }

    @Test func onlyEntriesOfGoneProcessesAreOrphans() throws {
        try store.keep(tracks, id: "mine", file: nil)
        // A child that has exited and been reaped: its process ID names no process now.
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/true")
        try child.run()
        child.waitUntilExit()
        try store.keep(tracks, id: "gone", file: nil, processID: child.processIdentifier)
        let orphans = store.entries().filter(\.isOrphaned).map(\.id)
        #expect(orphans == ["gone"])
    }

    @Test func anEntryOfAProcessThatEndedButIsNotReapedIsAnOrphan() throws {
        var child: pid_t = 0
        let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
        defer { arguments.forEach { free($0) } }
        try #require(posix_spawn(&child, "/bin/true", nil, nil, arguments, environ) == 0)
        defer { waitpid(child, nil, 0) }
        // Ended, and a zombie until the deferred waitpid reaps it: kill(2) still finds it.
        let deadline = Date().addingTimeInterval(5)
        while ProcessState(id: child)?.hasEnded != true, Date() < deadline { usleep(10_000) }
        try #require(ProcessState(id: child)?.hasEnded == true && kill(child, 0) == 0)
        try store.keep(tracks, id: "ended", file: nil, processID: child)
        #expect(store.entries().filter(\.isOrphaned).map(\.id) == ["ended"])
    }

    @Test func anEntryWhoseProcessIDNowNamesALaterProcessIsAnOrphan() throws {
        try store.keep(tracks, id: "earlier", file: nil)
        #expect(store.entries().filter(\.isOrphaned).isEmpty, "kept by this very process")
        let note = store.folder.appendingPathComponent("earlier.json")
        // Kept in this boot by a process with this one's ID that started at another moment.
        let boot = (try? String(contentsOfFile: "/proc/sys/kernel/random/boot_id", encoding: .utf8))?
            .trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        try Data("{\"processID\": \(getpid()), \"processStart\": 1, \"keptAt\": 0, \"bootID\": \"\(boot)\", \"generation\": 1}".utf8).write(to: note)
        #expect(store.entries().filter(\.isOrphaned).map(\.id) == ["earlier"])
    }

    @Test func anEntryFromBeforeARestartIsAnOrphanWhateverHasItsProcessIDNow() throws {
        try store.keep(tracks, id: "before", file: nil)
        let note = store.folder.appendingPathComponent("before.json")
        // This very process has the ID now, but the note comes from another boot.
        try Data("{\"processID\": \(getpid()), \"keptAt\": 0, \"bootID\": \"an-earlier-boot\", \"generation\": 1}".utf8).write(to: note)
        #expect(store.entries().filter(\.isOrphaned).map(\.id) == ["before"])
        try store.keep(tracks, id: "before", file: nil)
        #expect(store.entries().filter(\.isOrphaned).isEmpty, "kept again in this boot, by a live process")
    }

    @Test func halfWrittenEntriesAreLeftOut() throws {
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try Data("{\"processID\": 1, \"keptAt\": 0}".utf8).write(to: store.folder.appendingPathComponent("no-tracks.json"))
        try Data("not json".utf8).write(to: store.folder.appendingPathComponent("bad.json"))
        try Data().write(to: store.folder.appendingPathComponent("bad.xspf"))
        #expect(store.entries().isEmpty)
    }
}
