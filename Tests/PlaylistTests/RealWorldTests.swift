import Foundation
import Playlist
import Testing

/// Playlists other programs and people wrote (other projects' test data; `RealWorld/ORIGINS.md`
/// says where each came from), read as a player reads them and checked against GNOME's
/// totem-pl-parser's count of entries (`RealWorld/expected.json`).
@Suite("Real-world playlists")
struct RealWorldTests {
    /// What totem-pl-parser made of a file.
    private struct Reference: Decodable {
        /// Entries with a location; nil when it never finished (it loops on some PLS files).
        var entries: Int?
        var result: String
        /// Where the helper who built the corpus found totem-pl-parser wrong.
        var note: String?
    }

    /// Files where Deckhand's count differs from totem-pl-parser's, Deckhand's count, and why
    /// (each checked by hand: totem-pl-parser 3.26.6 is lenient but not always right).
    private static let knownDifferences: [String: (count: Int, reason: String)] = [
        "PlaylistsNET/LatinEncoding.m3u": (1, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "PlaylistsNET/PlaylistExt.m3u": (3, "a UTF-8 byte-order mark (totem-pl-parser counts the first line as an entry) and Windows drive-letter paths (it drops them); Deckhand keeps every entry"),
        "PlaylistsNET/PlaylistNotExt.m3u": (3, "a UTF-8 byte-order mark (totem-pl-parser counts the first line as an entry) and Windows drive-letter paths (it drops them); Deckhand keeps every entry"),
        "PlaylistsNET/PlaylistVLC.m3u": (1, "a UTF-8 byte-order mark: totem-pl-parser counts the #EXTM3U line as an entry"),
        "beets/playlist_windows.m3u8": (2, "a UTF-8 byte-order mark (totem-pl-parser counts the first line as an entry) and Windows drive-letter paths (it drops them); Deckhand keeps every entry"),
        "javascript-playlist-parser/with_carriage_return.m3u": (25, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "listFix/playlist.m3u": (2, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "lizzy/playlist-iso-8859-1.m3u": (2, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "lizzy/playlist-utf16be-bom.m3u": (2, "UTF-16 with a byte-order mark: totem-pl-parser does not decode it; Deckhand does"),
        "lizzy/playlist-utf16le-bom.m3u": (2, "UTF-16 with a byte-order mark: totem-pl-parser does not decode it; Deckhand does"),
        "lizzy/playlist-utf8-bom.m3u": (2, "a UTF-8 byte-order mark (totem-pl-parser counts the first line as an entry) and Windows drive-letter paths (it drops them); Deckhand keeps every entry"),
        "lizzy/playlist-utf8.m3u8": (2, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "lizzy/test02.m3u": (6, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "lizzy/test05.m3u": (2, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "martlin2cz-xspf-playlist/minimal.xspf": (3, "an XML comment before the root element: totem-pl-parser ignores the file; Deckhand reads it"),
        "navidrome/bom-test.m3u": (1, "a UTF-8 byte-order mark: totem-pl-parser counts the #EXTM3U line as an entry"),
        "nightingale/win_parse.m3u": (8, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "nightingale/win_utf8.m3u": (3, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "nightingale/win_utf8.m3u8": (3, "Windows drive-letter paths: totem-pl-parser drops them on Linux; Deckhand keeps the entries"),
        "ruby-playlist/extended.xspf": (1, "an XML comment before the root element: totem-pl-parser ignores the file; Deckhand reads it"),
        "rzajac-plparser/pls1.pls": (5, "totem-pl-parser loops on PLS keys written 'FileN = url'; Deckhand reads the spaced keys"),
        "rzajac-plparser/pls2.pls": (5, "totem-pl-parser loops on PLS keys written 'FileN = url'; Deckhand reads the spaced keys"),
        "rzajac-plparser/pls3.pls": (5, "totem-pl-parser loops on PLS keys written 'FileN = url'; Deckhand reads the spaced keys"),
        "rzajac-plparser/pls4.pls": (5, "totem-pl-parser loops on PLS keys written 'FileN = url'; Deckhand reads the spaced keys"),
        "totem-pl-parser/playlist.xspf": (0, "its one <location>, 'http://207.200.96.226:8000 extraparam=1', starts as a URL but has no valid port: totem-pl-parser keeps the text; Deckhand leaves the entry out and says why, rather than read it as a file in the playlist's folder"),
        "xspf-testsuite/pass/track-extensive.xspf": (1, "an XML comment before the root element: totem-pl-parser ignores the file; Deckhand reads it"),
        "xspf-testsuite/pass/track-inverted-order.xspf": (1, "an XML comment before the root element: totem-pl-parser ignores the file; Deckhand reads it"),
        "xspf-testsuite/pass/track-noturi-location.xspf": (1, "an XML comment before the root element: totem-pl-parser ignores the file; Deckhand reads it"),
    ]

    private var root: URL? { Bundle.module.url(forResource: "RealWorld", withExtension: nil) }

    private func references() throws -> [String: Reference] {
        let root = try #require(root)
        let data = try Data(contentsOf: root.appendingPathComponent("expected.json"))
        return try JSONDecoder().decode([String: Reference].self, from: data)
    }

    @Test func everyPlaylistReadsAsTotemPlParserReadsIt() throws {
        let root = try #require(root)
        var files = 0, tracks = 0, agreeing = 0, skippedLines = 0
        var surprises: [String] = []
        for (path, reference) in try references().sorted(by: { $0.key < $1.key }) where !path.hasPrefix("not-playlists/") {
            let url = root.appendingPathComponent(path)
            guard PlaylistFormat(fileExtension: url.pathExtension) != nil else { continue }
            files += 1
            var skipped: [SkippedLine] = []
            do {
                let read = try PlaylistFile.read(contentsOf: url, skipped: &skipped)
                tracks += read.count
                skippedLines += skipped.count
                if let known = Self.knownDifferences[path] {
                    if read.count != known.count { surprises.append("\(path): \(read.count) tracks, \(known.count) known (\(known.reason))") }
                } else if read.count == reference.entries || reference.result != "SUCCESS" && read.isEmpty {
                    agreeing += 1
                } else {
                    surprises.append("\(path): \(read.count) tracks, totem-pl-parser \(reference.entries.map(String.init) ?? "-") (\(reference.result))\(reference.note.map { " [\($0.prefix(80))]" } ?? "")")
                }
            } catch {
                // Refused whole: right only where totem-pl-parser found nothing either, and
                // never for a file listed as read.
                if let known = Self.knownDifferences[path] {
                    surprises.append("\(path): refused (\(error.message)), but \(known.count) tracks are known")
                } else if reference.result == "SUCCESS", (reference.entries ?? 0) > 0 {
                    surprises.append("\(path): refused (\(error.message)); totem-pl-parser \(reference.entries ?? 0)")
                } else {
                    agreeing += 1
                }
            }
        }
        print("real-world playlists: \(files) files, \(tracks) tracks, \(agreeing) agreeing with totem-pl-parser, \(skippedLines) lines skipped")
        #expect(files >= 100, "the corpus holds at least 100 playlists")
        #expect(surprises.isEmpty, "\(surprises.count) files read differently:\n\(surprises.joined(separator: "\n"))")
    }

    @Test func filesThatAreNotPlaylistsAreRefusedOrBringNothing() throws {
        let root = try #require(root)
        let folder = root.appendingPathComponent("not-playlists")
        let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        var checked = 0
        while let url = walker?.nextObject() as? URL {
            guard let format = PlaylistFormat(fileExtension: url.pathExtension) else { continue }
            checked += 1
            let tracks = try? PlaylistFile.read(contentsOf: url, format: format)
            #expect(tracks?.isEmpty ?? true, "\(url.lastPathComponent) is not a playlist, yet gave \(tracks?.count ?? 0) tracks")
        }
        #expect(checked > 0)
    }
}
