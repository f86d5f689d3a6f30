import Foundation
import Playlist
import TestFolders
import Testing
import SeededRandom

@Suite("Reading mangled files")
struct FuzzTests {
    /// Random damage to `data`: flipped, inserted, deleted or repeated bytes, or a cut.
    private func mangle(_ data: Data, using generator: inout SeededGenerator) -> Data {
        var bytes = [UInt8](data)
        for _ in 0..<Int.random(in: 1...6, using: &generator) {
            let index = bytes.isEmpty ? 0 : Int.random(in: 0..<bytes.count, using: &generator)
            switch Int.random(in: 0..<5, using: &generator) {
            case 0 where !bytes.isEmpty: bytes[index] = UInt8.random(in: 0...255, using: &generator)
            case 1: bytes.insert(UInt8.random(in: 0...255, using: &generator), at: index)
            case 2 where !bytes.isEmpty: bytes.remove(at: index)
            case 3: bytes.insert(contentsOf: bytes[index...].prefix(8), at: index)
            default: bytes = Array(bytes.prefix(index))
            }
        }
        return Data(bytes)
    }

    @Test(arguments: [UInt64(71), 72, 73, 74])
    func mangledCorpusFilesLoadOrFailCleanly(seed: UInt64) throws {
        var generator = SeededGenerator(seed: seed)
        let folder = try temporaryFolder()
        for original in corpusFiles() {
            let data = try Data(contentsOf: original)
            for round in 0..<150 {
                let file = folder.url.appendingPathComponent("fuzz\(round).\(original.pathExtension)")
                let mangled = mangle(data, using: &generator)
                try mangled.write(to: file)
                do {
                    let tracks = try PlaylistFile.read(contentsOf: file)
                    #expect(Set(tracks.map(\.id)).count == tracks.count)
                } catch {
                    #expect(error.file == file, "the error names the file")
                    #expect(!error.message.isEmpty)
                    if original.pathExtension != "xspf", let line = error.line {
                        #expect(line >= 1 && line <= mangled.count + 1, "the line is in the file")
                    }
                }
            }
        }
    }
}
