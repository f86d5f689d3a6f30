import Foundation
import DeckhandGtk
import Localization
import Playlist

/// What a drop from another application adds to a playlist: dropped audio files, the audio
/// files in dropped folders (and their subfolders) sorted by path, the tracks of dropped
/// playlist files (with their titles and lengths, read as leniently as an opened one), and,
/// for dropped text, each line that names a file or a URL.
enum DroppedAudio {
    /// File name extensions Deckhand treats as audio.
    static let extensions: Set<String> = ["mp3", "ogg", "oga", "opus", "flac", "wav", "m4a", "aac", "wma", "aiff", "aif", "mka", "ape"]

    /// What a drop brought: the tracks (their IDs are for the playlist to give), and what the
    /// user must be told about the files that brought them.
    struct Found: Sendable {
        var entries: [Track] = []
        /// Dropped playlists that could not be read, or that had lines left out.
        var problems: [String] = []
    }

    /// Whether `value` may bring tracks, judged without touching the disk: the drop is taken
    /// at once and read afterwards, off the main thread.
    static func mayBringTracks(_ value: DropValue) -> Bool {
        switch value {
        case .files(let uris): !uris.isEmpty
        case .text(let text): !lines(of: text).isEmpty
        }
    }

    /// The tracks `value` brings. Reads dropped playlists and walks dropped folders, so call
    /// it off the main thread.
    static func read(_ value: DropValue) -> Found {
        var found = Found()
        switch value {
        case .files(let uris):
            for url in uris.compactMap(URL.init(string:)) {
                guard PlaylistFormat(fileExtension: url.pathExtension) != nil else {
                    found.entries += audioFiles(at: url).map { Track(id: 0, location: .file($0)) }
                    continue
                }
                read(playlist: url, into: &found)
            }
        case .text(let text):
            found.entries = lines(of: text)
        }
        return found
    }

    /// Adds the tracks of the playlist file `url` to `found`, and says what was left out of
    /// it, or why it could not be read.
    private static func read(playlist url: URL, into found: inout Found) {
        var skipped: [SkippedLine] = []
        do {
            found.entries += try PlaylistFile.read(contentsOf: url, skipped: &skipped)
        } catch {
            let problem = error.errorDescription ?? tr("%s could not be read", url.lastPathComponent)
            // TRANSLATORS: a sentence ending with its full stop: %s is its words ("mix.m3u could not be read").
            found.problems.append(tr("%s.", problem))
            return
        }
        guard let first = skipped.min(by: { $0.line < $1.line }) else { return }
        found.problems.append(trn(
            // TRANSLATORS: %1$s is a dropped playlist's file name; %3$d is the first line left out, %4$s why.
            "%1$s: %2$d damaged line left out (line %3$d: %4$s).", "%1$s: %2$d damaged lines left out (line %3$d: %4$s).",
            skipped.count, url.lastPathComponent, skipped.count, first.line, first.reason
        ))
    }

    /// The tracks named by the lines of dropped text: absolute paths and URLs.
    private static func lines(of text: String) -> [Track] {
        text.split(whereSeparator: \.isNewline).compactMap { line -> Track? in
            let entry = line.trimmingCharacters(in: .whitespaces)
            if entry.hasPrefix("/") { return Track(id: 0, location: .file(URL(fileURLWithPath: entry))) }
            guard let url = URL(string: entry), let scheme = url.scheme, scheme.count > 1 else { return nil }
            return Track(id: 0, location: scheme == "file" ? .file(url) : .url(url))
        }
    }

    /// `url` if it is an audio file, or the audio files under it, sorted, if it is a folder.
    /// A walk asked to stop through `progress` ends soon and finds nothing; `looked` hears,
    /// now and then, how many entries the walk has been through.
    static func audioFiles(
        at url: URL, progress: ReadProgress? = nil, looked: (@Sendable (Int) -> Void)? = nil
    ) -> [URL] {
        var isFolder: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else { return [] }
        guard isFolder.boolValue else { return extensions.contains(url.pathExtension.lowercased()) ? [url] : [] }
        let walker = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
        var found: [URL] = []
        var entries = 0
        while let file = walker?.nextObject() as? URL {
            entries += 1
            if entries % 500 == 0 {
                if progress?.isCancelled == true { return [] }
                looked?(entries)
            }
            if extensions.contains(file.pathExtension.lowercased()) { found.append(file.standardizedFileURL) }
        }
        return found.sorted { $0.path.localizedStandardCompare($1.path) == .orderedAscending }
    }
}
