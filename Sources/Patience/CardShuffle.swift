import SeededRandom

extension Card {
    /// The deck shuffled by game number `seed`: Fisher–Yates on `SeededGenerator`, written out
    /// here so that no change to the standard library's shuffle can change a deal.
    public static func shuffledDeck(seed: UInt64) -> [Card] {
        shuffled(deck, seed: seed)
    }

    /// `cards` shuffled by game number `seed`, as `shuffledDeck(seed:)` shuffles the deck.
    public static func shuffled(_ cards: [Card], seed: UInt64) -> [Card] {
        var generator = SeededGenerator(seed: seed)
        var cards = cards
        for index in stride(from: cards.count - 1, to: 0, by: -1) {
            let other = Int(generator.next() % UInt64(index + 1))
            cards.swapAt(index, other)
        }
        return cards
    }
}
