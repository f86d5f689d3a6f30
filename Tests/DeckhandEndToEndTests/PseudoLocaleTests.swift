import Foundation
import TestFolders
import XCTest

/// No string left behind: in the pseudo-locale (`scripts/translations`: every message wrapped in
/// ⟦ ⟧ and lengthened by a third), every name and description in each window's accessible tree,
/// as an AT-SPI client reads it, menus and dialogs included, is Deckhand's catalogue speaking.
/// Text outside the brackets may only be digits and punctuation, GTK's and libadwaita's own
/// words (their catalogues, not ours: window controls, a menu item's shortcut), widget class
/// names GTK gives nameless parts, and the user's own data (the playlist's titles and file
/// names).
final class PseudoLocaleTests: XCTestCase {
    private struct Read: Decodable {
        var tree: AccessibleNode
    }

    /// What GTK and libadwaita say from their own catalogues (the window's controls), and the
    /// program's name on the accessibility bus.
    private static let notOurs: Set = [
        "deckhand", "Minimize", "Maximize", "Close", "Minimize the window", "Maximize the window", "Close the window",
        "Restore", "Restore the window",
    ]

    /// The playlist's own words, as its file gives them.
    private static let userData = ["Sixteen Tons", "Ernie Ford", "gone-away.ogg", "lost.ogg", "pseudo.m3u", "pseudo", "gone-away", "lost"]

    func testTheCardTableAndItsMenuAreAllTranslated() throws {
        try assertAllTranslated(arguments: ["--seed=7"], keys: ["F10"])
    }

    func testSelectGameIsAllTranslated() throws {
        try assertAllTranslated(arguments: ["--game=freecell", "--deal=5"], keys: ["ctrl+o"])
    }

    func testTheGameNumberAndAHintAreAllTranslated() throws {
        try assertAllTranslated(arguments: ["--game=spider", "--deal=3"], keys: ["h", "ctrl+g"])
    }

    func testThePlaylistEditorAndItsMenuAreAllTranslated() throws {
        let folder = try makeTemporaryFolder("deckhand-pseudo")
        let playlist = folder.appendingPathComponent("pseudo.m3u")
        // Two entries whose files are missing: the rows say so, in the catalogue's words.
        try Data("#EXTM3U\n#EXTINF:181,Ernie Ford - Sixteen Tons\ngone-away.ogg\nlost.ogg\n".utf8).write(to: playlist)
        try assertAllTranslated(arguments: ["--window=playlist", playlist.path], keys: ["F10"])
    }

    func testEveryGalleryPageIsAllTranslated() throws {
        for page in ["grid", "stacks", "custom", "lists"] {
            try assertAllTranslated(arguments: ["--window=gallery", "--page=\(page)"], keys: ["F10"])
        }
    }

    /// Starts Deckhand in the pseudo-locale with `arguments`, types `keys`, and fails on every
    /// name or description in the tree that holds words outside the brackets.
    private func assertAllTranslated(arguments: [String], keys: [String], file: StaticString = #filePath, line: UInt = #line) throws {
        let read = try ScreenReaderClient.run(
            ["--keys", keys.joined(separator: ","), "--then-tree"], program: try DeckhandProcess.binaryURL(), arguments: arguments,
            environment: ["LANGUAGE": "en@pseudo", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"]
        )
        let nodes = try JSONDecoder().decode(Read.self, from: Data(read.utf8)).tree.all
        let texts = nodes.flatMap { [$0.name, $0.description] }
        XCTAssertTrue(texts.contains { $0.contains("⟦") }, "the pseudo-locale is in use (scripts/translations compile .build)", file: file, line: line)
        let untranslated = Set(texts.filter { !Self.isTranslated($0) && !Self.isGtkOwn($0) })
        XCTAssertEqual(untranslated, [], "\(arguments) after \(keys): text outside the catalogue", file: file, line: line)
    }

    /// Whether `text`, its bracketed parts (nested ones too) and user data taken out, has no
    /// letters left.
    private static func isTranslated(_ text: String) -> Bool {
        if notOurs.contains(text) { return true }
        var rest = text
        for data in userData { rest = rest.replacingOccurrences(of: data, with: "") }
        while let range = rest.range(of: #"⟦[^⟦⟧]*⟧"#, options: .regularExpression) {
            rest.removeSubrange(range)
        }
        return !rest.contains { $0.isLetter }
    }

    /// GTK names a part that has no name of its own after its class ("GtkStackPage"), and labels
    /// a menu item's shortcut itself ("Shift+Ctrl+Z", "F1", from GTK's catalogue).
    private static func isGtkOwn(_ text: String) -> Bool {
        text.range(of: #"^(Gtk|Adw)[A-Z][A-Za-z]+$"#, options: .regularExpression) != nil
            || text.range(of: #"^((Shift|Ctrl|Alt|Super)\+)*([A-Z0-9]|F[0-9]{1,2}|[[:punct:]])$"#, options: .regularExpression) != nil
    }
}
