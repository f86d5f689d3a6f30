import Foundation
@testable import DeckhandCore
import DeckhandGtk
import GtkTestSupport
import Patience
import XCTest

/// What the pointer finds on the card table: GTK finds the felt wherever the pointer is, one
/// widget as the pointer crosses piles and cards; the reorder container finds the pile and card
/// under a press by where they lie.
final class CardTablePointerTests: XCTestCase {
    func testThePointerFindsTheFeltAndThePressFindsThePileAndCardUnderIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let game = GameKind.klondike.newGame(number: 7)
            let (table, window) = presentedCardTable(game)
            defer { window.destroy() }

            let pile = PileID.tableau(6)
            let cards = game.cards(in: pile)
            let hidden = try XCTUnwrap(table.contents[pile]?.widget(for: cards[0].id))
            let top = try XCTUnwrap(table.contents[pile]?.widget(for: cards[cards.count - 1].id))
            XCTAssertFalse(cards[0].isFaceUp)
            XCTAssertTrue(cards[cards.count - 1].isFaceUp)
            let deadline = Date().addingTimeInterval(5)
            while top.height == 0 && Date() < deadline { MainLoop.iterate(blocking: false) }
            XCTAssertGreaterThan(top.height, 0, "the table is laid out")
            let container = try XCTUnwrap(table.container)

            // The strip of the first card that the next one leaves showing, and the top card's face.
            let strip = try XCTUnwrap(hidden.convert(CGPoint(x: Double(hidden.width) / 2, y: 3), to: table.widget))
            let face = try XCTUnwrap(top.convert(CGPoint(x: Double(top.width) / 2, y: Double(top.height) / 2), to: table.widget))
            for point in [strip, face] {
                XCTAssertEqual(table.widget.pick(at: point)?.pointer, table.widget.pointer, "the felt, not a pile or a card")
            }
            XCTAssertEqual(container.target(at: strip)?.collectionID, pile)
            XCTAssertEqual(container.target(at: strip)?.itemID, cards[0].id, "the card whose strip shows")
            XCTAssertEqual(container.target(at: face)?.itemID, cards[cards.count - 1].id, "the card on top")

            // Below the column's last card: its pile's empty space, then, right of the piles, none.
            let below = CGPoint(x: face.x, y: face.y + Double(top.height))
            let found = try XCTUnwrap(container.target(at: below), "a fanned pile runs down the table")
            XCTAssertEqual(found.collectionID, pile)
            XCTAssertNil(found.itemID)
            XCTAssertNil(container.target(at: CGPoint(x: Double(table.widget.width) - 2, y: face.y)), "the felt's margin")
        }
    }
}
