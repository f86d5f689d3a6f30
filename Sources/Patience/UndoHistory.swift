/// A game's undo and redo: the states to go back to and forward to again. A new move clears
/// what could be redone.
///
/// ```swift
/// var history = UndoHistory<Int>()
/// var state = 1
/// history.record(state)                  // the state before a move…
/// state = 2                              // …to 2
/// history.undo(&state)                   // state is 1 again; history.redo(&state) makes it 2
/// ```
public struct UndoHistory<State: Equatable & Sendable>: Equatable, Sendable {
    private var back: [State] = []
    private var forward: [State] = []

    /// An empty history.
    public init() {}

    /// Whether there is a state to go back to, or one to go forward to again.
    public var canUndo: Bool { !back.isEmpty }
    public var canRedo: Bool { !forward.isEmpty }

    /// Notes `state`, the one before a move, to go back to.
    public mutating func record(_ state: State) {
        back.append(state)
        forward.removeAll()
    }

    /// The state to go back to from `current`, which redo will return to; nil when none.
    public mutating func undo(from current: State) -> State? {
        guard let state = back.popLast() else { return nil }
        forward.append(current)
        return state
    }

    /// The state to go forward to again from `current`; nil when none.
    public mutating func redo(from current: State) -> State? {
        guard let state = forward.popLast() else { return nil }
        back.append(current)
        return state
    }

    /// Goes back: `state` becomes the one before the last move, and redo will return to the
    /// one it was. Returns whether there was a move to undo.
    @discardableResult
    public mutating func undo(_ state: inout State) -> Bool {
        guard let earlier = undo(from: state) else { return false }
        state = earlier
        return true
    }

    /// Goes forward again: `state` becomes the one the last undo left. Returns whether there
    /// was an undone move to redo.
    @discardableResult
    public mutating func redo(_ state: inout State) -> Bool {
        guard let later = redo(from: state) else { return false }
        state = later
        return true
    }
}
