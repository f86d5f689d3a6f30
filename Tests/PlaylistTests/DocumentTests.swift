import Foundation
import Playlist
import ReorderKit
import TestFolders
import Testing
import SeededRandom

@Suite("Playlist documents")
struct DocumentTests {
    private func document(count: Int) -> PlaylistDocument {
        PlaylistDocument(tracks: (1...max(count, 1)).prefix(count).map {
            Track(id: $0, location: .file(URL(fileURLWithPath: "/music/\($0).mp3")))
        }, url: nil)
    }

    @Test func editsMarkTheDocumentChangedAndUndoExactly() {
        var document = document(count: 5)
        #expect(!document.hasUnsavedChanges)
        let moved = document.apply(ReorderDifference(sources: [1, 4], position: .end))
        #expect(moved)
        #expect(document.tracks.map(\.id) == [2, 3, 5, 1, 4])
        let added = document.insert([.url(URL(string: "https://radio.example") ?? URL(fileURLWithPath: "/"))], at: 1)
        #expect(document.tracks.map(\.id) == [2, added[0].id, 3, 5, 1, 4])
        let removed = document.remove([3, 1])
        #expect(removed == 2)
        #expect(document.hasUnsavedChanges)
        while document.undo() {}
        #expect(document.tracks.map(\.id) == [1, 2, 3, 4, 5])
        while document.redo() {}
        #expect(document.tracks.map(\.id) == [2, added[0].id, 5, 4])
    }

    @Test func aSaveWrittenElsewhereLeavesLaterEditsUnsaved() throws {
        let folder = try TemporaryFolder("deckhand-doc")
        var document = document(count: 4)
        document.apply(ReorderDifference(sources: [1], position: .end))
        let copy = try document.saveCopy(to: folder.url.appendingPathComponent("a.m3u8"))
        document.apply(ReorderDifference(sources: [2], position: .end))
        document.didSave(copy, stamp: try copy.write())
        #expect(document.url == copy.url, "the file is the document's now")
        #expect(document.hasUnsavedChanges, "the edit made while writing is not in the file")
        let written = try PlaylistFile.read(contentsOf: copy.url).map(\.location)
        #expect(written == [2, 3, 4, 1].map { Track.ID($0) }.map { TrackLocation.file(URL(fileURLWithPath: "/music/\($0).mp3")) })

        let again = try document.saveCopy()
        document.didSave(again, stamp: try again.write())
        #expect(!document.hasUnsavedChanges)
        #expect(throws: PlaylistError.self) { try PlaylistDocument().saveCopy() }
    }

