import Foundation
import XCTest

/// The card table in Hebrew and German, game 7 (tableau tops 4D 6D JS 7S 3C 8D AC): a real drag
/// lands where the pointer lets go, and the cards, piles and status speak the language. In
/// Hebrew the table is Aisleriot's mirror image, the stock at the right.
class TranslatedCardTableTestCase: CardTableTestCase {
    var locale: TranslatedLocale { .german }

    override var launchEnvironment: [String: String] { locale.environment }

    override func setUpWithError() throws {
        try requireLocale(locale.rawValue)
        try super.setUpWithError()
    }

    func shownTable() throws -> (DeckhandProcess, AutomationFile.Window) {
        let app = try XCTUnwrap(app)
        let file = try app.waitFor("the dealt table") { file in
            file.windows.first?.container("cards.tableau.6")?.items.last.map { $0.width > 0 } == true
        }
        return (app, try XCTUnwrap(file.windows.first))
    }

    /// Drags the six of diamonds onto the seven of spades; returns the table afterwards.
    func dragSixOntoSeven() throws -> AutomationFile.Window {
        let (app, window) = try shownTable()
        let six = try XCTUnwrap(window.container("cards.tableau.1")?.item("6D"))
        let seven = try XCTUnwrap(window.container("cards.tableau.3")?.item("7S"))
        try app.drag(from: six.point(down: 0.15), to: seven.point(), in: window)
        let moved = try app.waitFor("6D on 7S") {
            $0.windows.first?.container("cards.tableau.3")?.items.suffix(2).map(\.id) == ["7S", "6D"]
        }
        return try XCTUnwrap(moved.windows.first)
    }
}

final class HebrewCardTableTests: TranslatedCardTableTestCase {
    override var locale: TranslatedLocale { .hebrew }
    private var helpViewer: HelpViewerStub?

    override var launchEnvironment: [String: String] {
        locale.environment.merging(helpViewer?.environment ?? [:]) { _, viewer in viewer }
    }

    override func prepareData(in folder: URL) throws {
        helpViewer = try HelpViewerStub(in: folder.appendingPathComponent("help-viewer"))
    }

    /// F1 opens the help in Hebrew: its translated page of the card table.
    func testF1OpensTheHelpInHebrew() throws {
        let (_, window) = try shownTable()
        let viewer = try XCTUnwrap(helpViewer)
        try Pointer(window: window.xid).press(keys: "F1")
        waitUntil("the help viewer was asked") { !viewer.opened.isEmpty }
        let uri = try XCTUnwrap(viewer.opened.first, "the help viewer was asked")
        XCTAssertTrue(uri.hasSuffix("/he/deckhand/card-table"), uri)
        let page = try String(contentsOfFile: String(uri.dropFirst("ghelp:".count)) + ".page", encoding: .utf8)
        XCTAssertTrue(page.contains("שולחן"), "the page is in Hebrew")
    }

    func testTheTableIsMirroredAndADragLandsWhereThePointerLetsGo() throws {
        let (_, window) = try shownTable()
        let x = { (pile: String) in window.container(pile)?.items.first?.x ?? -1 }
        XCTAssertGreaterThan(x("cards.stock"), x("cards.tableau.6"), "the stock is at the right")
        XCTAssertGreaterThan(x("cards.tableau.0"), x("cards.tableau.1"), "the first column is at the right")
        XCTAssertGreaterThan(x("cards.tableau.5"), x("cards.tableau.6"))
        XCTAssertEqual(window.container("cards.tableau.1")?.item("6D")?.label, "שש יהלום")

        let after = try dragSixOntoSeven()
        XCTAssertEqual(after.model.heading?.hasPrefix("משחק 7 · "), true, after.model.heading ?? "")
        XCTAssertEqual(after.model.heading?.hasSuffix(" · מהלך אחד"), true, "one move, in Hebrew's singular: \(after.model.heading ?? "")")
        saveScreenshot(named: "klondike-hebrew-after-drag")
    }
}

final class GermanCardTableTests: TranslatedCardTableTestCase {
    func testADragLandsAndTheTableSpeaksGerman() throws {
        let (_, window) = try shownTable()
        XCTAssertEqual(window.container("cards.tableau.1")?.item("6D")?.label, "Karo-Sechs")
        XCTAssertLessThan(window.container("cards.stock")?.items.first?.x ?? .max, window.container("cards.tableau.6")?.items.first?.x ?? 0,
                          "left to right: the stock at the left")
        let after = try dragSixOntoSeven()
        XCTAssertEqual(after.model.heading?.hasPrefix("Spiel 7 · Punkte "), true, after.model.heading ?? "")
        XCTAssertEqual(after.model.heading?.hasSuffix(" · 1 Zug"), true, after.model.heading ?? "")
    }
}

/// Keyboard play on the card table as a screen reader hears it in Hebrew and German, through
/// the AT-SPI client (which starts its own Deckhand).
final class TranslatedScreenReaderTests: XCTestCase {
    /// The keyboard's ring goes the way the arrows point on the mirrored table, and a screen
    /// reader hears the piles and cards in Hebrew.
    func testTheKeyboardIsHeardInHebrew() throws {
        try requireLocale(TranslatedLocale.hebrew.rawValue)
        let steps = try ScreenReaderClient.steps(
            ["Left", "space"], program: try DeckhandProcess.binaryURL(), arguments: ["--seed=7"], environment: TranslatedLocale.hebrew.environment
        )
        let said = steps.flatMap(\.said)
        XCTAssertFalse(said.isEmpty)
        for sentence in said {
            XCTAssertFalse(sentence.contains { $0.isASCII && $0.isLetter }, "no English: \(sentence)")
        }
        XCTAssertTrue(said.contains { $0.contains("טור 2") }, "Left goes to the second column, left of the first: \(said)")
    }

    /// A screen reader hears the piles and cards in German as the keyboard plays.
    func testTheKeyboardIsHeardInGerman() throws {
        try requireLocale(TranslatedLocale.german.rawValue)
        let steps = try ScreenReaderClient.steps(
            ["Right", "Right", "space"], program: try DeckhandProcess.binaryURL(), arguments: ["--seed=7"], environment: TranslatedLocale.german.environment
        )
        let said = steps.flatMap(\.said)
        XCTAssertFalse(said.isEmpty)
        XCTAssertTrue(said.contains { $0.contains("Stapel") || $0.contains("Talon") || $0.contains("Ablage") }, "German piles: \(said)")
        for sentence in said {
            for english in ["Tableau", "Foundation", "Stock", "Waste", "Picked up", " of "] {
                XCTAssertFalse(sentence.contains(english), "no English: \(sentence)")
            }
        }
    }
}
