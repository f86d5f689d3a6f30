import Localization

extension PileID {
    /// The pile's name as a player says it: "Stock", "Waste", "Foundation 2", "Tableau 3",
    /// "Free cell 1" (numbered from 1 in reading order: from the right on a right-to-left table).
    public var spokenName: String {
        switch self {
        case .stock: trc("card pile", "Stock")
        case .waste: trc("card pile", "Waste")
        // TRANSLATORS: a pile's name; %d numbers the foundations from 1 in reading order (from the right in a right-to-left language).
        case .foundation(let index): trc("card pile", "Foundation %d", index + 1)
        // TRANSLATORS: a pile's name; %d numbers the tableau's piles from 1 in reading order (from the right in a right-to-left language).
        case .tableau(let index): trc("card pile", "Tableau %d", index + 1)
        // TRANSLATORS: a pile's name; %d numbers FreeCell's free cells from 1 in reading order (from the right in a right-to-left language).
        case .cell(let index): trc("card pile", "Free cell %d", index + 1)
        }
    }
}

extension PileID {
    /// What a screen reader says for the pile when it holds `cards` (bottom first): its name,
    /// how many cards it holds, and its top card when that is face up ("Tableau 3, 5 cards,
    /// top: Seven of spades"; "Stock, 24 cards"; "Waste, empty"). A face-down card gives
    /// nothing of its face away.
    public func spokenSummary(holding cards: [PlacedCard]) -> String {
        guard let top = cards.last else {
            // TRANSLATORS: spoken for an empty pile; %s is the pile's name ("Tableau 3").
            return tr("%s, empty", spokenName)
        }
        guard top.isFaceUp else {
            // TRANSLATORS: spoken for a pile whose top card is face down: %1$s is its name ("Stock"), %2$d how many cards it holds.
            return trn("%1$s, %2$d card", "%1$s, %2$d cards", cards.count, spokenName, cards.count)
        }
        // TRANSLATORS: spoken for a pile: %1$s is its name ("Tableau 3"), %2$d how many cards it holds, %3$s its top card ("Seven of spades").
        return trn("%1$s, %2$d card, top: %3$s", "%1$s, %2$d cards, top: %3$s", cards.count, spokenName, cards.count, top.card.name)
    }
}

extension PatienceGame {
    /// What a screen reader says for `pile` as it is now (see `PileID.spokenSummary`).
    public func spokenSummary(of pile: PileID) -> String {
        pile.spokenSummary(holding: cards(in: pile))
    }
}
