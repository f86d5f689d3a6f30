/// A place on a FreeCell table that cards are moved from or to.
public enum FreeCellPile: Hashable, Sendable, CustomStringConvertible {
    /// One of the eight columns, 0 to 7 from the left.
    case column(Int)
    /// One of the four free cells, each holding at most one card.
    case cell(Int)
    /// The foundation a suit is built up on, ace to king.
    case foundation(Card.Suit)

    public var description: String {
        switch self {
        case .column(let index): "column \(index + 1)"
        case .cell(let index): "cell \(index + 1)"
        case .foundation(let suit): "\(suit.rawValue) foundation"
        }
    }
}
