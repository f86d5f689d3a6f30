import Foundation
import Gtk
import Playlist

/// What a drop from another application adds to a playlist: dropped audio files, the audio
/// files in dropped folders (and their subfolders) sorted by path, the tracks of dropped
/// playlist files (with their titles and lengths), and, for dropped text, each line that names
/// a file or a URL.
enum DroppedAudio {
    /// File name extensions Deckhand treats as audio.
    static let extensions: Set<String> = ["mp3", "ogg", "oga", "opus", "flac", "wav", "m4a", "aac", "wma", "aiff", "aif", "mka", "ape"]

    /// The tracks `value` brings (their IDs are for the playlist to give).
    static func entries(in value: DropValue) -> [Track] {
        switch value {
        case .files(let uris):
            return uris.compactMap(URL.init(string:)).flatMap { url -> [Track] in
                guard PlaylistFormat(fileExtension: url.pathExtension) != nil else {
                    return audioFiles(at: url).map { Track(id: 0, location: .file($0)) }
                }
                // A playlist dropped in brings its tracks; one that cannot be read brings none.
                return (try? PlaylistFile.read(contentsOf: url)) ?? []
            }
        case .text(let text):
            return text.split(whereSeparator: \.isNewline).compactMap { line -> Track? in
                let entry = line.trimmingCharacters(in: .whitespaces)
                if entry.hasPrefix("/") { return Track(id: 0, location: .file(URL(fileURLWithPath: entry))) }
                guard let url = URL(string: entry), let scheme = url.scheme, scheme.count > 1 else { return nil }
                return Track(id: 0, location: scheme == "file" ? .file(url) : .url(url))
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
