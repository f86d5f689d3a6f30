/// A position a solver's best-first search looks from: the moves out of it, what a move makes
/// of it, whether it is won, how far from a win it looks, and a key that is the same for
/// positions that play alike (columns in another order, say).
protocol SearchPosition {
    /// A move as the search makes it.
    associatedtype Move
    /// What the frontier keeps of a position waiting to be looked from: the position itself,
    /// or something smaller that `init(stored:start:)` makes it again from.
    associatedtype Stored = Self
    /// What `undo(_:)` needs to take back a move `applyUndoably(_:)` made: the whole position,
    /// or only the parts a move can change.
    associatedtype Undo = Self

    /// The same for positions that play alike; different otherwise.
    var key: SearchKey { get }
    /// How far from a win the position looks, lower being better: a small integer, since the
    /// best-first frontier keeps a stack for each estimate between the lowest and the highest.
    var estimate: Int { get }
    /// Whether every card is home.
    var isWon: Bool { get }
    /// The moves worth trying from here.
    var moves: [Move] { get }
    /// Makes `move`, and whatever follows on its own (a card turned up, cards sent home).
    mutating func apply(_ move: Move)
    /// Makes `move` as `apply(_:)` does, and returns what takes it back.
    mutating func applyUndoably(_ move: Move) -> Undo
    /// Takes back the move that returned `undo`, the last one made.
    mutating func undo(_ undo: Undo)

    /// What the frontier keeps of the position.
    var stored: Stored { get }
    /// The position `stored` keeps, in a search that began at `start`.
    init(stored: Stored, start: Self)
}

extension SearchPosition where Stored == Self {
    var stored: Self { self }
    init(stored: Self, start: Self) { self = stored }
}

extension SearchPosition where Undo == Self {
    mutating func applyUndoably(_ move: Move) -> Self {
        let before = self
        apply(move)
        return before
    }

    mutating func undo(_ undo: Self) { self = undo }
}
