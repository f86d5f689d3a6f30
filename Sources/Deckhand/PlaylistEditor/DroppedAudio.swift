import Foundation
import Gtk
import Playlist

/// What a drop from another application adds to a playlist: dropped audio files, the audio
/// files in dropped folders (and their subfolders) sorted by path, and, for dropped text, each
/// line that names a file or a URL.
enum DroppedAudio {
    /// File name extensions Deckhand treats as audio.
    static let extensions: Set<String> = ["mp3", "ogg", "oga", "opus", "flac", "wav", "m4a", "aac", "wma", "aiff", "aif", "mka", "ape"]

    /// The track locations `value` brings.
    static func locations(in value: DropValue) -> [TrackLocation] {
        switch value {
        case .files(let uris):
            return uris.compactMap(URL.init(string:)).flatMap(audioFiles(at:)).map { .file($0) }
        case .text(let text):
            return text.split(whereSeparator: \.isNewline).compactMap { line in
                let entry = line.trimmingCharacters(in: .whitespaces)
                if entry.hasPrefix("/") { return .file(URL(fileURLWithPath: entry)) }
                guard let url = URL(string: entry), let scheme = url.scheme, scheme.count > 1 else { return nil }
                return scheme == "file" ? .file(url) : .url(url)
            }
        }
    }

    /// `url` if it is an audio file, or the audio files under it, sorted, if it is a folder.
    private static func audioFiles(at url: URL) -> [URL] {
        var isFolder: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return extensions.contains(url.pathExtension.lowercased()) ? [url] : [] }
        let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var found: [URL] = []
        while let file = walker?.nextObject() as? URL {
            if extensions.contains(file.pathExtension.lowercased()) { found.append(file.standardizedFileURL) }
        }
        return found.sorted { $0.path.localizedStandardCompare($1.path) == .orderedAscending }
    }
}
