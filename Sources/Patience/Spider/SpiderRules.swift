/// Spider's rules for one column: what may be picked up and what a column takes. A run is
/// cards going down by one in a single suit; any card takes the card one lower of any suit,
/// and an empty column takes anything.
enum SpiderRules {
    /// The cards that travel when the card at `index` of `column` is picked up: it and every
    /// card on it, if all are face up and run down in one suit.
    static func pickUp(at index: Int, of column: [PlacedCard]) -> [Card]? {
        guard column.indices.contains(index) else { return nil }
        let run = column[index...]
        guard run.allSatisfy(\.isFaceUp) else { return nil }
        let cards = run.map(\.card)
        for (lower, upper) in zip(cards.dropFirst(), cards) where lower.suit != upper.suit || lower.rank + 1 != upper.rank {
            return nil
        }
        return cards
    }

    /// Whether `column` takes `run` on its top card.
    static func canPlace(_ run: [Card], on column: [PlacedCard]) -> Bool {
        guard let first = run.first else { return false }
        guard let top = column.last else { return true }
        return top.isFaceUp && top.card.rank == first.rank + 1
    }

    /// How many cards at the top of `column` are a complete suit, king down to ace: 13, or 0.
    static func completedSuit(atTopOf column: [PlacedCard]) -> Int {
        guard column.count >= 13, let run = pickUp(at: column.count - 13, of: column), run.first?.rank == 13 else { return 0 }
        return 13
    }
}
