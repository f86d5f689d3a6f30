import Foundation
import Patience
import TestFolders
import XCTest

/// po/ is complete and current, the desktop entries and metainfo validate with every language
/// merged in, and the help has a valid page for every game.
final class TranslationCatalogueTests: XCTestCase {
    /// The repository.
    private let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    private var languages: [String] {
        get throws { try linguas("po/LINGUAS") }
    }

    /// The languages a LINGUAS file (relative to the repository) lists.
    private func linguas(_ path: String) throws -> [String] {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
    }

    /// The libraries with gettext domains of their own: target and domain.
    private let libraries = [("ReorderKit", "reorderkit"), ("DeckhandGtk", "deckhandgtk"), ("ReorderGtk", "reordergtk")]

    /// `scripts/translations pot`, run on a copy of the sources, writes exactly the committed
    /// templates, file list and libraries' compiled catalogues: no message was added or changed,
    /// and no library translation edited, without regenerating them.
    func testTheTemplateIsCurrent() throws {
        let copy = try TemporaryFolder("deckhand-pot")
        for item in ["Sources", "data", "po", "scripts", "meson.build"] {
            try FileManager.default.copyItem(at: root.appendingPathComponent(item), to: copy.url.appendingPathComponent(item))
        }
        _ = try run("scripts/translations", ["pot"], in: copy.url)
        for file in ["po/deckhand.pot", "po/POTFILES"] {
            let committed = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            let fresh = try String(contentsOf: copy.url.appendingPathComponent(file), encoding: .utf8)
            XCTAssertEqual(fresh, committed, "\(file) is stale: run scripts/translations pot")
        }
        for (target, domain) in libraries {
            let template = "Sources/\(target)/Translations/\(domain).pot"
            XCTAssertEqual(try Data(contentsOf: copy.url.appendingPathComponent(template)),
                           try Data(contentsOf: root.appendingPathComponent(template)), "\(template) is stale: run scripts/translations pot")
            for language in try languages + ["en@pseudo"] {
                let catalogue = "Sources/\(target)/locale/\(language)/LC_MESSAGES/\(domain).mo"
                XCTAssertEqual(try Data(contentsOf: copy.url.appendingPathComponent(catalogue)),
                               try Data(contentsOf: root.appendingPathComponent(catalogue)), "\(catalogue) is stale: run scripts/translations libraries")
            }
        }
    }

    /// Every language translates every message of the app and of each library, none fuzzy,
    /// and its places match the original's (`msgfmt --check`).
    func testEveryLanguageIsCompleteAndChecks() throws {
        let languages = try languages
        XCTAssertTrue(languages.contains("de") && languages.contains("he"), "German and Hebrew at least: \(languages)")
        let catalogues = languages.map { "po/\($0).po" }
            + libraries.flatMap { target, _ in languages.map { "Sources/\(target)/Translations/\($0).po" } }
        for catalogue in catalogues {
            let report = try run("msgfmt", ["--check", "--statistics", "-o", "/dev/null", catalogue], in: root)
            XCTAssertTrue(report.contains("translated message"), "\(catalogue): \(report)")
            XCTAssertFalse(report.contains("untranslated"), "\(catalogue): \(report)")
            XCTAssertFalse(report.contains("fuzzy"), "\(catalogue): \(report)")
        }
    }

    /// The desktop entries, merged with po/ as meson installs them, pass desktop-file-validate
    /// and name the app in each language.
    func testTheTranslatedDesktopEntriesAreValid() throws {
        let out = try makeTemporaryFolder("deckhand-po")
        for name in ["app.deckhand.Deckhand.desktop", "app.deckhand.Deckhand.PlaylistEditor.desktop"] {
            let merged = out.appendingPathComponent(name)
            _ = try run("msgfmt", ["--desktop", "--template", "data/\(name)", "-d", "po", "-o", merged.path], in: root)
            XCTAssertEqual(try run("desktop-file-validate", [merged.path], in: root), "")
            let text = try String(contentsOf: merged, encoding: .utf8)
            for language in try languages {
                XCTAssertTrue(text.contains("Comment[\(language)]="), "\(name) has a \(language) comment")
            }
        }
    }

