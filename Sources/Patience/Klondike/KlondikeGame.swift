import Localization
import ReorderKit

/// A game of Klondike, or of Yukon: the deal, the piles, the score, and every move, undoable.
///
/// Moves are `ReorderDifference`s between piles, checked against the rules and applied through
/// ReorderKit; an illegal one changes nothing.
///
/// ```swift
/// var game = KlondikeGame(seed: 7)
/// game.deal()
/// game.apply(ReorderDifference(sources: ["QH"], destination: .init(position: .end, collectionID: .tableau(3))))
/// ```
public struct KlondikeGame: UndoableGame, Equatable {
    /// A move between piles.
    public typealias Difference = ReorderDifference<Card.ID, PileID>

    /// The game number that dealt this game.
    public let seed: UInt64
    /// How many cards a deal turns over.
    public let drawMode: DrawMode
    /// Klondike, or Yukon.
    public let variant: KlondikeVariant
    /// Every pile's cards, bottom first.
    public var piles: [PileID: [PlacedCard]] { state.piles }
    /// The score so far.
    public var score: Int { state.score }
    /// Klondike's score; Yukon keeps none.
    public var keptScore: Int? { variant == .klondike ? score : nil }
    /// How many moves were made: cards moved between piles (turning cards over from the stock
    /// is no move, as players count them).
    public var moves: Int { state.moves }
    /// How many times the waste was turned back over into the stock.
    public var redeals: Int { state.redeals }

    /// The state now and its history, which undo and redo go through (`UndoableGame`).
    public var played: Played<State>
    private var state: State {
        get { played.state }
        set { played.state = newValue }
    }

    /// What a move or a deal changes, and an undo or redo restores.
    public struct State: Equatable, Sendable {
        var piles: [PileID: [PlacedCard]]
        var score = 0
        var moves = 0
        var redeals = 0
    }

    /// Deals game `seed`. Klondike: seven tableau piles of one to seven cards, the top ones
    /// face up, and the other 24 cards face down in the stock. Yukon: the same face-down cards,
    /// with the rest dealt face up on them, five to each pile but the first, which has one.
    public init(seed: UInt64, drawMode: DrawMode = .one, variant: KlondikeVariant = .klondike) {
        self.seed = seed
        self.drawMode = drawMode
        self.variant = variant
        var deck = Card.shuffledDeck(seed: seed)[...]
        var piles = Dictionary(uniqueKeysWithValues: PileID.all.map { ($0, [PlacedCard]()) })
        for row in 0..<7 {
            for column in row..<7 {
                guard let card = deck.popFirst() else { break }
                piles[.tableau(column), default: []].append(PlacedCard(card, faceUp: row == column))
            }
        }
        if variant == .yukon {
            for _ in 0..<4 {
                for column in 1..<7 {
                    guard let card = deck.popFirst() else { break }
                    piles[.tableau(column), default: []].append(PlacedCard(card, faceUp: true))
                }
            }
        }
        piles[.stock] = deck.reversed().map { PlacedCard($0, faceUp: false) }
        played = Played(State(piles: piles))
    }

    /// Restores a saved game (without its undo history).
    public init(
        seed: UInt64, drawMode: DrawMode, piles: [PileID: [PlacedCard]], score: Int, moves: Int, redeals: Int = 0,
        variant: KlondikeVariant = .klondike
    ) {
        self.seed = seed
        self.drawMode = drawMode
        self.variant = variant
        played = Played(State(piles: piles, score: score, moves: moves, redeals: redeals))
    }

    public var name: String { variant == .yukon ? trc("game name", "Yukon") : trc("game name", "Klondike") }
    public var number: UInt64 { seed }
    public var layout: TableLayout { variant == .yukon ? .yukon : .klondike }
    public var pileOrder: [PileID] {
        variant == .yukon ? PileID.all.filter { $0 != .stock && $0 != .waste } : PileID.all
    }
    public var wasteShows: Int { drawMode.rawValue }

    /// The cards of `pile`, bottom first.
    public func cards(in pile: PileID) -> [PlacedCard] { piles[pile] ?? [] }

    /// The cards that travel when the card `id` is picked up, bottom first; nil when it cannot
    /// be picked up.
    public func pickUp(_ id: Card.ID) -> [Card]? {
        guard let (pile, index) = location(of: id) else { return nil }
        return KlondikeRules.pickUp(at: index, of: pile, holding: cards(in: pile), variant: variant)
    }

    /// Whether `difference` is a legal move: a run that can be picked up, to the top of another
    /// pile that takes it (never from one foundation to another).
    public func isLegal(_ difference: Difference) -> Bool {
        guard let first = difference.sources.first, let run = pickUp(first),
              run.map(\.id) == difference.sources, difference.destination.position == .end,
              let source = location(of: first)?.pile, source != difference.destination.collectionID
        else { return false }
        let target = difference.destination.collectionID
        if case .foundation = source, case .foundation = target { return false }
        return KlondikeRules.canPlace(run, on: target, holding: cards(in: target), variant: variant)
    }

