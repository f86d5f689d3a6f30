import Foundation

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

/// A fresh temporary folder.
func temporaryFolder() throws -> URL {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-playlist-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
}

/// A seeded, reproducible random number generator (SplitMix64).
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
