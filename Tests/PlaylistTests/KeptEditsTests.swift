import Foundation
import Playlist
import ReorderKit
import TestFolders
import Testing
import SeededRandom

@Suite("Unsaved edits kept as a base and a journal of changes")
struct KeptEditsTests {
    /// The store's folder, which keeping makes.
    private let scratch: TemporaryFolder
    private let store: UnsavedPlaylistStore

    init() throws {
        scratch = try TemporaryFolder("deckhand-kept", creating: false)
        store = UnsavedPlaylistStore(folder: scratch.url)
    }

    private static func tracks(_ count: Int) -> [Track] {
        (1...count).map {
            Track(id: $0, location: .file(URL(fileURLWithPath: "/music/\($0).flac")), title: "Song \($0)", duration: Double($0))
        }
    }

    /// Random edits, undos and redos, as a user makes them.
    private static func edit(_ document: inout PlaylistDocument, using generator: inout SeededGenerator) {
        let ids = document.tracks.map(\.id)
        switch Int.random(in: 0..<7, using: &generator) {
        case 0:
            let count = Int.random(in: 1...3, using: &generator)
            document.insert(entries: (0..<count).map { _ in
                Track(id: 0, location: .url(URL(string: "https://radio.example/\(UInt32.random(in: 0...9999, using: &generator))") ?? URL(fileURLWithPath: "/")),
                      title: "Stream", artist: "Tide [live")
            }, at: Int.random(in: 0...ids.count, using: &generator))
        case 1: document.remove(Set(ids.filter { _ in Int.random(in: 0..<25, using: &generator) == 0 }))
        case 2: document.undo()
        case 3: document.redo()
        default:
            let sources = ids.filter { _ in Int.random(in: 0..<12, using: &generator) == 0 }.shuffled(using: &generator)
            let position: PlaylistDocument.Difference.Position = ids.isEmpty || Int.random(in: 0..<5, using: &generator) == 0
                ? .end : .before(ids[Int.random(in: 0..<ids.count, using: &generator)])
            document.apply(ReorderDifference(sources: sources, position: position))
        }
    }

    private static func sameEntries(_ left: [Track], _ right: [Track]) -> Bool {
        left.count == right.count && zip(left, right).allSatisfy { $0.hasSameEntry(as: $1) }
    }

    /// The changes a document hands over, made on the same tracks numbered otherwise (as they
    /// are when read back from a file), give the same playlist after every edit.
    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func changesReplayedOnTheTracksReadBackGiveTheSamePlaylist(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var document = PlaylistDocument(tracks: Self.tracks(120), url: nil)
        var replayed = Self.tracks(120).map {
            Track(id: $0.id + 5000, location: $0.location, title: $0.title, duration: $0.duration)
        }
        var nextID = 9000
        for step in 0..<400 {
            Self.edit(&document, using: &generator)
            for change in document.takeChanges() { try change.apply(to: &replayed, nextID: &nextID) }
            #expect(Self.sameEntries(replayed, document.tracks), "differs after edit \(step)")
            #expect(Set(replayed.map(\.id)).count == replayed.count, "IDs stay unique")
        }
    }

    /// Kept through the store, with a short journal so that new bases are written often, the
    /// tracks read back are the document's after every write.
    @Test(arguments: [UInt64(11), 12])
    func whatIsKeptComesBackAfterEveryWrite(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var document = PlaylistDocument(tracks: Self.tracks(80), url: URL(fileURLWithPath: "/home/me/mix.xspf"))
        var kept = KeptEdits(id: "mix", maximumChanges: 6)
        var wholeWrites = 0
        for _ in 0..<150 {
            for _ in 0..<Int.random(in: 1...3, using: &generator) { Self.edit(&document, using: &generator) }
            let write = kept.nextWrite(for: &document)
            if case .whole = write { wholeWrites += 1 }
            try write.perform(in: store)
            let entry = try #require(store.entries().first)
            #expect(entry.file?.path == "/home/me/mix.xspf")
            #expect(Self.sameEntries(try store.wholeTracks(of: entry), document.tracks))
        }
        #expect(wholeWrites > 10, "the journal was started afresh \(wholeWrites) times")
        let files = try FileManager.default.contentsOfDirectory(atPath: store.folder.path).sorted()
        #expect(files.count == 3, "one note, one base, one journal: \(files)")
    }

