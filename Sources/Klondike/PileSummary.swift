extension PileID {
    /// The pile's name as a player says it: "Stock", "Waste", "Foundation 2", "Tableau 3",
    /// "Free cell 1" (numbered from 1, left to right).
    public var spokenName: String {
        switch self {
        case .stock: "Stock"
        case .waste: "Waste"
        case .foundation(let index): "Foundation \(index + 1)"
        case .tableau(let index): "Tableau \(index + 1)"
        case .cell(let index): "Free cell \(index + 1)"
        }
    }
}

extension PileID {
    /// What a screen reader says for the pile when it holds `cards` (bottom first): its name,
    /// how many cards it holds, and its top card when that is face up ("Tableau 3, 5 cards,
    /// top: Seven of spades"; "Stock, 24 cards"; "Waste, empty"). A face-down card gives
    /// nothing of its face away.
    public func spokenSummary(holding cards: [PlacedCard]) -> String {
        guard let top = cards.last else { return "\(spokenName), empty" }
        let count = cards.count == 1 ? "1 card" : "\(cards.count) cards"
        return top.isFaceUp ? "\(spokenName), \(count), top: \(top.card.name)" : "\(spokenName), \(count)"
    }
}

extension PatienceGame {
    /// What a screen reader says for `pile` as it is now (see `PileID.spokenSummary`).
    public func spokenSummary(of pile: PileID) -> String {
        pile.spokenSummary(holding: cards(in: pile))
    }
}
