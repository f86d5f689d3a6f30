/// A pile on a patience table; the collection ID of its cards.
public enum PileID: Hashable, Sendable, CustomStringConvertible {
    /// The face-down cards still to deal.
    case stock
    /// The cards dealt from the stock, top one playable.
    case waste
    /// One of four piles built up by suit from ace to king (0 to 3).
    case foundation(Int)
    /// One of the piles cards are built on in columns, left to right from 0.
    case tableau(Int)
    /// A free cell, holding one card (FreeCell), left to right from 0.
    case cell(Int)

    /// Every pile of Klondike: stock, waste, the foundations, then the tableau.
    public static let all: [PileID] = [.stock, .waste] + (0..<4).map { .foundation($0) } + (0..<7).map { .tableau($0) }

    /// `cards.stock`, `cards.foundation.2`, `cards.tableau.6`: the automation contract's name.
    public var description: String {
        switch self {
        case .stock: "cards.stock"
        case .waste: "cards.waste"
        case .foundation(let index): "cards.foundation.\(index)"
        case .tableau(let index): "cards.tableau.\(index)"
        case .cell(let index): "cards.cell.\(index)"
        }
    }

    /// The pile named `description`, if it names one.
    public init?(name: String) {
        let parts = name.split(separator: ".")
        guard parts.count >= 2, parts[0] == "cards" else { return nil }
        switch (parts[1], parts.count == 3 ? Int(parts[2]) : nil) {
        case ("stock", nil) where parts.count == 2: self = .stock
        case ("waste", nil) where parts.count == 2: self = .waste
        case ("foundation", let index?) where index >= 0: self = .foundation(index)
        case ("tableau", let index?) where index >= 0: self = .tableau(index)
        case ("cell", let index?) where index >= 0: self = .cell(index)
        default: return nil
        }
    }
}
