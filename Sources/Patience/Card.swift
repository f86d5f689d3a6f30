import Localization

/// A playing card: a rank and a suit, identified as rank then suit letter (`AS`, `10H`, `QC`).
/// Games of more than one deck tell the copies of a card apart: the second ace of spades is
/// `AS-2`.
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

        /// The suit's name, for accessible labels, as a card's name says it: "hearts" in
        /// "Queen of hearts".
        public var name: String {
            switch self {
            // TRANSLATORS: a suit's name as it is used inside a card's name ("Queen of hearts").
            case .clubs: trc("suit", "clubs")
            case .diamonds: trc("suit", "diamonds")
            case .hearts: trc("suit", "hearts")
            case .spades: trc("suit", "spades")
            }
        }
    }

    /// Ace (1) to king (13).
    public let rank: Int
    public let suit: Suit
    /// Which of the game's copies of this card it is, from 0: Spider's two decks hold two.
    public let copy: Int

    /// Creates the card of `rank` (1 to 13) and `suit`; `copy` tells it apart from the same
    /// card of another deck.
    public init(rank: Int, suit: Suit, copy: Int = 0) {
        precondition((1...13).contains(rank), "a rank is 1 (ace) to 13 (king)")
        precondition(copy >= 0, "copies count from 0")
        self.rank = rank
        self.suit = suit
        self.copy = copy
    }

    /// `AS`, `10H`, `QC`, `KD`; a later copy adds its number from 2: `AS-2`.
    public var id: String { rankLabel + suit.rawValue + (copy > 0 ? "-\(copy + 1)" : "") }

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
        switch rank {
        case 1: trc("card rank", "Ace")
        case 2: trc("card rank", "Two")
        case 3: trc("card rank", "Three")
        case 4: trc("card rank", "Four")
        case 5: trc("card rank", "Five")
        case 6: trc("card rank", "Six")
        case 7: trc("card rank", "Seven")
        case 8: trc("card rank", "Eight")
        case 9: trc("card rank", "Nine")
        case 10: trc("card rank", "Ten")
        case 11: trc("card rank", "Jack")
        case 12: trc("card rank", "Queen")
        default: trc("card rank", "King")
        }
    }

    /// "Queen of hearts".
    public var name: String {
        // TRANSLATORS: a card's name: %1$s is its rank ("Queen"), %2$s its suit ("hearts").
        trc("card name", "%1$s of %2$s", rankName, suit.name)
    }

    public var description: String { id }

    /// The 52 cards, clubs to spades, ace to king.
    public static let deck: [Card] = decks(1, of: Suit.allCases)

    /// `count` decks' worth of cards of `suits`, each copy told apart: Spider's 104 cards are
    /// two decks of four suits, or eight of spades alone.
    ///
    /// ```swift
    /// let oneSuit = Card.decks(8, of: [.spades])   // AS, AS-2 … KS-8
    /// ```
    public static func decks(_ count: Int, of suits: [Suit]) -> [Card] {
        (0..<count).flatMap { copy in suits.flatMap { suit in (1...13).map { Card(rank: $0, suit: suit, copy: copy) } } }
    }

    /// The card with `id`, if it names one.
    public init?(id: String) {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count <= 2, let name = parts.first, let suitLetter = name.last,
              let suit = Suit(rawValue: String(suitLetter)) else { return nil }
        let ranks = ["A": 1, "J": 11, "Q": 12, "K": 13]
        let label = String(name.dropLast())
        guard let rank = ranks[label] ?? Int(label).flatMap({ (2...10).contains($0) && String($0) == label ? $0 : nil }) else { return nil }
        var copy = 0
        if parts.count == 2 {
            guard let number = Int(parts[1]), number >= 2, String(number) == parts[1] else { return nil }
            copy = number - 1
        }
        self.init(rank: rank, suit: suit, copy: copy)
    }
}
