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
        (["--game=chess"], "unknown game 'chess' (try klondike, freecell, yukon, spider, spider-two-suits, spider-four-suits, forty-thieves)"),
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
}
