/// A move as `FreeCellSolver`'s search makes it, three bytes: the top `count` cards of pile
/// `from` onto pile `to`, where a pile is a column (0–7), a cell (8–11) or a suit's foundation
/// (12 + the suit: clubs, diamonds, hearts, spades).
struct FreeCellSearchMove: Equatable {
    var from: UInt8
    var to: UInt8
    var count: UInt8 = 1

    static let firstCell: UInt8 = 8
    static let firstFoundation: UInt8 = 12

    /// The move as the table makes it.
    var move: FreeCellMove {
        FreeCellMove(from: Self.pile(from), to: Self.pile(to), count: Int(count))
    }

    private static func pile(_ pile: UInt8) -> FreeCellPile {
        switch pile {
        case ..<firstCell: .column(Int(pile))
        case ..<firstFoundation: .cell(Int(pile - firstCell))
        default: .foundation(FreeCellSearchState.suits[Int(pile - firstFoundation)])
        }
    }
}