    /// The metainfo, merged with po/, passes appstream-util's strict validation and describes
    /// the app in each language.
    func testTheTranslatedMetainfoIsValid() throws {
        let merged = try makeTemporaryFolder("deckhand-po").appendingPathComponent("app.deckhand.Deckhand.metainfo.xml")
        _ = try run("msgfmt", ["--xml", "--template", "data/app.deckhand.Deckhand.metainfo.xml", "-d", "po", "-o", merged.path], in: root)
        let report = try run("appstream-util", ["validate", "--nonet", merged.path], in: root)
        XCTAssertTrue(report.hasSuffix("OK"), report)
        let text = try String(contentsOf: merged, encoding: .utf8)
        for language in try languages {
            XCTAssertTrue(text.contains("<summary xml:lang=\"\(language)\">"), "a \(language) summary")
        }
    }

    /// The pseudo-locale wraps every message, plural forms too, and keeps its places.
    func testThePseudoLocaleWrapsEveryMessage() throws {
        let po = try makeTemporaryFolder("deckhand-po").appendingPathComponent("pseudo.po")
        _ = try run("scripts/translations", ["pseudo", po.path], in: root)
        let text = try String(contentsOf: po, encoding: .utf8)
        let entries = text.components(separatedBy: "\n\n").dropFirst()
        XCTAssertGreaterThan(entries.count, 100)
        for entry in entries {
            // Each msgstr (or msgstr[n]) with the quoted lines that continue it, joined.
            var strings: [String] = []
            for line in entry.split(separator: "\n") {
                if line.hasPrefix("msgstr") {
                    strings.append(String(line.drop { $0 != "\"" }.dropFirst().dropLast()))
                } else if line.hasPrefix("\""), !strings.isEmpty {
                    strings[strings.count - 1] += line.dropFirst().dropLast()
                }
            }
            XCTAssertFalse(strings.isEmpty, entry)
            for string in strings {
                XCTAssertTrue(string.hasPrefix("⟦") && string.hasSuffix("⟧"), "wrapped: \(string)")
            }
        }
        _ = try run("msgfmt", ["--check", "-o", "/dev/null", po.path], in: root)
    }

    /// Every page of the help is valid Mallard, and every game has its page (the one "Rules"
    /// opens).
    func testTheHelpIsValidAndCoversEveryGame() throws {
        let pages = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("help/C").path)
            .filter { $0.hasSuffix(".page") }.sorted()
        XCTAssertTrue(pages.contains("index.page"))
        let report = try run("yelp-check", ["validate"] + pages.map { "help/C/\($0)" }, in: root)
        XCTAssertEqual(report, "", report)
        for kind in GameKind.allCases {
            XCTAssertTrue(pages.contains("\(kind.helpPage).page"), "\(kind) has help/C/\(kind.helpPage).page")
        }
        let meson = try String(contentsOf: root.appendingPathComponent("help/meson.build"), encoding: .utf8)
        for page in pages {
            XCTAssertTrue(meson.contains("'\(page)'"), "help/meson.build installs \(page)")
        }
    }

    /// Runs `tool` in `folder` (see `runTool`).
    private func run(_ tool: String, _ arguments: [String], in folder: URL) throws -> String {
        try runTool(tool, arguments, in: folder, package: Self.packages[tool] ?? "gettext")
    }

    /// The apt package of each tool the tests run.
    private static let packages = [
        "desktop-file-validate": "desktop-file-utils", "appstream-util": "appstream-util", "yelp-check": "yelp-tools",
        "itstool": "itstool",
    ]

    /// Each language of the help (help/LINGUAS) translates every message, and its pages, built
    /// as meson builds them (itstool), are valid Mallard.
    func testEveryLanguageOfTheHelpIsCompleteAndValid() throws {
        let languages = try linguas("help/LINGUAS")
        XCTAssertTrue(languages.contains("de") && languages.contains("he"), "\(languages)")
        let sources = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("help/C").path)
            .filter { $0.hasSuffix(".page") || $0 == "legal.xml" }.sorted().map { "help/C/\($0)" }
        for language in languages {
            let out = try makeTemporaryFolder("deckhand-po")
            let catalogue = out.appendingPathComponent("\(language).mo").path
            let report = try run("msgfmt", ["--check", "--statistics", "-o", catalogue, "help/\(language)/\(language).po"], in: root)
            XCTAssertFalse(report.contains("untranslated") || report.contains("fuzzy"), "\(language): \(report)")
            _ = try run("itstool", ["-m", catalogue, "-o", out.path + "/"] + sources, in: root)
            let pages = sources.filter { $0.hasSuffix(".page") }.map { out.appendingPathComponent(URL(fileURLWithPath: $0).lastPathComponent).path }
            XCTAssertEqual(try run("yelp-check", ["validate"] + pages, in: root), "", language)
        }
    }
}
