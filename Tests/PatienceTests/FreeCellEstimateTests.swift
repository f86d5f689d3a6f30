@testable import Patience
import SeededRandom
import Testing

/// The estimate the FreeCell search keeps as moves are made and taken back is the one counted
/// afresh from the position the game's own rules reach by the same moves, on random lines
/// from 43 deals (with fewer, a move taken back that left a card noted in the column it had gone to passed).
@Suite("FreeCell estimate")
struct FreeCellEstimateTests {
    @Test(arguments: [1, 617, 11982, 20000] + Array(2...40))
    func theEstimateKeptThroughMovesIsTheOneCountedAfresh(deal: Int) throws {
        var random = SeededGenerator(seed: UInt64(deal))
        let weights = FreeCellSolver.Weights.tried[0]
        var state = FreeCellSearchState(FreeCellPosition(deal: deal), weights: weights)
        var position = FreeCellPosition(deal: deal)
        #expect(state.estimate == Self.counted(position, weights))
        for step in 0..<200 {
            let moves = state.moves
            guard !moves.isEmpty else { break }
            // Every move tried and taken back, as the searches try them, leaves nothing changed.
            let before = (key: state.key, estimate: state.estimate)
            for tried in moves {
                let undo = state.applyUndoably(tried)
                state.undo(undo)
                #expect(state.key == before.key && state.estimate == before.estimate, "deal \(deal), step \(step): \(tried.move)")
            }
            #expect(state.estimate == Self.counted(position, weights), "deal \(deal), step \(step)")

            let move = moves[Int.random(in: 0..<moves.count, using: &random)]
            try #require(position.canMake(move.move), "deal \(deal), step \(step): \(move.move)")
            position.make(move.move)
            state.make(move)
            state.sendSafeCardsHome { position.make($0.move) }
            #expect(state.estimate == Self.counted(position, weights), "deal \(deal), step \(step)")
            #expect(state.key == FreeCellSearchState(position, weights: weights).key)
        }
    }

    /// The estimate as its definition says, counted card by card from `position`.
    private static func counted(_ position: FreeCellPosition, _ weights: FreeCellSolver.Weights) -> Int {
        var covering = 0, buried = 0
        for column in position.columns {
            var lowest = 14
            for (depth, card) in column.enumerated() {
                if card.rank > lowest { covering += 1 } else { lowest = card.rank }
                if (position.foundations[card.suit] ?? 0) + 1 == card.rank { buried += column.count - 1 - depth }
            }
        }
        let notHome = 52 - position.foundations.values.reduce(0, +)
        let takenCells = position.cells.compactMap { $0 }.count
        let emptyColumns = position.columns.filter(\.isEmpty).count
        return notHome * weights.notHome + buried * weights.buried + covering * weights.covering
            + takenCells * weights.takenCell - emptyColumns * weights.emptyColumn
    }
}