    @Test func anEditWritesOnlyTheChangeAndANewFileStartsAfresh() throws {
        var document = PlaylistDocument(tracks: Self.tracks(2000), url: URL(fileURLWithPath: "/a.m3u"))
        var kept = KeptEdits(id: "w")
        document.apply(ReorderDifference(sources: [5], position: .end))
        let first = kept.nextWrite(for: &document)
        guard case .whole = first else { Issue.record("the first write is whole"); return }
        try first.perform(in: store)
        var peek = document
        peek.apply(ReorderDifference(sources: [7, 9], position: .before(1)))
        #expect(peek.takeChanges() == [.move([5, 7], to: 0)], "7 and 9 were at 5 and 7, after 5 went to the end")
        document.apply(ReorderDifference(sources: [7, 9], position: .before(1)))
        let next = kept.nextWrite(for: &document)
        guard case .changes(let lines, _, _, _) = next else { Issue.record("a later edit writes its change alone"); return }
        #expect(lines.count < 40, "a move of two tracks among 2000 is one short line: \(lines.count) bytes")
        try next.perform(in: store)
        let journal = store.folder.appendingPathComponent("w-1.changes")
        let size = try #require(FileManager.default.attributesOfItem(atPath: journal.path)[.size] as? Int)
        #expect(size == lines.count, "the journal holds that line and nothing else")
        #expect(Self.sameEntries(try store.wholeTracks(of: try #require(store.entries().first)), document.tracks))
        kept.startAfresh()
        document.remove([3])
        guard case .whole = kept.nextWrite(for: &document) else { Issue.record("after a failure, whole"); return }
        let copy = try document.saveCopy(to: URL(fileURLWithPath: "/b.m3u"))
        document.didSave(copy, stamp: nil)
        document.remove([4])
        guard case .whole(_, let file, _, _, _) = kept.nextWrite(for: &document) else {
            Issue.record("another file, whole"); return
        }
        #expect(file?.path == "/b.m3u")
    }

    /// Edits kept keep how the file stood when they were made on it, and a save of the same
    /// file (edits made meanwhile still unsaved) starts a new base with the file as it stands.
    @Test func theKeptEditsKnowTheFileAsTheyWereMadeOnIt() throws {
        let folder = try temporaryFolder()
        let url = folder.url.appendingPathComponent("list.m3u8")
        try Data("/music/1.mp3\n/music/2.mp3\n/music/3.mp3\n".utf8).write(to: url)
        var document = try PlaylistDocument(contentsOf: url)
        let read = try #require(document.fileStamp)
        var kept = KeptEdits(id: "s")
        document.apply(ReorderDifference(sources: [1], position: .end))
        try kept.nextWrite(for: &document).perform(in: store)
        #expect(store.entries().first?.stamp == read)
        // Saved while an edit was being made: that edit stays unsaved, on a new base.
        let copy = try document.saveCopy()
        document.apply(ReorderDifference(sources: [2], position: .end))
        document.didSave(copy, stamp: try copy.write())
        guard case .whole(_, _, _, _, let stamp) = kept.nextWrite(for: &document) else {
            Issue.record("the file saved since, whole"); return
        }
        #expect(stamp != read && stamp == FileStamp(of: url))
    }

