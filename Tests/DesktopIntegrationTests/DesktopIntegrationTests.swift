import Foundation
#if canImport(FoundationXML)
import FoundationXML
import Patience
#endif
import XCTest

/// The files that make Deckhand a GNOME citizen pass the freedesktop validators.
final class DesktopIntegrationTests: XCTestCase {
    /// The repository's `data/` folder.
    private let data = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("data")

    func testTheDesktopFilesAreValid() throws {
        for file in ["app.deckhand.Deckhand.desktop", "app.deckhand.Deckhand.PlaylistEditor.desktop"] {
            let output = try validate(with: "desktop-file-validate", [file], package: "desktop-file-utils")
            XCTAssertEqual(output, "", "desktop-file-validate reports nothing for a clean \(file)")
        }
    }

    /// The card table is a game; "Open With" offers the playlist editor, an audio tool, for
    /// playlists, and nothing else for them.
    func testTheGameAndThePlaylistEditorAreFiledAsWhatTheyAre() throws {
        let game = try entry("app.deckhand.Deckhand.desktop")
        XCTAssertEqual(game["Categories"], "Game;CardGame;GTK;")
        XCTAssertNil(game["MimeType"], "the game opens no files")
        XCTAssertEqual(game["Exec"], "deckhand")
        let editor = try entry("app.deckhand.Deckhand.PlaylistEditor.desktop")
        XCTAssertEqual(editor["Categories"], "AudioVideo;Audio;GTK;")
        XCTAssertEqual(editor["Name"], "Deckhand Playlist Editor")
        XCTAssertEqual(editor["Exec"], "deckhand --window=playlist %F")
        let types = Set((editor["MimeType"] ?? "").split(separator: ";").map(String.init))
        XCTAssertEqual(types, ["audio/x-mpegurl", "audio/mpegurl", "application/vnd.apple.mpegurl", "audio/x-scpls", "application/xspf+xml"])
        let meson = try String(contentsOf: data.deletingLastPathComponent().appendingPathComponent("meson.build"), encoding: .utf8)
        XCTAssertTrue(meson.contains("app.deckhand.Deckhand.PlaylistEditor.desktop"), "meson installs both")
    }

    /// The keys of the `[Desktop Entry]` group of the desktop file `name`.
    private func entry(_ name: String) throws -> [String: String] {
        let text = try String(contentsOf: data.appendingPathComponent(name), encoding: .utf8)
        let group = text.components(separatedBy: "\n[").first ?? text
        var keys: [String: String] = [:]
        for line in group.split(separator: "\n") where line.contains("=") {
            let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
            keys[parts[0]] = parts.count > 1 ? parts[1] : ""
        }
        return keys
    }

    func testTheMetainfoIsValid() throws {
        let output = try validate(
            with: "appstreamcli", ["validate", "--no-net", "app.deckhand.Deckhand.metainfo.xml"],
            package: "appstream"
        )
        XCTAssertTrue(output.contains("Validation was successful"), output)
    }

    func testTheMetainfoScreenshotIsCommitted() throws {
        let metainfo = try String(contentsOf: data.appendingPathComponent("app.deckhand.Deckhand.metainfo.xml"), encoding: .utf8)
        let screenshots = metainfo.components(separatedBy: "<image>").dropFirst()
            .compactMap { $0.components(separatedBy: "</image>").first }
        XCTAssertFalse(screenshots.isEmpty)
        for url in screenshots {
            let name = (url as NSString).lastPathComponent
            let path = data.appendingPathComponent("screenshots").appendingPathComponent(name).path
            XCTAssertTrue(FileManager.default.fileExists(atPath: path), "\(name) is in data/screenshots")
        }
    }

    func testTheIconIsASquareSVG() throws {
        let icon = data.appendingPathComponent("icons/hicolor/scalable/apps/app.deckhand.Deckhand.svg")
        let parser = try XCTUnwrap(XMLParser(contentsOf: icon))
        let root = RootElement()
        parser.delegate = root
        XCTAssertTrue(parser.parse(), "the icon is well-formed XML: \(String(describing: parser.parserError))")
        XCTAssertEqual(root.name, "svg")
        XCTAssertEqual(root.attributes["viewBox"], "0 0 128 128")
    }

