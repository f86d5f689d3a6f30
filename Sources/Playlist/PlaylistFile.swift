import Foundation
import Localization

/// Reading and saving playlist files in every format Deckhand knows.
///
/// ```swift
/// let tracks = try PlaylistFile.read(contentsOf: url)
/// try PlaylistFile.save(tracks, to: url)
/// ```
public enum PlaylistFile {
    /// The tracks of the playlist file at `url`, in the format its extension names unless
    /// `format` says otherwise, numbered from `firstID`. Relative locations resolve against the
    /// file's folder. A `progress`, if given, follows the read (from any thread).
    public static func read(
        contentsOf url: URL, format: PlaylistFormat? = nil, firstID: Int = 1, progress: ReadProgress? = nil
    ) throws(PlaylistError) -> [Track] {
        var skipped: [SkippedLine] = []
        return try read(contentsOf: url, format: format, firstID: firstID, progress: progress, skipped: &skipped)
    }

    /// The tracks of the playlist file at `url`, as `read(contentsOf:format:firstID:progress:)`
    /// gives them, with the lines left out or taken only in part added to `skipped`. Damaged
    /// entries never fail the read; a file that is not a playlist does.
    public static func read(
        contentsOf url: URL, format: PlaylistFormat? = nil, firstID: Int = 1, progress: ReadProgress? = nil,
        skipped: inout [SkippedLine]
    ) throws(PlaylistError) -> [Track] {
        guard let format = format ?? PlaylistFormat(fileExtension: url.pathExtension) else {
            // TRANSLATORS: follows a file's name and a colon; %s is the file's extension ("mp3").
            throw PlaylistError(file: url, message: tr("'.%s' is not a playlist format Deckhand reads (m3u, m3u8, pls, xspf)", url.pathExtension))
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PlaylistError(file: url, message: readProblem(error, at: url))
        }
        do {
            let tracks = try read(
                data, format: format, folder: url.deletingLastPathComponent(), firstID: firstID, progress: progress,
                skipped: &skipped
            )
            progress?.report(1)
            return tracks
        } catch {
            throw error.about(url)
        }
    }

    /// The tracks in `data`, a playlist in `format`, relative locations resolving against
    /// `folder`.
    public static func read(
        _ data: Data, format: PlaylistFormat, folder: URL?, firstID: Int = 1, progress: ReadProgress? = nil
    ) throws(PlaylistError) -> [Track] {
        var skipped: [SkippedLine] = []
        return try read(data, format: format, folder: folder, firstID: firstID, progress: progress, skipped: &skipped)
    }

    /// The tracks in `data`, with the lines left out or taken only in part added to `skipped`.
    public static func read(
        _ data: Data, format: PlaylistFormat, folder: URL?, firstID: Int = 1, progress: ReadProgress? = nil,
        skipped: inout [SkippedLine]
    ) throws(PlaylistError) -> [Track] {
        var nextID = firstID
        // What the file says it is wins over its name (a PLS saved as .m3u); M3U and M3U8 differ
        // only in the encoding, which the name decides.
        let shown = PlaylistFormat(content: data)
        let format = shown == .m3u && format == .m3u8 ? format : shown ?? format
        switch format {
        case .m3u, .m3u8:
            let text = try PlaylistText.decode(data, legacyFallback: format == .m3u)
            progress?.report(ReadProgress.parsingStart)
            return try M3UCoding.read(text, folder: folder, nextID: &nextID, progress: progress, skipped: &skipped)
        case .pls:
            let text = try PlaylistText.decode(data, legacyFallback: true)
            progress?.report(ReadProgress.parsingStart)
            return try PLSCoding.read(text, folder: folder, nextID: &nextID, progress: progress, skipped: &skipped)
        case .xspf:
            return try XSPFCoding.read(data, folder: folder, nextID: &nextID, progress: progress, skipped: &skipped)
        }
    }

    /// The bytes of `tracks` as a playlist in `format` kept in `folder`.
    public static func encode(
        _ tracks: [Track], as format: PlaylistFormat, folder: URL?
    ) throws(PlaylistError) -> Data {
        switch format {
        case .m3u, .m3u8: Data(try M3UCoding.write(tracks, folder: folder).utf8)
        case .pls: Data(try PLSCoding.write(tracks, folder: folder).utf8)
        case .xspf: Data(XSPFCoding.write(tracks, folder: folder).utf8)
        }
    }

    /// Saves `tracks` to `url` in the format its extension names (unless `format` says),
    /// atomically: the playlist is encoded first, written to a temporary file beside `url`,
    /// then renamed over it, so a failed or interrupted save leaves the previous file intact.
    public static func save(
        _ tracks: [Track], to url: URL, format: PlaylistFormat? = nil
    ) throws(PlaylistError) {
        guard let format = format ?? PlaylistFormat(fileExtension: url.pathExtension) else {
            // TRANSLATORS: follows a file's name and a colon; %s is the file's extension ("mp3").
            throw PlaylistError(file: url, message: tr("'.%s' is not a playlist format Deckhand writes", url.pathExtension))
        }
        do {
            let data = try encode(tracks, as: format, folder: url.deletingLastPathComponent())
            try AtomicFile.write(data, to: url)
        } catch {
            throw error.about(url)
        }
    }

    /// Why the file at `url` could not be read, in the words a person would use.
    static func readProblem(_ error: any Error, at url: URL) -> String {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            // TRANSLATORS: follows a file's name and a colon.
            return tr("is a folder, not a playlist file")
        }
        switch (error as? CocoaError)?.code {
        case .fileReadNoSuchFile?, .fileNoSuchFile?:
            // TRANSLATORS: follows a file's name and a colon.
            return tr("does not exist: it may have been moved, renamed or deleted")
        case .fileReadNoPermission?:
            // TRANSLATORS: follows a file's name and a colon.
            return tr("cannot be read: you do not have permission to read it")
        default:
            // TRANSLATORS: follows a file's name and a colon; %s is the system's account of the problem.
            return tr("cannot be read: %s", error.localizedDescription)
        }
    }
}
