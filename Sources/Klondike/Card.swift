/// A playing card: a rank and a suit, identified as rank then suit letter (`AS`, `10H`, `QC`).
public struct Card: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// The four suits.
    public enum Suit: String, CaseIterable, Sendable {
        case clubs = "C", diamonds = "D", hearts = "H", spades = "S"

        /// Whether the suit is red (diamonds, hearts).
        public var isRed: Bool { self == .diamonds || self == .hearts }

        /// The suit's symbol.
        public var symbol: String {
            switch self {
            case .clubs: "♣"
            case .diamonds: "♦"
            case .hearts: "♥"
            case .spades: "♠"
            }
        }

        /// The suit's name, for accessible labels.
        public var name: String {
            switch self {
            case .clubs: "clubs"
            case .diamonds: "diamonds"
            case .hearts: "hearts"
            case .spades: "spades"
            }
        }
    }

    /// Ace (1) to king (13).
    public let rank: Int
    public let suit: Suit

    /// Creates the card of `rank` (1 to 13) and `suit`.
    public init(rank: Int, suit: Suit) {
        precondition((1...13).contains(rank), "a rank is 1 (ace) to 13 (king)")
        self.rank = rank
        self.suit = suit
    }

    /// `AS`, `10H`, `QC`, `KD`.
    public var id: String { rankLabel + suit.rawValue }

    /// The rank as printed on the card: A, 2 to 10, J, Q, K.
    public var rankLabel: String {
        switch rank {
        case 1: "A"
        case 11: "J"
        case 12: "Q"
        case 13: "K"
        default: String(rank)
        }
    }

    /// The rank's name: "Ace", "Seven", "Queen".
    public var rankName: String {
        ["Ace", "Two", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen", "King"][rank - 1]
    }

    /// "Queen of hearts".
    public var name: String { "\(rankName) of \(suit.name)" }

    public var description: String { id }

    /// The 52 cards, clubs to spades, ace to king.
    public static let deck: [Card] = Suit.allCases.flatMap { suit in (1...13).map { Card(rank: $0, suit: suit) } }

    /// The card with `id`, if it names one.
    public init?(id: String) {
        guard let card = Self.deck.first(where: { $0.id == id }) else { return nil }
        self = card
    }
}
