@testable import Patience
import SeededRandom
import ReorderKit

/// The card named `id`; the tests name only real cards.
func card(_ id: String) -> Card {
    guard let card = Card(id: id) else { fatalError("no card \(id)") }
    return card
}

/// Cards named by `ids`, face up.
func faceUp(_ ids: String...) -> [PlacedCard] { ids.map { PlacedCard(card($0), faceUp: true) } }

/// A move of `ids` onto the top of `pile`.
func move(_ ids: String..., to pile: PileID) -> KlondikeGame.Difference {
    ReorderDifference(sources: ids, destination: .init(position: .end, collectionID: pile))
}

/// Every card on the table, in pile order.
func allCards(_ game: KlondikeGame) -> [Card.ID] {
    PileID.all.flatMap { game.cards(in: $0).map(\.id) }
}

/// Makes up to `count` moves chosen at random (seeded by `seed`) from `game`'s legal moves,
/// calling `check` after each; stops early when no move is left.
func playRandomly<Game: PatienceGame>(_ game: inout Game, seed: UInt64, moves count: Int, check: (Game, ReorderDifference<Card.ID, PileID>) -> Void) {
    var generator = SeededGenerator(seed: seed)
    for _ in 0..<count {
        let moves = game.legalMoves
        guard !moves.isEmpty else { return }
        let move = moves[Int(generator.next() % UInt64(moves.count))]
        let made = game.apply(move)
        precondition(made, "a legal move is made: \(move)")
        check(game, move)
    }
}

/// A FreeCell position from which no card can move: every column ends in a black card with an
/// ace or a three under it, and every cell holds a king.
func freeCellPositionWithNoWayOut() -> FreeCellPosition {
    let columns: [[Card]] = [
        ["AC", "2C"], ["AD", "2S"], ["AH", "4C"], ["AS", "4S"],
        ["3C", "6C"], ["3D", "6S"], ["3H", "8C"], ["3S", "8S"],
    ].map { $0.map(card) }
    return FreeCellPosition(columns: columns, cells: ["KC", "KD", "KH", "KS"].map(card))
}

/// Microsoft deal `deal` as the FreeCell solver's searches start from it: weighed the first
/// way, the cards that are safe to send home sent.
func freeCellSearchStart(deal: Int) -> FreeCellSearchState {
    var start = FreeCellSearchState(FreeCellPosition(deal: deal), weights: FreeCellSolver.Weights.tried[0])
    start.sendSafeCardsHome { _ in }
    return start
}
