import CTagLib
import Foundation

/// What an audio file says of itself: the title, artist, album and track number its tags
/// hold and the length of its stream, read with TagLib, the library most Linux music players
/// read tags with (Ogg Vorbis, Opus, FLAC, MP3, WAV, AAC and more).
///
/// ```swift
/// if let tags = AudioTags.read(from: url) { print(tags.title ?? "untitled", tags.duration ?? 0) }
/// ```
public struct AudioTags: Equatable, Sendable {
    public var title: String?
    public var artist: String?
    public var album: String?
    public var trackNumber: Int?
    /// The length in seconds (whole seconds: TagLib's C API rounds down), when the stream
    /// says.
    public var duration: Double?

    /// Tags with the given fields.
    public init(title: String? = nil, artist: String? = nil, album: String? = nil, trackNumber: Int? = nil, duration: Double? = nil) {
        self.title = title
        self.artist = artist
        self.album = album
        self.trackNumber = trackNumber
        self.duration = duration
    }

    /// The tags of the audio file at `url`; nil when TagLib cannot read it (not audio, not
    /// there, not readable). Safe on any thread: the strings are freed here, not kept on the
    /// list TagLib shares between threads.
    ///
    /// - Complexity: one open and parse of the file's headers; the audio itself is not decoded.
    public static func read(from url: URL) -> AudioTags? {
        _ = configured
        guard let file = taglib_file_new(url.path) else { return nil }
        defer { taglib_file_free(file) }
        guard taglib_file_is_valid(file) != 0 else { return nil }
        var tags = AudioTags()
        if let tag = taglib_file_tag(file) {
            tags.title = take(taglib_tag_title(tag))
            tags.artist = take(taglib_tag_artist(tag))
            tags.album = take(taglib_tag_album(tag))
            let track = taglib_tag_track(tag)
            tags.trackNumber = track > 0 ? Int(track) : nil
        }
        if let properties = taglib_file_audioproperties(file) {
            let seconds = taglib_audioproperties_length(properties)
            tags.duration = seconds > 0 ? Double(seconds) : nil
        }
        return tags
    }

    /// TagLib set up once: UTF-8 strings, each freed by its taker.
    private static let configured: Void = {
        taglib_set_strings_unicode(1)
        taglib_set_string_management_enabled(0)
    }()

    /// The text of a string TagLib handed over, freed; nil when empty.
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer else { return nil }
        defer { taglib_free(pointer) }
        let text = String(cString: pointer).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }
}
