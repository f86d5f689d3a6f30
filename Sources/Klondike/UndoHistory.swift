/// A game's undo and redo: the states to go back to and forward to again. A new move clears
/// what could be redone.
///
/// ```swift
/// var history = UndoHistory<Int>()
/// history.record(1)                      // the state before a move to 2
/// let back = history.undo(from: 2)       // 1; redo(from: 1) would give 2
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
}
