import Localization
import ReorderKit

/// A game of patience as the card table plays it: its piles and where they lie, the cards in
/// each, which may be picked up and where they may go, and every move undoable. Klondike and
/// FreeCell are games; a new one is a type with its rules, not a new window.
///
/// Moves are `ReorderDifference`s of card IDs between piles, the same ones the table's drag
/// and keyboard make.
///
/// ```swift
/// var game: any PatienceGame = FreeCellGame(deal: 617)
/// if let hint = game.hint { game.apply(hint) }
/// ```
public protocol PatienceGame: Sendable {
    /// The game's name as players know it: "Klondike", "FreeCell".
    var name: String { get }
    /// The number that dealt this game, as the title shows it.
    var number: UInt64 { get }
    /// Where the piles lie on the table.
    var layout: TableLayout { get }
    /// The piles, in the order they are laid out and read: the top row, then the tableau.
    var pileOrder: [PileID] { get }
    /// How many of the waste's top cards lie fanned (the cards a deal turns over).
    var wasteShows: Int { get }
    /// The cards of `pile`, bottom first.
    func cards(in pile: PileID) -> [PlacedCard]
    /// The cards that travel when the card `id` is picked up, bottom first; nil when it
    /// cannot be picked up.
    func pickUp(_ id: Card.ID) -> [Card]?
    /// Whether `difference` is a legal move.
    func isLegal(_ difference: ReorderDifference<Card.ID, PileID>) -> Bool
    /// Makes the move `difference` if it is legal; returns whether it did.
    @discardableResult
    mutating func apply(_ difference: ReorderDifference<Card.ID, PileID>) -> Bool
    /// Turns cards over from the stock (a click on it); returns whether anything changed.
    @discardableResult
    mutating func deal() -> Bool
    /// Why a click on the stock deals nothing now, when a player could wonder: Spider's stock
    /// will not deal onto an empty column.
    var dealRefusal: String? { get }
    /// Sends the card `id` to a foundation that takes it; returns whether it went.
    @discardableResult
    mutating func sendToFoundation(_ id: Card.ID) -> Bool
    /// Sends every card that can go home there, repeatedly; returns how many went.
    @discardableResult
    mutating func autoMoveToFoundations() -> Int
    /// Every legal move now, as the table makes them.
    var legalMoves: [ReorderDifference<Card.ID, PileID>] { get }
    /// A move worth making, if the game knows one.
    var hint: ReorderDifference<Card.ID, PileID>? { get }
    /// Whether every card is home.
    var isWon: Bool { get }
    /// How many moves were made.
    var moves: Int { get }
    /// The score, for a game that keeps one (Klondike); nil for the others.
    var keptScore: Int? { get }
    /// Whether there is a move to undo, or an undone one to redo.
    var canUndo: Bool { get }
    var canRedo: Bool { get }
    /// Undoes the last move; returns whether there was one.
    @discardableResult
    mutating func undo() -> Bool
    /// Redoes the last undone move; returns whether there was one.
    @discardableResult
    mutating func redo() -> Bool
    /// Whether `other` is this same game in the same state.
    func isSame(as other: any PatienceGame) -> Bool
    /// How the game is played, in a line, for the status line when there is no news.
    var howToPlay: String { get }
    /// What is left to play with, in a few words for the end of the status line: "Stock 24 ·
    /// Redeals 0", "Free cells 4 · Runs of up to 5 cards move"; empty when nothing is worth
    /// saying.
    var pileInfo: String { get }
    /// Searches for a winning line from here, looking at no more than `limit` positions. It
    /// may take a second: call it off the main thread.
    func solve(limit: Int) -> SolverVerdict
    /// Whether a line still wins from here: true when the game's solver finds one, false
    /// when it shows there is none, nil when it cannot tell (or the game has no solver). It
    /// may take a second: call it off the main thread.
    func canStillBeWon() -> Bool?
}

