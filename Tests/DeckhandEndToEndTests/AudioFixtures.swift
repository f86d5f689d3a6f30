import Foundation
import XCTest

/// Real audio files with known tags and lengths, made by GStreamer's `gst-launch-1.0` (a test
/// tone encoded, tags injected), so that the editor reads what nobody here wrote.
enum AudioFixtures {
    /// One file to make: its name, its length in tenths of a second, and the GStreamer tags
    /// and encoder (with muxer) that make it.
    struct File {
        var name: String
        var tenths: Int
        var tags: String?
        var encoder: String
    }

    /// A tagged Ogg Vorbis of 10 s, a tagged FLAC of 5 s, a tagged constant-bitrate MP3 of
    /// 5 s and an untagged WAV of 3 s.
    static let mixed = [
        File(name: "one.ogg", tenths: 100, tags: "title=Harbour,artist=Ann,album=Sea,track-number=(uint)1", encoder: "vorbisenc ! oggmux"),
        File(name: "two.flac", tenths: 50, tags: "title=Lantern,artist=Bo,album=Sea,track-number=(uint)2", encoder: "flacenc"),
        File(name: "three.mp3", tenths: 50, tags: "title=Gull,artist=Cy,album=Sea,track-number=(uint)3",
             encoder: "lamemp3enc target=bitrate cbr=true bitrate=128 ! id3v2mux"),
        File(name: "four.wav", tenths: 30, tags: nil, encoder: "wavenc"),
    ]

    /// Makes `files` in `folder`. Skips the test where GStreamer's tools are not installed
    /// (fails it under CI, where they must be).
    static func make(_ files: [File], in folder: URL) throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/gst-launch-1.0") else {
            let message = "audio fixtures need gstreamer1.0-tools: run the tests as README.md shows"
            if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail(message) }
            throw XCTSkip(message)
        }
        for file in files {
            let tags = file.tags.map { " ! taginject tags=\"\($0)\"" } ?? ""
            let pipeline = "audiotestsrc num-buffers=\(file.tenths) samplesperbuffer=4410 ! audioconvert\(tags) ! \(file.encoder)"
                + " ! filesink location=\"\(folder.appendingPathComponent(file.name).path)\""
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", "gst-launch-1.0 -q \(pipeline)"]
            process.standardError = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else {
                throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: file.name])
            }
        }
    }
}
