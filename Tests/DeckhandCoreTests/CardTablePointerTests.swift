import Foundation
@testable import DeckhandCore
import DeckhandGtk
import GtkTestSupport
import Klondike
import XCTest

/// What the pointer finds on the card table: the face-up cards, and under a face-down card
/// its pile, which GTK then need not look inside every card for at each motion.
final class CardTablePointerTests: XCTestCase {
    func testAFaceDownCardLetsThePointerThroughToItsPileAndAFaceUpCardTakesIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let game = GameKind.klondike.newGame(number: 7)
            let table = CardTable(game: game) {}
            let window = ApplicationWindow()
            defer { window.destroy() }
            window.setDefaultSize(width: 1024, height: 760)
            window.setChild(table.widget)
            present(window, until: table.widget)

            let pile = PileID.tableau(6)
            let cards = game.cards(in: pile)
            let box = try XCTUnwrap(table.pileWidgets[pile])
            let hidden = try XCTUnwrap(table.contents[pile]?.widget(for: cards[0].id))
            let top = try XCTUnwrap(table.contents[pile]?.widget(for: cards[cards.count - 1].id))
            XCTAssertFalse(cards[0].isFaceUp)
            XCTAssertTrue(cards[cards.count - 1].isFaceUp)
            let deadline = Date().addingTimeInterval(5)
            while top.height == 0 && Date() < deadline { MainLoop.iterate(blocking: false) }
            XCTAssertGreaterThan(top.height, 0, "the table is laid out")

            // The strip of the first card that the next one leaves showing.
            let strip = try XCTUnwrap(hidden.convert(CGPoint(x: Double(hidden.width) / 2, y: 3), to: window))
            XCTAssertEqual(window.pick(at: strip)?.pointer, box.pointer, "the face-down card's pile, not the card")
            let face = try XCTUnwrap(top.convert(CGPoint(x: Double(top.width) / 2, y: Double(top.height) / 2), to: window))
            XCTAssertEqual(window.pick(at: face)?.pointer, top.pointer, "the face-up card itself")

            // Turned face up (the first card of a column played down to it), the card takes the pointer.
            table.contents[pile]?.update([PlacedCard(cards[0].card, faceUp: true)] + Array(cards.dropFirst()))
            runMainLoop(for: 0.1)
            XCTAssertEqual(window.pick(at: strip)?.pointer, hidden.pointer)
        }
    }
}
