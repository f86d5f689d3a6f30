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
    /// there, not readable) or is not installed (`unavailableReason`). Safe on any thread:
    /// the strings are freed here, not kept on the list TagLib shares between threads.
    ///
    /// - Complexity: one open and parse of the file's headers; the audio itself is not decoded.
    public static func read(from url: URL) -> AudioTags? {
        guard let taglib = deckhand_taglib()?.pointee, let file = taglib.file_new(url.path) else { return nil }
        defer { taglib.file_free(file) }
        guard taglib.file_is_valid(file) != 0 else { return nil }
        var tags = AudioTags()
        if let tag = taglib.file_tag(file) {
            tags.title = take(taglib.tag_title(tag), from: taglib)
            tags.artist = take(taglib.tag_artist(tag), from: taglib)
            tags.album = take(taglib.tag_album(tag), from: taglib)
            let track = taglib.tag_track(tag)
            tags.trackNumber = track > 0 ? Int(track) : nil
        }
        if let properties = taglib.file_audioproperties(file) {
            let seconds = taglib.audioproperties_length(properties)
            tags.duration = seconds > 0 ? Double(seconds) : nil
        }
        return tags
    }

    /// Why no file's tags can be read, when TagLib (`libtag_c.so.0`) could not be loaded: the
    /// dynamic loader's message; nil when it is there. TagLib is loaded the first time a tag
    /// is read or this is asked, not when the program starts.
    public static var unavailableReason: String? {
        deckhand_taglib_error().map { String(cString: $0) }
    }

    /// The text of a string TagLib handed over, freed; nil when empty.
    private static func take(_ pointer: UnsafeMutablePointer<CChar>?, from taglib: DeckhandTagLib) -> String? {
        guard let pointer else { return nil }
        defer { taglib.free(pointer) }
        let text = String(cString: pointer).trimmingCharacters(in: .whitespaces)
        return text.isEmpty ? nil : text
    }
}
