import Klondike
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
