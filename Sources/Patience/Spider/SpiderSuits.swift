/// How many suits a game of Spider is dealt in: its 104 cards are eight decks' worth of
/// spades, four of spades and hearts, or two full decks. Fewer suits, easier game.
public enum SpiderSuits: Int, CaseIterable, Sendable, Codable {
    case one = 1
    case two = 2
    case four = 4

    /// The suits dealt.
    public var suits: [Card.Suit] {
        switch self {
        case .one: [.spades]
        case .two: [.spades, .hearts]
        case .four: Card.Suit.allCases
        }
    }

    /// The 104 cards, unshuffled.
    public var cards: [Card] { Card.decks(8 / rawValue, of: suits) }
}
