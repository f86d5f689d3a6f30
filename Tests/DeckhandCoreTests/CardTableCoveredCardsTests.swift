import Foundation
@testable import DeckhandCore
import DeckhandGtk
import GtkTestSupport
import Patience
import XCTest

/// Piles whose cards lie on one another leave those wholly covered undrawn: the stock and the
/// foundations draw their top two, the waste its fan and the card under it, and every card
/// still flying into a pile is drawn until it lands.
final class CardTableCoveredCardsTests: XCTestCase {
    func testCoveredCardsAreUndrawnUntilTheyFlyAndAgainOnceTheyLand() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            XCTAssertTrue(Settings.animationsEnabled, "the redeal flies")
            var game = GameKind.klondike.newGame(number: 7)
            let (table, window) = presentedCardTable(game)
            defer { window.destroy() }
            settle(table)

            XCTAssertEqual(drawn(in: .stock, of: table, game: game), topTwoOf24, "the top two of 24")

            // Every card to the waste, one at a time: its fan is one card, shown with the one under it.
            while !game.cards(in: .stock).isEmpty { XCTAssertTrue(game.deal()) }
            table.show(game, animated: false)
            settle(table)
            XCTAssertEqual(drawn(in: .waste, of: table, game: game), topTwoOf24)

            // The redeal flies every card back to the stock: all of them are drawn in flight,
            // from the first frame painted after it.
            XCTAssertTrue(game.deal())
            table.show(game)
            let firstPainted = afterNextFrame(.paint, of: table.widget) { drawn(in: .stock, of: table, game: game) }
            XCTAssertEqual(firstPainted, Array(repeating: true, count: 24), "in flight, none is hidden")
            XCTAssertTrue(try XCTUnwrap(widgets(in: .stock, of: table, game: game).first).hasCSSClass(KeyframeAnimations.movingClass))

