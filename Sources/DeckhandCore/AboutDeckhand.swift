import Foundation
import DeckhandGtk
import Localization

/// The About window every Deckhand window offers, with the one version number the app shows.
@MainActor
enum AboutDeckhand {
    /// The version, as `meson.build` and the metainfo's latest release give it.
    nonisolated static let version = "0.7.0"
    /// The metainfo inside the resource bundle: the release notes come from there.
    static let metainfoPath = "/app/deckhand/Deckhand/app.deckhand.Deckhand.metainfo.xml"

    /// Shows the About window over `window`.
    static func show(over window: ApplicationWindow) {
        let metainfo = Resources.data(at: metainfoPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        Dialogs.showAbout(
            over: window, name: "Deckhand", version: version, developer: tr("The Deckhand developers"),
            comments: tr("Arrange cards and collections by dragging them"),
            website: "https://deckhand.app/", iconName: "app.deckhand.Deckhand",
            releaseNotes: inUsersLanguage(releaseNotes(of: version, in: metainfo)),
            translators: tr("translator-credits")
        )
    }

    /// The AppStream markup describing release `version` in `metainfo`, or "" when it has none.
    nonisolated static func releaseNotes(of version: String, in metainfo: String) -> String {
        guard let release = metainfo.range(of: "<release version=\"\(version)\""),
              let open = metainfo.range(of: "<description>", range: release.upperBound..<metainfo.endIndex),
              let close = metainfo.range(of: "</description>", range: open.upperBound..<metainfo.endIndex),
              !metainfo[release.upperBound..<open.lowerBound].contains("<release") else {
            return ""
        }
        return metainfo[open.upperBound..<close.lowerBound].trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// Release notes `markup` with each paragraph and list item in the user's language: the
    /// catalogue holds them (`scripts/translations` extracts the metainfo), keyed by their text
    /// with its white space run together, as xgettext keys them.
    ///
    /// - Complexity: O(n) in the markup's length, plus one catalogue lookup per element.
    nonisolated static func inUsersLanguage(_ markup: String, lookUp: (String) -> String = { tr($0) }) -> String {
        var result = ""
        var rest = Substring(markup)
        while let open = rest.range(of: #"<(p|li)>"#, options: .regularExpression),
              let close = rest.range(of: "</" + rest[open].dropFirst().dropLast() + ">", range: open.upperBound..<rest.endIndex) {
            let markup = rest[open.upperBound..<close.lowerBound]
            // The catalogue's messages are the text, not its markup: entities undone.
            let text = markup.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&apos;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
            let found = lookUp(text)
            let body = found == text ? String(markup)
                : found.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            result += rest[..<open.upperBound] + body + rest[close]
            rest = rest[close.upperBound...]
        }
        return result + rest
    }
}
