/// A move on a FreeCell table: the top `count` cards of one pile onto another.
public struct FreeCellMove: Hashable, Sendable, CustomStringConvertible {
    public var from: FreeCellPile
    public var to: FreeCellPile
    /// How many cards travel: more than one only between columns, as a run.
    public var count: Int

    /// A move of the top `count` cards of `from` onto `to`.
    public init(from: FreeCellPile, to: FreeCellPile, count: Int = 1) {
        self.from = from
        self.to = to
        self.count = count
    }

    public var description: String {
        count == 1 ? "\(from) to \(to)" : "\(count) cards from \(from) to \(to)"
    }
}