    /// Makes the move `difference` if it is legal; returns whether it did. The tableau card the
    /// move uncovers turns face up.
    @discardableResult
    public mutating func apply(_ difference: Difference) -> Bool {
        guard isLegal(difference), let first = difference.sources.first,
              let source = location(of: first)?.pile else { return false }
        record()
        state.piles.apply(difference: difference)
        state.score += KlondikeScore.points(from: source, to: difference.destination.collectionID)
        if case .tableau = source, var remaining = piles[source], let top = remaining.last, !top.isFaceUp {
            remaining[remaining.count - 1].isFaceUp = true
            state.piles[source] = remaining
            state.score += KlondikeScore.flip
        }
        state.score = max(score, 0)
        state.moves += 1
        return true
    }

    /// Turns cards from the stock onto the waste, or, with the stock empty, the waste back over
    /// into the stock. Returns false when both are empty.
    @discardableResult
    public mutating func deal() -> Bool {
        let stock = cards(in: .stock)
        let waste = cards(in: .waste)
        guard !stock.isEmpty || !waste.isEmpty else { return false }
        record()
        if stock.isEmpty {
            state.piles[.stock] = waste.reversed().map { PlacedCard($0.card, faceUp: false) }
            state.piles[.waste] = []
            state.score = max(score + KlondikeScore.recycle(drawMode), 0)
            state.redeals += 1
        } else {
            let turned = stock.suffix(drawMode.rawValue).reversed().map { PlacedCard($0.card, faceUp: true) }
            state.piles[.stock] = Array(stock.dropLast(turned.count))
            state.piles[.waste] = waste + turned
        }
        return true
    }

    /// Every legal move between piles, leaving out moves that change nothing worth changing
    /// (a king-topped pile from one empty space to another).
    public var legalMoves: [Difference] {
        var moves: [Difference] = []
        for source in PileID.all where source != .stock {
            let sourceCards = cards(in: source)
            for index in sourceCards.indices {
                guard let run = KlondikeRules.pickUp(at: index, of: source, holding: sourceCards, variant: variant) else { continue }
                for target in PileID.all where target != source {
                    if case .tableau = source, case .tableau = target, index == 0, cards(in: target).isEmpty { continue }
                    if case .foundation = source, case .foundation = target { continue }
                    if KlondikeRules.canPlace(run, on: target, holding: cards(in: target), variant: variant) {
                        moves.append(Difference(sources: run.map(\.id), destination: .init(position: .end, collectionID: target)))
                    }
                }
            }
        }
        return moves
    }

    /// A move worth making, if there is one: the first move of a winning line the solver finds
    /// within a moment (nil when that is a deal). Without one: to a foundation first, then one
    /// that uncovers a face-down card, then one from the waste, then (in Yukon, which has no
    /// stock) one that takes a card out of sequence onto a card it follows; nil when none of
    /// those is left (deal, then). Moves that only shuffle cards already in sequence are not
    /// suggested: they could loop.
    public var hint: Difference? {
        if let advice = solverHint { return advice }
        let moves = legalMoves
        if let home = moves.first(where: { if case .foundation = $0.destination.collectionID { true } else { false } }) {
            return home
        }
        if let uncovering = moves.first(where: { move in
            guard let first = move.sources.first, let (pile, index) = location(of: first), case .tableau = pile else { return false }
            return index > 0 && !(cards(in: pile)[index - 1].isFaceUp)
        }) {
            return uncovering
        }
        if let fromWaste = moves.first(where: { location(of: $0.sources[0])?.pile == .waste }) { return fromWaste }
        guard variant == .yukon else { return nil }
        return moves.first { move in
            guard let (pile, index) = location(of: move.sources[0]), case .tableau = pile, index > 0,
                  case .tableau = move.destination.collectionID else { return false }
            let cards = cards(in: pile)
            // Onto a card it follows, from one it does not: a move that builds.
            return !KlondikeRules.canPlace(cards[index...].map(\.card), on: pile, holding: Array(cards[..<index]), variant: variant)
        }
    }

    /// A winning line from here, as `KlondikeSolver` finds it (it knows the face-down cards,
    /// as the deal does).
    public func solve(limit: Int) -> SolverVerdict {
        KlondikeSolver.solve(self, limit: limit)
    }

    /// How Klondike or Yukon is played, in a line.
    public var howToPlay: String {
        if variant == .yukon {
            return tr("Drag any face-up card with the cards on it; only a king fills an empty column; double-click a card to send it home")
        }
        if drawMode == .one {
            return tr("Draw one · drag cards between piles, click the stock to deal, double-click a card to send it home")
        }
        return tr("Draw three · drag cards between piles, click the stock to deal, double-click a card to send it home")
    }

    /// Klondike's stock and redeals; Yukon's face-down cards.
    public var pileInfo: String {
        guard variant == .klondike else { return faceDownInfo }
        // TRANSLATORS: the status line's end: %1$d is how many cards the stock holds, %2$d how many times the waste was turned over.
        return tr("Stock %1$d · Redeals %2$d", cards(in: .stock).count, redeals)
    }

    /// Whether there is a move to undo, or an undone one to redo.

    private mutating func record() {
        played.record()
    }
}