            // …and once they have landed, only the top two again.
            iterate { drawn(in: .stock, of: table, game: game) == topTwoOf24 }
            XCTAssertEqual(drawn(in: .stock, of: table, game: game), topTwoOf24, "landed, covered again")
        }
    }

    /// Klondike's longest column, six face-down cards under a king-to-ace run, fans its face-up
    /// cards too tight for the suit under each rank: those covered get the compact index (the
    /// suit beside the rank, drawn as a face of its own), the top card and the face-down cards
    /// do not, and a column with room keeps every index whole.
    func testCardsFannedTooTightForTheSuitUnderTheirRankShowItBesideIt() throws {
        try requireGtk()
        try MainActor.assumeIsolated {
            let ranks = ["K", "Q", "J", "10", "9", "8", "7", "6", "5", "4", "3", "2", "A"]
            let run = ranks.enumerated().map { index, rank in rank + ["S", "H", "C", "D"][index % 4] }
            let rest = ["C", "D", "H", "S"].flatMap { suit in ranks.map { $0 + suit } }.filter { !run.contains($0) }
            var piles = Dictionary(uniqueKeysWithValues: PileID.all.map { ($0, [PlacedCard]()) })
            let card = { (id: String) in Card(id: id) ?? Card(rank: 1, suit: .spades) }
            piles[.tableau(0)] = rest.prefix(6).map { PlacedCard(card($0), faceUp: false) } + run.map { PlacedCard(card($0), faceUp: true) }
            piles[.tableau(1)] = [PlacedCard(card(rest[6]), faceUp: false)] + rest[7..<9].map { PlacedCard(card($0), faceUp: true) }
            piles[.stock] = rest.dropFirst(9).map { PlacedCard(card($0), faceUp: false) }
            let game = KlondikeGame(seed: 5, drawMode: .one, piles: piles, score: 0, moves: 30)
            let (table, window) = presentedCardTable(game)
            defer { window.destroy() }
            settle(table)
            let compact = { (pile: PileID) in widgets(in: pile, of: table, game: game).map { $0.hasCSSClass(CardView.compactIndexClass) } }
            XCTAssertEqual(compact(.tableau(0)), Array(repeating: false, count: 6) + Array(repeating: true, count: 12) + [false])
            XCTAssertEqual(compact(.tableau(1)), [false, false, false], "room for every index")
            // Each card shows the face its mark asks for, from the first layout on.
            for (placed, view) in zip(game.cards(in: .tableau(0)), widgets(in: .tableau(0), of: table, game: game)) where placed.isFaceUp {
                let face = try XCTUnwrap(table.art.picture(of: placed, compactIndex: view.hasCSSClass(CardView.compactIndexClass)))
                XCTAssertTrue(try XCTUnwrap(view as? Picture).isShowing(face), "\(placed.id) shows its \(view.hasCSSClass(CardView.compactIndexClass) ? "compact" : "whole") face")
            }
            let queen = PlacedCard(card("QH"), faceUp: true)
            XCTAssertFalse(table.art.picture(of: queen, compactIndex: true) === table.art.picture(of: queen), "a face of its own")
        }
    }

    func testTheTopOfAStackStaysDrawnWhileCardsFlyOntoIt() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var game = GameKind.klondike.newGame(number: 7, drawMode: .three)
            let (table, window) = presentedCardTable(game)
            defer { window.destroy() }
            XCTAssertTrue(game.deal())
            table.show(game, animated: false)
            settle(table)
            XCTAssertEqual(drawn(in: .stock, of: table, game: game), Array(repeating: false, count: 19) + [true, true])

            // Undone, the three cards fly back onto the stock's 21: its top two at rest stay drawn
            // under them from the first frame painted, and the three in flight are drawn too.
            XCTAssertTrue(game.undo())
            table.show(game)
            let firstPainted = afterNextFrame(.paint, of: table.widget) { drawn(in: .stock, of: table, game: game) }
            XCTAssertEqual(firstPainted, Array(repeating: false, count: 19) + Array(repeating: true, count: 5))

            iterate { drawn(in: .stock, of: table, game: game) == topTwoOf24 }
            XCTAssertEqual(drawn(in: .stock, of: table, game: game), topTwoOf24, "landed, the top two of 24")
        }
    }

    func testCardsDealtFromUnderTheTopOfTheStockAreDrawnWhereTheyLand() throws {
        try requireGtk()
        MainActor.assumeIsolated {
            var game = GameKind.spider.newGame(number: 3)
            let (table, window) = presentedCardTable(game)
            defer { window.destroy() }
            settle(table)
            XCTAssertEqual(drawn(in: .stock, of: table, game: game), Array(repeating: false, count: 48) + [true, true])

            // A card onto every column: eight of the ten lay under the stock's top two.
            XCTAssertTrue(game.deal())
            table.show(game, animated: false)
            settle(table)
            XCTAssertEqual(drawn(in: .stock, of: table, game: game), Array(repeating: false, count: 38) + [true, true])
            for column in 0..<10 {
                let cards = drawn(in: .tableau(column), of: table, game: game)
                XCTAssertEqual(cards, Array(repeating: true, count: cards.count), "column \(column) shows every card")
            }
        }
    }
}

/// Whether each card of `pile`, bottom first, is drawn.
@MainActor
private func drawn(in pile: PileID, of table: CardTable, game: any PatienceGame) -> [Bool] {
    widgets(in: pile, of: table, game: game).map(\.isChildVisible)
}

@MainActor
private func widgets(in pile: PileID, of table: CardTable, game: any PatienceGame) -> [Widget] {
    game.cards(in: pile).compactMap { table.contents[pile]?.widget(for: $0.id) }
}

/// Runs the main loop until the table is laid out, then through one more layout.
@MainActor
private func settle(_ table: CardTable) {
    iterate { table.widget.height > 0 }
    _ = afterNextFrame(of: table.widget) { true }
}

/// Runs the main loop until `widget`'s window next reaches `phase` of a frame, and returns
/// what `read` found then; nil if that took more than five seconds.
@MainActor
private func afterNextFrame<Value>(_ phase: NextFrame.Phase = .layout, of widget: Widget, _ read: @escaping @MainActor () -> Value) -> Value? {
    var seen: Value?
    NextFrame.run(after: widget, phase) { seen = read() }
    iterate { seen != nil }
    return seen
}

/// Runs the main loop until `done` holds, for five seconds at most.
@MainActor
private func iterate(until done: () -> Bool) {
    let deadline = Date().addingTimeInterval(5)
    while !done() && Date() < deadline { MainLoop.iterate(blocking: false) }
}

/// Twenty-four cards lying on one another, the top two drawn.
private let topTwoOf24 = Array(repeating: false, count: 22) + [true, true]
