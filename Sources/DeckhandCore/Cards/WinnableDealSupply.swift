import DeckhandModels
import Patience

/// Keeps deals the solver has won ready for the card table's New Game, when winnable deals
/// are on for the game on the table: one search at a time off the main thread (a
/// `SolverQuestion`), until the game has `WinnableDeals.ready` numbers. A game whose solver
/// finds no win in three searches running is left alone until the next change.
@MainActor
final class WinnableDealSupply {
    private let search = SolverQuestion<UInt64?>(label: "app.deckhand.winnable-deals")
    private weak var model: CardTableModel?
    private var searching = false
    private var fruitless = 0

    /// A supply for `model`'s shelves of winnable deals.
    init(model: CardTableModel) {
        self.model = model
    }

    /// Searches for what the game on the table wants, after a change (a setting, a new game):
    /// searches that found nothing before are tried again.
    func refill() {
        fruitless = 0
        fill()
    }

    private func fill() {
        guard !searching, fruitless < 3, let wanted = model?.winnableDealsWanted else { return }
        searching = true
        search.ask({ WinnableDeals.find(wanted.kind, drawMode: wanted.drawMode, tries: 5) }) { [weak self] number in
            guard let self else { return }
            searching = false
            if let number {
                model?.addWinnableDeal(number, for: wanted.kind, drawMode: wanted.drawMode)
                fruitless = 0
            } else {
                fruitless += 1
            }
            fill()
        }
    }
}
