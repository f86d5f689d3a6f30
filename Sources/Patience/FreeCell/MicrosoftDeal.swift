/// The FreeCell deals every player knows by number: the deal numbered 1 to 32000 in
/// Microsoft's FreeCell (and in every FreeCell since that kept its numbers), made by the C
/// library's linear congruential generator as Windows' `rand()` made it.
///
/// ```swift
/// let columns = MicrosoftDeal.columns(of: 11982)   // eight columns, the first seven cards
/// ```
public enum MicrosoftDeal {
    /// The numbers the deals are known by.
    public static let numbers = 1...32000

    /// The 52 cards in the order they are dealt, one to each of eight columns in turn.
    ///
    /// - Complexity: O(1): 52 draws.
    public static func cards(of number: Int) -> [Card] {
        var state = UInt32(truncatingIfNeeded: number)
        // The deck starts king of spades first, ace of clubs last: card i is rank i / 4 (ace
        // first) of suit i % 4, in the order clubs, diamonds, hearts, spades.
        var deck = Array((0..<52).reversed())
        for dealt in 0..<52 {
            state = (state &* 214_013 &+ 2_531_011) & 0x7FFF_FFFF
            let drawn = Int(state >> 16)
            let swapped = 51 - drawn % (52 - dealt)
            deck.swapAt(dealt, swapped)
        }
        let suits: [Card.Suit] = [.clubs, .diamonds, .hearts, .spades]
        return deck.map { Card(rank: $0 / 4 + 1, suit: suits[$0 % 4]) }
    }

    /// The deal laid out: eight columns, the first four of seven cards, the others of six,
    /// each listed from the card at the back to the card on top.
    public static func columns(of number: Int) -> [[Card]] {
        var columns = [[Card]](repeating: [], count: 8)
        for (index, card) in cards(of: number).enumerated() { columns[index % 8].append(card) }
        return columns
    }
}
