extension Dictionary where Key == PileID, Value == [PlacedCard] {
    /// Turns the top card of `source` face up onto `target` (a stock dealing onto a waste or a
    /// foundation); returns whether there was a card.
    mutating func turnTopCard(from source: PileID, onto target: PileID) -> Bool {
        guard let top = self[source]?.popLast() else { return false }
        self[target, default: []].append(PlacedCard(top.card, faceUp: true))
        return true
    }
}