    @Test func aLineAKillCutShortIsLeftOutAndNothingIsAddedAfterIt() throws {
        try store.keep(Self.tracks(3), id: "cut", file: nil)
        try store.append([.move([0], to: 2)], id: "cut")
        let journal = store.folder.appendingPathComponent("cut-1.changes")
        let handle = try FileHandle(forWritingTo: journal)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data("{\"remove\":[0".utf8))
        try handle.close()
        let entry = try #require(store.entries().first)
        #expect(try store.wholeTracks(of: entry).map(\.title) == ["Song 2", "Song 3", "Song 1"])
        #expect(throws: PlaylistError.self) { try store.append([.remove([0])], id: "cut") }
        #expect(try store.wholeTracks(of: entry).count == 3, "the refused change left the journal alone")
    }

    /// A damaged line ends the replay there: the changes before it come back, and the line is
    /// reported, rather than the whole restore failing.
    @Test func aDamagedLineEndsTheReplayAndIsReportedWithItsNumber() throws {
        try store.keep(Self.tracks(3), id: "bad", file: nil)
        try store.append([.move([0], to: 2), .remove([7]), .remove([0])], id: "bad")
        let entry = try #require(store.entries().first)
        var skipped: [SkippedLine] = []
        let tracks = try store.tracks(of: entry, skipped: &skipped)
        #expect(tracks.map(\.title) == ["Song 2", "Song 3", "Song 1"], "the first change replayed")
        #expect(skipped.map(\.line) == [2])
        #expect(skipped.first?.reason.contains("bad-1.changes: a kept change names a track past the 3") == true, "\(skipped)")
        #expect(skipped.first?.reason.contains("nor the 1 after it") == true, "\(skipped)")
    }

    /// A write queued behind one that failed is refused, not added to the wrong journal; the
    /// next whole write starts a generation of its own.
    @Test func aWriteAfterAFailedOneIsRefusedAndTheNextWholeWriteRecovers() throws {
        var document = PlaylistDocument(tracks: Self.tracks(5), url: nil)
        var kept = KeptEdits(id: "w")
        document.remove([1])
        try kept.nextWrite(for: &document).perform(in: store)
        // A whole write that never reached the disk (the disk was full, say)…
        kept.startAfresh()
        document.remove([2])
        guard case .whole = kept.nextWrite(for: &document) else { Issue.record("a whole write"); return }
        // …so the changes queued after it find the journal of the generation before, and are
        // refused rather than replayed on the wrong tracks.
        document.remove([3])
        let queued = kept.nextWrite(for: &document)
        guard case .changes = queued else { Issue.record("changes follow"); return }
        #expect(throws: PlaylistError.self) { try queued.perform(in: store) }
        let entry = try #require(store.entries().first)
        #expect(try store.wholeTracks(of: entry).map(\.title) == ["Song 2", "Song 3", "Song 4", "Song 5"], "the last whole state")
        kept.startAfresh()
        try kept.nextWrite(for: &document).perform(in: store)
        let recovered = try #require(store.entries().first)
        #expect(try store.wholeTracks(of: recovered).map(\.title) == ["Song 4", "Song 5"])
    }

    @Test func anEntryKeptWholeByAnEarlierVersionStillComesBack() throws {
        try FileManager.default.createDirectory(at: store.folder, withIntermediateDirectories: true)
        try PlaylistFile.encode(Self.tracks(4), as: .xspf, folder: nil).write(to: store.folder.appendingPathComponent("old.xspf"))
        try Data("{\"processID\": 1, \"keptAt\": 0}".utf8).write(to: store.folder.appendingPathComponent("old.json"))
        let entry = try #require(store.entries().first)
        #expect(try store.wholeTracks(of: entry).count == 4)
        try store.keep(Self.tracks(2), id: "old", file: nil)
        #expect(!FileManager.default.fileExists(atPath: store.folder.appendingPathComponent("old.xspf").path))
        #expect(try store.wholeTracks(of: try #require(store.entries().first)).count == 2)
    }

    /// Kills a process that edits, keeps and saves a playlist at a hundred random moments, each
    /// after it first kept a state;
    /// every time, what the next start finds (kept edits, or else the saved file) is the
    /// last state the process finished keeping or the one it was keeping.
    @Test func killedAtRandomMomentsTheLastKeptStateAlwaysComesBack() throws {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        var fixture = products.appendingPathComponent("deckhand-kept-edits-fixture")
        if !FileManager.default.isExecutableFile(atPath: fixture.path) {
            // `swift test` runs the tests from inside the .xctest bundle on some platforms.
            fixture = products.deletingLastPathComponent().appendingPathComponent("deckhand-kept-edits-fixture")
        }
        try #require(FileManager.default.isExecutableFile(atPath: fixture.path), "built beside the tests")
        var generator = SeededGenerator(seed: 2026)
        var outcomes: [String: Int] = [:]
        for run in 0..<100 {
            let folder = store.folder.appendingPathComponent("run-\(run)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let process = Process()
            process.executableURL = fixture
            process.arguments = [folder.path, String(run)]
            let output = Pipe()
            process.standardOutput = output
            try process.run()
            // The kill comes a random moment after the process first kept a state, however
            // long a busy machine takes to start it: every run checks a restart.
            var read = Data()
            while !String(decoding: read, as: UTF8.self).contains("done ") {
                let more = output.fileHandleForReading.availableData
                guard !more.isEmpty else { break }
                read.append(more)
            }
            usleep(UInt32.random(in: 0...130_000, using: &generator))
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            read.append(output.fileHandleForReading.readDataToEndOfFile())
            let lines = String(decoding: read, as: UTF8.self)
                .split(separator: "\n", omittingEmptySubsequences: false)
            var states: [Int: String] = [:]
            var lastDone: Int?
            for line in lines.dropLast() {
                let words = line.split(separator: " ", maxSplits: 2)
                guard words.count >= 2, let step = Int(words[1]) else { continue }
                if words[0] == "begin", words.count == 3 { states[step] = String(words[2]) }
                if words[0] == "done" { lastDone = step }
            }
            guard let lastDone, let done = states[lastDone] else {
                outcomes["killed before the playlist was made", default: 0] += 1
                continue
            }
            let inFlight = states.filter { $0.key > lastDone }.map(\.value)
            let unsaved = UnsavedPlaylistStore(folder: folder.appendingPathComponent("unsaved"))
            let entries = unsaved.entries()
            #expect(entries.count <= 1, "run \(run): one playlist, one entry")
            let found: [Track]
            if let entry = entries.first {
                #expect(entry.isOrphaned, "run \(run): its process is gone")
                found = try unsaved.wholeTracks(of: entry)
            } else {
                found = try PlaylistFile.read(contentsOf: folder.appendingPathComponent("mix.m3u8"))
            }
            let state = found.map { $0.location.fileNumber }.joined(separator: ",")
            if state == done {
                outcomes[entries.isEmpty ? "the saved file, as last kept" : "the kept edits, as last kept", default: 0] += 1
            } else if inFlight.contains(state) {
                outcomes["the state being kept when killed", default: 0] += 1
            } else {
                Issue.record("run \(run): after step \(lastDone), found \(found.count) tracks that are neither the last kept state nor the one in flight")
            }
        }
        print("Kill and restore, 100 runs: \(outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: "; "))")
        #expect(outcomes["killed before the playlist was made"] == nil, "every run killed the process after it had kept a state")
    }
}

private extension TrackLocation {
    /// "17" for /music/17.flac.
    var fileNumber: String {
        switch self {
        case .file(let url), .url(let url): url.deletingPathExtension().lastPathComponent
        }
    }
}
