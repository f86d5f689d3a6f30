import Foundation
import Playlist
import Synchronization

/// Reading the tags and lengths of many audio files (`FileCheck.look`, TagLib on every core)
/// beside the floor of merely listing them, and beside GStreamer's discoverer on a sample, the
/// other library a GNOME app could read them with.
enum TagsBenchmark {
    static func run(count: Int) throws {
        let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Tests/PlaylistTests/Audio/harbour.ogg").standardizedFileURL
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("deckhand-tags-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for index in 0..<count {
            let album = folder.appendingPathComponent("album \(index / 100)")
            if index % 100 == 0 { try FileManager.default.createDirectory(at: album, withIntermediateDirectories: true) }
            try FileManager.default.copyItem(at: fixture, to: album.appendingPathComponent("\(index).ogg"))
        }
        print("\(count) Ogg Vorbis files in \(count / 100) folders (warm cache: each timing is the best of 3)")

        var files: [URL] = []
        let listing = Stopwatch.best(runs: 3) { files = list(folder) }
        let tracks = files.enumerated().map { Track(id: $0.offset, location: .file($0.element)) }
        var read = 0
        let look = Stopwatch.best(runs: 3) {
            let counted = Counter()
            FileCheck.look(at: tracks) { batch in counted.add(batch.tags.count) }
            read = counted.total
        }
        guard read == count else { throw PlaylistError(message: "read the tags of \(read) of \(count) files") }
        print(format("  list the files (floor)", listing))
        print(format("  read every tag", look))
        print("  tags / listing = \(ratio(look, listing))")
        print(String(format: "  per file: %.3f ms", look * 1000 / Double(count)))

        let discoverer = URL(fileURLWithPath: "/usr/bin/gst-discoverer-1.0")
        guard FileManager.default.isExecutableFile(atPath: discoverer.path) else {
            return print("  (gst-discoverer-1.0 is not installed: no comparison with GStreamer's discoverer)")
        }
        let sample = folder.appendingPathComponent("album 0")
        let gstreamer = Stopwatch.best(runs: 1) {
            let process = Process()
            process.executableURL = discoverer
            process.arguments = [sample.path]
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try? process.run()
            process.waitUntilExit()
        }
        let perFile = gstreamer / 100
        print(String(format: "  GStreamer's discoverer, 100 of them: %.3f ms per file, %.0fx TagLib's", perFile * 1000, perFile / (look / Double(count))))
    }

    /// The audio files under `folder`, as a drop of it lists them.
    private static func list(_ folder: URL) -> [URL] {
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let file = walker?.nextObject() as? URL {
            if file.pathExtension == "ogg" { found.append(file) }
        }
        return found
    }
}

/// A count added to from several threads.
private final class Counter: Sendable {
    private let value = Mutex(0)

    func add(_ amount: Int) { value.withLock { $0 += amount } }
    var total: Int { value.withLock { $0 } }
}