    /// The settings schema compiles under `--strict`, keeps the size of each kind of window,
    /// and meson installs it.
    func testTheSettingsSchemaIsValid() throws {
        let output = try validate(with: "glib-compile-schemas", ["--strict", "--dry-run", "."], package: "libglib2.0-bin")
        XCTAssertEqual(output, "", "glib-compile-schemas reports nothing")
        let schema = try String(contentsOf: data.appendingPathComponent("app.deckhand.Deckhand.gschema.xml"), encoding: .utf8)
        XCTAssertTrue(schema.contains("<schema id=\"app.deckhand.Deckhand\" path=\"/app/deckhand/Deckhand/\">"))
        for kind in ["cards", "playlist", "gallery"] {
            for key in ["width", "height", "maximized"] {
                XCTAssertTrue(schema.contains("<key name=\"\(kind)-window-\(key)\""), "\(kind)-window-\(key)")
            }
        }
        // The game key is any game's name, so that adding a game does not touch the schema;
        // its default is a game the registry lists.
        let gameKey = try XCTUnwrap(schema.range(of: "<key name=\"game\" type=\"s\">").map { schema[$0.upperBound...] })
        let gameDefault = try XCTUnwrap(gameKey.range(of: "<default>'").map { gameKey[$0.upperBound...].prefix { $0 != "'" } })
        XCTAssertNotNil(GameKind(rawValue: String(gameDefault)), "the default game, \(gameDefault), is a game")
        XCTAssertFalse(gameKey.prefix(while: { $0 != "/" }).contains("<choices>"), "no list of games to keep in step")
        let meson = try String(contentsOf: data.deletingLastPathComponent().appendingPathComponent("meson.build"), encoding: .utf8)
        XCTAssertTrue(meson.contains("app.deckhand.Deckhand.gschema.xml"), "meson installs the schema")
    }

    /// Every file the resource bundle lists is in `data/` (gschemas.compiled is compiled at
    /// build time), and both stylesheets are in it under the names libadwaita loads.
    func testTheResourceBundleListsFilesThatExist() throws {
        let list = try String(contentsOf: data.appendingPathComponent("app.deckhand.Deckhand.gresource.xml"), encoding: .utf8)
        let files = list.components(separatedBy: "</file>").dropLast().compactMap { $0.split(separator: ">").last.map(String.init) }
        XCTAssertEqual(files.count, 5, list)
        for file in files where file != "gschemas.compiled" {
            XCTAssertTrue(FileManager.default.fileExists(atPath: data.appendingPathComponent(file).path), file)
        }
        XCTAssertTrue(list.contains("alias=\"style.css\"") && list.contains("alias=\"style-dark.css\""))
    }

    /// The app's stylesheet styles its own classes; the insertion line and the rest of the
    /// reordering feedback are ReorderGtk's default look (tested in ReorderGtkTests).
    func testTheStylesheetStylesWhatTheCodeNames() throws {
        let css = try String(contentsOf: data.appendingPathComponent("app.deckhand.Deckhand.css"), encoding: .utf8)
        for selector in [".card", ".card-title", ".reorder-source", ".keyboard-held", ".drag-badge"] {
            XCTAssertTrue(css.contains(selector), "the stylesheet styles \(selector)")
        }
    }

    /// Runs a validator from `data/`, returning what it printed (see `runTool`).
    private func validate(with tool: String, _ arguments: [String], package: String) throws -> String {
        try runTool(tool, arguments, in: data, package: package)
    }
}

/// Records the root element of an XML document.
private final class RootElement: NSObject, XMLParserDelegate {
    var name: String?
    var attributes: [String: String] = [:]

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?, attributes: [String: String]
    ) {
        guard name == nil else { return }
        name = elementName
        self.attributes = attributes
    }
}
