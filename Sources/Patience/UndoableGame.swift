/// A game whose every move and deal changes one state value: undo and redo are written once,
/// here, for every such game, from the states its `played` record keeps.
///
/// ```swift
/// struct Draughts: UndoableGame {
///     public struct State: Equatable, Sendable { var moves = 0 }
///     public var played = Played(State())
///     mutating func apply() {
///         played.record()          // the state before the move, to go back to
///         played.state.moves += 1
///     }
///     // … the rest of PatienceGame
/// }
/// ```
public protocol UndoableGame: PatienceGame {
    /// What a move changes and an undo restores (opaque outside its game).
    associatedtype State: Equatable & Sendable
    /// The state now, and the states to go back and forward to.
    var played: Played<State> { get set }
}

extension UndoableGame {
    public var canUndo: Bool { played.history.canUndo }
    public var canRedo: Bool { played.history.canRedo }

    /// Undoes the last move or deal; returns whether there was one.
    @discardableResult
    public mutating func undo() -> Bool { played.undo() }

    /// Redoes the last undone move or deal; returns whether there was one.
    @discardableResult
    public mutating func redo() -> Bool { played.redo() }
}

/// A game's state and its history: the states before each move, to undo to, and the ones
/// undone, to redo. Only its game reads or changes it.
public struct Played<State: Equatable & Sendable>: Equatable, Sendable {
    var state: State
    var history = UndoHistory<State>()

    /// A game's first state, with nothing to undo.
    init(_ state: State) {
        self.state = state
    }

    /// Notes the state as it is, before a move changes it: undo comes back here.
    mutating func record() {
        history.record(state)
    }

    mutating func undo() -> Bool { history.undo(&state) }

    mutating func redo() -> Bool { history.redo(&state) }
}
