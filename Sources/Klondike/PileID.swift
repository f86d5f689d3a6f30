/// A pile on the Klondike table; the collection ID of its cards.
public enum PileID: Hashable, Sendable, CustomStringConvertible {
    /// The face-down cards still to deal.
    case stock
    /// The cards dealt from the stock, top one playable.
    case waste
    /// One of four piles built up by suit from ace to king (0 to 3).
    case foundation(Int)
    /// One of seven piles built down in alternating colours (0 to 6).
    case tableau(Int)

    /// Every pile: stock, waste, the foundations, then the tableau.
    public static let all: [PileID] = [.stock, .waste] + (0..<4).map { .foundation($0) } + (0..<7).map { .tableau($0) }

    /// `cards.stock`, `cards.foundation.2`, `cards.tableau.6`: the automation contract's name.
    public var description: String {
        switch self {
        case .stock: "cards.stock"
        case .waste: "cards.waste"
        case .foundation(let index): "cards.foundation.\(index)"
        case .tableau(let index): "cards.tableau.\(index)"
        }
    }

    /// The pile named `description`, if it names one.
    public init?(name: String) {
        guard let pile = Self.all.first(where: { $0.description == name }) else { return nil }
        self = pile
    }
}