extension PatienceGame where Self: Equatable {
    /// Whether `other` is this same game in the same state.
    public func isSame(as other: any PatienceGame) -> Bool {
        (other as? Self) == self
    }
}

extension PatienceGame {
    /// No score: most games count moves alone.
    public var keptScore: Int? { nil }

    /// One card: a game without a waste, or one that turns one card over.
    public var wasteShows: Int { 1 }

    /// The foundations, as laid out.
    public var foundations: [PileID] {
        pileOrder.filter { if case .foundation = $0 { true } else { false } }
    }

    /// Whether every foundation holds a whole suit.
    public var isWon: Bool {
        foundations.allSatisfy { cards(in: $0).count == 13 }
    }

    /// Sends the card `id` to the first foundation that takes it; returns whether it went.
    @discardableResult
    public mutating func sendToFoundation(_ id: Card.ID) -> Bool {
        for foundation in foundations where apply(ReorderDifference(sources: [id], destination: .init(position: .end, collectionID: foundation))) {
            return true
        }
        return false
    }

    /// Sends home every top card (of the waste, the cells, the columns) that a foundation
    /// takes, until none is left; returns how many went.
    @discardableResult
    public mutating func autoMoveToFoundations() -> Int {
        var sent = 0
        while true {
            let tops = pileOrder.filter { pile in
                switch pile {
                case .stock, .foundation: false
                case .waste, .tableau, .cell: true
                }
            }.compactMap { cards(in: $0).last?.id }
            let homeward = tops.first { id in
                foundations.contains { isLegal(ReorderDifference(sources: [id], destination: .init(position: .end, collectionID: $0))) }
            }
            guard let homeward, sendToFoundation(homeward) else { return sent }
            sent += 1
        }
    }

    /// What a deal from the stock did, said after it: the card turned up on the one pile it
    /// went to (the waste, Golf's foundation), that a card went onto every column (Spider),
    /// or that the waste went back over.
    ///
    /// ```swift
    /// var game = KlondikeGame(seed: 7)
    /// let before = game
    /// game.deal()
    /// game.dealNews(since: before)   // "Dealt Queen of hearts"
    /// ```
    public func dealNews(since before: any PatienceGame) -> String {
        let grown = pileOrder.filter { $0 != .stock && cards(in: $0).count > before.cards(in: $0).count }
        guard let pile = grown.first else { return tr("Turned the waste over") }
        // TRANSLATORS: said after dealing from the stock; %s is the card turned up ("Queen of hearts").
        if grown.count == 1, let top = cards(in: pile).last { return tr("Dealt %s", top.card.name) }
        return tr("Dealt a card onto every column")
    }

    /// Nothing to explain: an empty stock deals nothing, and a full one deals.
    public var dealRefusal: String? { nil }

    /// How many cards lie face down, or nothing when none do.
    public var faceDownInfo: String {
        let faceDown = pileOrder.reduce(0) { $0 + cards(in: $1).filter { !$0.isFaceUp }.count }
        if faceDown == 0 { return "" }
        return trn("%d card face down", "%d cards face down", faceDown)
    }

    /// For a game without a solver: lost when it is stuck, else not known.
    public func solve(limit: Int) -> SolverVerdict {
        isStuck ? .lost : .unknown
    }

    /// The solver's verdict within 200,000 positions (about a second).
    public func canStillBeWon() -> Bool? {
        solve(limit: 200_000).canBeWon
    }

    /// Whether no card can move and the stock cannot deal: the game is lost.
    public var isStuck: Bool {
        var dealt = self
        return legalMoves.isEmpty && !dealt.deal()
    }

    /// The pile holding the card `id`, and its index there.
    ///
    /// - Complexity: O(*n*) in the cards on the table.
    public func location(of id: Card.ID) -> (pile: PileID, index: Int)? {
        // Compared as cards: a card's id is a string made on every read.
        guard let card = Card(id: id) else { return nil }
        for pile in pileOrder {
            if let index = cards(in: pile).firstIndex(where: { $0.card == card }) { return (pile, index) }
        }
        return nil
    }
}
