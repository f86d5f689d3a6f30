import Foundation
import TestFolders

/// A file of the committed corpus of playlists, valid and malformed.
func corpus(_ name: String) -> URL {
    guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Corpus") else {
        fatalError("no corpus file \(name)")
    }
    return url
}

/// Every corpus file.
func corpusFiles() -> [URL] {
    guard let folder = Bundle.module.url(forResource: "Corpus", withExtension: nil),
          let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return [] }
    return names.sorted().map { folder.appendingPathComponent($0) }
}

/// A fresh temporary folder, removed when the caller lets go of it.
func temporaryFolder() throws -> TemporaryFolder {
    try TemporaryFolder("deckhand-playlist")
}

