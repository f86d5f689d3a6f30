@testable import Patience
import Testing

/// The depth-first search, on FreeCell: its lines win, it goes on where it stopped, and it
/// runs out of positions where there is no way out.
@Suite("Depth-first search")
struct DepthFirstSearchTests {
    @Test(arguments: [1, 672])
    func itsLineIsMadeOfTheMovesEachPositionOffersAndWins(deal: Int) throws {
        var search = DepthFirstSearch(from: freeCellSearchStart(deal: deal))
        guard case .won(let moves) = search.run(until: 200_000) else {
            Issue.record("deal \(deal) is won within 200,000 positions")
            return
        }
        var position = freeCellSearchStart(deal: deal)
        for move in moves {
            try #require(position.moves.contains(move), "\(move) in deal \(deal)")
            position.apply(move)
        }
        #expect(position.isWon)
    }

    @Test func runInPiecesItFindsWhatOneRunFinds() throws {
        var whole = DepthFirstSearch(from: freeCellSearchStart(deal: 672))
        guard case .won(let line) = whole.run(until: 200_000) else {
            Issue.record("deal 672 is won within 200,000 positions")
            return
        }
        var pieces = DepthFirstSearch(from: freeCellSearchStart(deal: 672))
        var limit = 1
        var outcome = pieces.run(until: limit)
        while case .limitReached = outcome {
            #expect(pieces.reachedCount >= limit)
            limit += 97
            outcome = pieces.run(until: limit)
        }
        guard case .won(let piecewise) = outcome else {
            Issue.record("the search in pieces wins too")
            return
        }
        #expect(piecewise == line)
        #expect(pieces.reachedCount == whole.reachedCount)
    }

    @Test func withNoWayOutItRunsOutOfPositions() {
        let position = freeCellPositionWithNoWayOut()
        var search = DepthFirstSearch(from: FreeCellSearchState(position, weights: FreeCellSolver.Weights.tried[0]))
        guard case .exhausted = search.run(until: 1000) else {
            Issue.record("the search runs out of positions")
            return
        }
        #expect(search.reachedCount == 1)
    }

    /// Every ace lies under two black cards, every column's top is black and one cell is
    /// free: any top card can go to the cell, and then nothing more can move. Nine positions,
    /// all of which both searches must reach before they can call the game lost.
    @Test func itRunsOutOnlyAfterReachingEveryPositionTheBestFirstSearchReaches() {
        let columns: [[Card]] = [
            ["AC", "5S", "6C"], ["AD", "7S", "8C"], ["AH", "9S", "10C"], ["AS", "JS", "QC"],
            ["2C", "5C", "6S"], ["2D", "7C", "8S"], ["2H", "9C", "10S"], ["2S", "JC", "QS"],
        ].map { $0.map(card) }
        let position = FreeCellPosition(columns: columns, cells: ["KC", "KD", "KH"].map(card) + [nil])
        let start = FreeCellSearchState(position, weights: FreeCellSolver.Weights.tried[0])
        var depthFirst = DepthFirstSearch(from: start)
        var bestFirst = BestFirstSearch(from: start)
        guard case .exhausted = depthFirst.run(until: 1000), case .exhausted = bestFirst.run(until: 1000) else {
            Issue.record("both searches run out of positions")
            return
        }
        #expect(depthFirst.reachedCount == 9)
        #expect(bestFirst.reachedCount == 9)
        #expect(FreeCellSolver.solve(position) == .lost)
    }
}
