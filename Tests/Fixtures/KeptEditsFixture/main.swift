import Foundation
import Playlist
import ReorderKit
import SeededRandom

// Edits and saves a playlist for ever, keeping its unsaved edits as the editor does, for a
// test that kills this process at random moments and checks what comes back.
//
//   deckhand-kept-edits-fixture FOLDER SEED
//
// Makes FOLDER/mix.m3u8 with 300 tracks (/music/N.flac), then, step after step, either edits
// (a burst of moves, inserts, removals, undos and redos) and keeps the changes in the store at
// FOLDER/unsaved under the ID "mix", or saves the playlist and forgets what was kept. Around
// each step's writes it prints "begin K N,N,…" (the track numbers as they are now) and
// "done K": when killed, what the store or the file holds must be the state of the last done
// step or of the step begun after it.

let arguments = CommandLine.arguments
guard arguments.count == 3, let seed = UInt64(arguments[2]) else {
    FileHandle.standardError.write(Data("usage: deckhand-kept-edits-fixture FOLDER SEED\n".utf8))
    exit(2)
}
let folder = URL(fileURLWithPath: arguments[1])
let playlist = folder.appendingPathComponent("mix.m3u8")
let store = UnsavedPlaylistStore(folder: folder.appendingPathComponent("unsaved"))
var generator = SeededGenerator(seed: seed)

func say(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

/// The track numbers of `document`, in order.
func state(of document: PlaylistDocument) -> String {
    document.tracks.map { $0.location.fileName.dropLast(".flac".count) }.joined(separator: ",")
}

extension TrackLocation {
    var fileName: String {
        switch self {
        case .file(let url), .url(let url): url.lastPathComponent
        }
    }
}

do {
    try PlaylistFile.save(
        (1...300).map { Track(id: $0, location: .file(URL(fileURLWithPath: "/music/\($0).flac"))) }, to: playlist
    )
    var document = try PlaylistDocument(contentsOf: playlist)
    // A short journal, so that new bases are written (and interrupted) often.
    var kept = KeptEdits(id: "mix", maximumChanges: 8)
    var inserted = 1000
    say("begin 0 \(state(of: document))")
    say("done 0")
    for step in 1... {
        if Int.random(in: 0..<8, using: &generator) == 0 {
            say("begin \(step) \(state(of: document))")
            try document.save()
            store.discard(id: kept.id)
            kept.startAfresh()
            say("done \(step)")
            continue
        }
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            let ids = document.tracks.map(\.id)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0:
                inserted += 1
                let count = Int.random(in: 1...3, using: &generator)
                document.insert(
                    (inserted..<inserted + count).map { .file(URL(fileURLWithPath: "/music/\($0).flac")) },
                    at: Int.random(in: 0...ids.count, using: &generator)
                )
                inserted += count
            case 1:
                document.remove(Set(ids.filter { _ in Int.random(in: 0..<60, using: &generator) == 0 }))
            case 2:
                document.undo()
            case 3:
                document.redo()
            default:
                let sources = ids.filter { _ in Int.random(in: 0..<30, using: &generator) == 0 }
                let position: PlaylistDocument.Difference.Position = ids.isEmpty || Bool.random(using: &generator)
                    ? .end : .before(ids[Int.random(in: 0..<ids.count, using: &generator)])
                document.apply(ReorderDifference(sources: sources, position: position))
            }
        }
        guard document.hasUnsavedChanges else { continue }
        say("begin \(step) \(state(of: document))")
        try kept.nextWrite(for: &document).perform(in: store)
        say("done \(step)")
    }
} catch {
    FileHandle.standardError.write(Data("deckhand-kept-edits-fixture: \(error.localizedDescription)\n".utf8))
    exit(1)
}
