/// The rules of Klondike and of Yukon: which cards may be picked up, and where they may go.
/// Yukon differs only on the tableau: any face-up card may be picked up with every card on
/// it, in order or not, and such a pile goes wherever its bottom card may.
public enum KlondikeRules {
    /// Whether `run`, bottom card first, may be placed on top of `pile` holding `cards`.
    public static func canPlace(_ run: [Card], on pile: PileID, holding cards: [PlacedCard], variant: KlondikeVariant = .klondike) -> Bool {
        guard let first = run.first else { return false }
        switch pile {
        case .stock, .waste, .cell:
            return false
        case .foundation:
            guard run.count == 1 else { return false }
            guard let top = cards.last?.card else { return first.rank == 1 }
            return top.suit == first.suit && first.rank == top.rank + 1
        case .tableau:
            guard variant == .yukon || isRun(run) else { return false }
            guard let top = cards.last else { return first.rank == 13 }
            return top.isFaceUp && top.card.suit.isRed != first.suit.isRed && first.rank == top.card.rank - 1
        }
    }

    /// Whether `cards`, bottom first, descend by one in alternating colours.
    public static func isRun(_ cards: [Card]) -> Bool {
        zip(cards, cards.dropFirst()).allSatisfy { lower, upper in
            upper.rank == lower.rank - 1 && upper.suit.isRed != lower.suit.isRed
        }
    }

    /// The cards that travel when the card at `index` of `pile` is picked up, or nil when it
    /// cannot be: on the tableau, a face-up card and every card on top of it if they form a
    /// run (in Yukon, whatever they form); on the waste or a foundation, only the top card;
    /// nothing from the stock.
    public static func pickUp(at index: Int, of pile: PileID, holding cards: [PlacedCard], variant: KlondikeVariant = .klondike) -> [Card]? {
        guard cards.indices.contains(index), cards[index].isFaceUp else { return nil }
        switch pile {
        case .stock, .cell:
            return nil
        case .waste, .foundation:
            return index == cards.count - 1 ? [cards[index].card] : nil
        case .tableau:
            let run = cards[index...].map(\.card)
            return variant == .yukon || isRun(run) ? run : nil
        }
    }
}
