import Patience
import Localization
import ReorderKit

/// What Hint advises on the table: a move, a deal from the stock, why the stock will not deal,
/// or that nothing is left; and its words for the status line.
///
/// ```swift
/// let game = FreeCellGame(deal: 1)
/// CardTableHint(game.hint, in: game).text   // "Move Jack of diamonds to Tableau 6"
/// ```
public enum CardTableHint: Equatable, Sendable {
    /// Move these cards there.
    case move(ReorderDifference<Card.ID, PileID>)
    /// Turn cards over from the stock.
    case deal
    /// The stock has cards but will not deal now, for this reason (Spider's empty column).
    case dealRefused(String)
    /// No move is left.
    case noMoves

    /// The advice for `game` given the move its hint found, if any.
    public init(_ move: ReorderDifference<Card.ID, PileID>?, in game: any PatienceGame) {
        let stock = game.cards(in: .stock)
        if let move {
            self = .move(move)
        } else if !stock.isEmpty, let refusal = game.dealRefusal {
            self = .dealRefused(refusal)
        } else if game.dealRefusal == nil, !stock.isEmpty || !game.cards(in: .waste).isEmpty {
            self = .deal
        } else {
            self = .noMoves
        }
    }

    /// The advice in words.
    public var text: String {
        switch self {
        case .move(let move):
            let names = move.sources.compactMap { Card(id: $0)?.name }.joined(separator: trc("list separator", ", "))
            // TRANSLATORS: a hint; %1$s lists cards ("Seven of spades, Six of hearts"), %2$s is a pile ("Tableau 3").
            return tr("Move %1$s to %2$s", names, move.destination.collectionID.spokenName)
        case .deal: return tr("Deal from the stock")
        case .dealRefused(let reason): return reason
        case .noMoves: return tr("No moves left")
        }
    }
}
