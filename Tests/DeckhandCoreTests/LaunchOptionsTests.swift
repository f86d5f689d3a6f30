@testable import DeckhandCore
import Foundation
import Testing

@Suite("Command lines")
struct LaunchOptionsTests {
    @Test func noArgumentsOpenTheCardTable() throws {
        #expect(try LaunchOptions(arguments: []).window == .cards)
    }

    @Test func filesOpenThePlaylistEditorAndAPageTheGallery() throws {
        let files = try LaunchOptions(arguments: ["a.m3u", "b.pls"])
        #expect(files.window == .playlist)
        #expect(files.files == ["a.m3u", "b.pls"])
        #expect(try LaunchOptions(arguments: ["--page=lists"]).window == .gallery)
        #expect(try LaunchOptions(arguments: ["--window=cards", "--seed=12"]).seed == 12)
    }

    @Test(arguments: [
        (["--frobnicate"], "unknown option '--frobnicate'"),
        (["--window=chess"], "unknown window 'chess' (try gallery)"),
        (["--page=attic"], "unknown page 'attic' (try grid, stacks, custom or lists)"),
        (["--seed=seven"], "--seed takes a whole number, not 'seven'"),
        (["--deal=-3"], "--deal takes a whole number, not '-3'"),
        (["--game=chess"], "unknown game 'chess' (try klondike, freecell, yukon, spider, spider-two-suits, spider-four-suits, forty-thieves, golf)"),
    ])
    func badArgumentsSayWhatIsWrong(arguments: [String], message: String) {
        #expect(throws: LaunchOptions.UsageError(message: message)) { try LaunchOptions(arguments: arguments) }
    }

    @Test func aGameAndADealOpenTheCardTableOnThem() throws {
        let options = try LaunchOptions(arguments: ["--game=FreeCell", "--deal=11982"])
        #expect(options.window == .cards)
        #expect(options.game == .freecell)
        #expect(options.seed == 11982)
        #expect(try LaunchOptions(arguments: ["--seed=7"]).game == nil, "the game played last")
    }

    @Test func filesWithAnotherWindowAreRefusedWithTheReason() throws {
        let options = try LaunchOptions(arguments: ["--window=gallery", "mix.m3u"])
        #expect(options.unavailableReason == "files open in the playlist editor; leave out --window=gallery")
        #expect(try LaunchOptions(arguments: ["--window=playlist", "mix.m3u"]).unavailableReason == nil)
    }

    @Test func helpAndVersionAreSeen() throws {
        #expect(try LaunchOptions(arguments: ["-h"]).showsHelp)
        #expect(try LaunchOptions(arguments: ["--version"]).showsVersion)
    }
}

@Suite("About")
struct AboutDeckhandTests {
    /// The metainfo as it is in data/: the About window's release notes come from it.
    private let metainfo = (try? String(
        contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../data/app.deckhand.Deckhand.metainfo.xml"),
        encoding: .utf8
    )) ?? ""

    @Test func theReleaseNotesOfThisVersionAreInTheMetainfo() {
        let notes = AboutDeckhand.releaseNotes(of: AboutDeckhand.version, in: metainfo)
        #expect(notes.hasPrefix("<p>"), "the latest release describes itself")
        #expect(!notes.contains("<release"))
    }

    @Test func aVersionWithoutNotesGetsNone() {
        #expect(AboutDeckhand.releaseNotes(of: "9.9.9", in: metainfo) == "")
        let bare = "<releases><release version=\"1.0\"/><release version=\"0.9\"><description><p>old</p></description></release></releases>"
        #expect(AboutDeckhand.releaseNotes(of: "1.0", in: bare) == "", "never the next release's notes")
        #expect(AboutDeckhand.releaseNotes(of: "0.9", in: bare) == "<p>old</p>")
    }

    /// Each paragraph and item is looked up by its text, white space run together as xgettext
    /// writes the message; what the catalogue says is escaped for the markup.
    @Test func theReleaseNotesAreLookedUpAParagraphAndAnItemAtATime() {
        let notes = "<p>More games,\n   in more languages:</p>\n<ul>\n  <li>Spider</li>\n  <li>Help</li>\n</ul>"
        let catalogue = ["More games, in more languages:": "Mehr Spiele:", "Spider": "Spinne & Co"]
        let translated = AboutDeckhand.inUsersLanguage(notes) { catalogue[$0] ?? $0 }
        #expect(translated == "<p>Mehr Spiele:</p>\n<ul>\n  <li>Spinne &amp; Co</li>\n  <li>Help</li>\n</ul>")
        // Looked up by its text; untranslated, the markup stays exactly as it was.
        let escaped = AboutDeckhand.inUsersLanguage("<p>Cats &amp;\n dogs</p><p>A &lt; B</p>") { $0 == "Cats & dogs" ? "Katzen & Hunde" : $0 }
        #expect(escaped == "<p>Katzen &amp; Hunde</p><p>A &lt; B</p>")
    }

    /// Every paragraph and item of this version's notes is in the template, so translators see it.
    @Test func everyParagraphOfTheseNotesIsInTheTemplate() throws {
        let template = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../po/deckhand.pot"),
            encoding: .utf8
        )
        // The template's messages, each msgid's quoted lines joined.
        var messages: Set<String> = []
        var current: String?
        for line in template.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("msgid \"") {
                current = String(line.dropFirst("msgid \"".count).dropLast())
            } else if line.hasPrefix("\""), current != nil {
                current? += line.dropFirst().dropLast()
            } else if let message = current {
                messages.insert(message)
                current = nil
            }
        }
        var looked: [String] = []
        _ = AboutDeckhand.inUsersLanguage(AboutDeckhand.releaseNotes(of: AboutDeckhand.version, in: metainfo)) { looked.append($0); return $0 }
        #expect(looked.count >= 4)
        for text in looked {
            #expect(messages.contains(text), "\(text) is in po/deckhand.pot")
        }
    }
}