    @Test func undoingBackToTheSavedTracksLeavesNothingUnsaved() throws {
        var document = document(count: 4)
        let file = URL(fileURLWithPath: "/music/list.m3u8")
        document.apply(ReorderDifference(sources: [1], position: .end))
        document.didSave(try document.saveCopy(to: file), stamp: nil)
        #expect(!document.hasUnsavedChanges)
        document.apply(ReorderDifference(sources: [2], position: .end))
        document.remove([3])
        #expect(document.hasUnsavedChanges)
        document.undo()
        document.undo()
        #expect(!document.hasUnsavedChanges, "back to what the file has")
        document.undo()
        #expect(document.hasUnsavedChanges, "before the save")
        document.redo()
        #expect(!document.hasUnsavedChanges, "redone to what the file has")
        // Undone past the save, then a new edit in place of its redo: the file's tracks are
        // out of reach, and every state is unsaved.
        document.undo()
        document.apply(ReorderDifference(sources: [4], position: .before(1)))
        #expect(document.hasUnsavedChanges)
        while document.undo() { #expect(document.hasUnsavedChanges) }
        while document.redo() { #expect(document.hasUnsavedChanges) }
    }

    @Test func editsRestoredAfterACrashStayUnsavedWhateverIsUndone() {
        var document = PlaylistDocument(tracks: document(count: 3).tracks, url: URL(fileURLWithPath: "/music/list.m3u8"), hasUnsavedChanges: true)
        #expect(document.hasUnsavedChanges)
        document.apply(ReorderDifference(sources: [1], position: .end))
        document.undo()
        #expect(document.hasUnsavedChanges, "the file may differ from these tracks")
    }

    /// Whatever edits, undos, redos and saves come, a document that says nothing is unsaved
    /// holds exactly the tracks last saved.
    @Test(arguments: [UInt64(91), 92, 93])
    func nothingUnsavedMeansTheTracksLastSaved(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        var document = document(count: 12)
        var saved = document.tracks
        let file = URL(fileURLWithPath: "/music/list.m3u8")
        for _ in 0..<400 {
            let ids = document.tracks.map(\.id)
            switch Int.random(in: 0..<10, using: &generator) {
            case 0..<3: document.undo()
            case 3..<5: document.redo()
            case 5:
                document.didSave(try document.saveCopy(to: file), stamp: nil)
                saved = document.tracks
            case 6: document.remove(Set(ids.filter { _ in Int.random(in: 0..<6, using: &generator) == 0 }))
            default:
                let sources = ids.filter { _ in Int.random(in: 0..<5, using: &generator) == 0 }
                let position: PlaylistDocument.Difference.Position = ids.isEmpty ? .end : .before(ids[Int.random(in: 0..<ids.count, using: &generator)])
                document.apply(ReorderDifference(sources: sources, position: position))
            }
            if !document.hasUnsavedChanges { #expect(document.tracks == saved) }
        }
    }

    @Test func aFileChangedByAnotherProgramIsToldFromOneSavedHere() throws {
        let folder = try temporaryFolder()
        let url = folder.url.appendingPathComponent("list.m3u8")
        try Data("/music/1.mp3\n/music/2.mp3\n".utf8).write(to: url)
        var document = try PlaylistDocument(contentsOf: url)
        #expect(!document.fileChangedOnDisk)
        document.apply(ReorderDifference(sources: [1], position: .end))
        try document.save()
        #expect(!document.fileChangedOnDisk, "Deckhand's own save")
        // Another program adds a line in place.
        let handle = try FileHandle(forWritingTo: url)
        handle.seekToEndOfFile()
        handle.write(Data("/music/3.mp3\n".utf8))
        try handle.close()
        #expect(document.fileChangedOnDisk)
        try document.save()
        #expect(!document.fileChangedOnDisk, "saved over, as asked")
        // Another program replaces it with a file just like it (another inode).
        try Data(contentsOf: url).write(to: url, options: .atomic)
        #expect(document.fileChangedOnDisk)
        try FileManager.default.removeItem(at: url)
        #expect(!document.fileChangedOnDisk, "a file gone has nothing to lose")
        #expect(!PlaylistDocument().fileChangedOnDisk)
    }

    @Test func aReorderThatChangesNothingIsNotAnEdit() {
        var document = document(count: 3)
        let changed = document.apply(ReorderDifference(sources: [1], position: .before(2)))
        #expect(!changed)
        #expect(!document.canUndo)
        #expect(!document.hasUnsavedChanges)
    }

    @Test(arguments: [UInt64(81), 82])
    func randomEditsUndoToTheOriginal(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var document = document(count: 300)
        let original = document.tracks
        for _ in 0..<200 {
            let ids = document.tracks.map(\.id)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: document.insert([.file(URL(fileURLWithPath: "/new.mp3"))], at: Int.random(in: 0...ids.count, using: &generator))
            case 1: document.remove(Set(ids.filter { _ in Int.random(in: 0..<40, using: &generator) == 0 }))
            default:
                let sources = ids.filter { _ in Int.random(in: 0..<20, using: &generator) == 0 }
                let position: PlaylistDocument.Difference.Position = ids.isEmpty ? .end : .before(ids[Int.random(in: 0..<ids.count, using: &generator)])
                document.apply(ReorderDifference(sources: sources, position: position))
            }
        }
        while document.undo() {}
        #expect(document.tracks == original)
    }

    @Test func savingKeepsTheFileAndClearsTheChangedFlag() throws {
        var document = document(count: 2)
        var unsaved = document
        #expect(throws: PlaylistError.self) { try unsaved.save() }
        let folder = try temporaryFolder()
        let file = folder.url.appendingPathComponent("saved.xspf")
        document.apply(ReorderDifference(sources: [1], position: .end))
        try document.save(to: file)
        #expect(!document.hasUnsavedChanges)
        #expect(document.url == file)
        let reopened = try PlaylistDocument(contentsOf: file)
        #expect(reopened.tracks.map(\.displayTitle) == ["2", "1"])
    }
}
