/// A game's number, moves and cards as saved, which is what most games need to carry on:
/// every pile by its name, each card by its ID and whether it lies face up.
///
/// ```swift
/// let saved = SavedDeal(of: FortyThievesGame(seed: 3))
/// let piles = saved.piles(dealtAs: FortyThievesGame(seed: 3))   // every card where it was
/// ```
public struct SavedDeal: Codable, Sendable, Equatable {
    /// A card as saved.
    public struct SavedCard: Codable, Sendable, Equatable {
        public var id: String
        public var faceUp: Bool
    }

    /// The number that dealt the game.
    public var seed: UInt64
    public var moves: Int
    /// Each pile's cards, bottom first, by the pile's name (`cards.tableau.3`).
    public var piles: [String: [SavedCard]]

    /// What `game` saves of its deal and moves.
    public init(of game: any PatienceGame) {
        seed = game.number
        moves = game.moves
        piles = Dictionary(uniqueKeysWithValues: game.pileOrder.map { pile in
            (pile.description, game.cards(in: pile).map { SavedCard(id: $0.id, faceUp: $0.isFaceUp) })
        })
    }

    /// The piles as saved, if they hold exactly the cards of `dealt` (the same game, dealt
    /// afresh), each once, in piles `dealt` has; nil for a damaged or foreign file.
    public func piles(dealtAs dealt: any PatienceGame) -> [PileID: [PlacedCard]]? {
        var read: [PileID: [PlacedCard]] = [:]
        for (name, cards) in piles {
            guard let pile = PileID(name: name), dealt.pileOrder.contains(pile) else { return nil }
            let placed = cards.compactMap { card in Card(id: card.id).map { PlacedCard($0, faceUp: card.faceUp) } }
            guard placed.count == cards.count else { return nil }
            read[pile] = placed
        }
        let ids = read.values.flatMap { $0 }.map(\.id)
        guard ids.sorted() == dealt.pileOrder.flatMap({ dealt.cards(in: $0) }).map(\.id).sorted() else { return nil }
        return read
    }
}
