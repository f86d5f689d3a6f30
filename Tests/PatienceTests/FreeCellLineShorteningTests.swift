@testable import Patience
import Testing

/// A winning line with its detours cut still wins, and is shorter.
@Suite("FreeCell lines shortened")
struct FreeCellLineShorteningTests {
    private func wins(_ moves: [FreeCellSearchMove], from start: FreeCellSearchState) -> Bool {
        var position = start
        for move in moves { position.apply(move) }
        return position.isWon
    }

    /// A card put in a cell and taken back before the line: the two moves go.
    @Test func aCardToACellAndBackIsCut() throws {
        // The first deal with a column whose top card lies in order on the card below it, so
        // that it may go back.
        let (start, column) = try #require((1...100).lazy.compactMap { deal -> (FreeCellSearchState, UInt8)? in
            let start = freeCellSearchStart(deal: deal)
            return (0..<8).map(UInt8.init).first { column in
                var position = start
                position.apply(FreeCellSearchMove(from: column, to: 8))
                return position.moves.contains(FreeCellSearchMove(from: 8, to: column))
            }.map { (start, $0) }
        }.first)
        var search = BestFirstSearch(from: start)
        guard case .won(let line) = search.run(until: 200_000) else {
            Issue.record("the deal is won")
            return
        }
        let detour = [FreeCellSearchMove(from: column, to: 8), FreeCellSearchMove(from: 8, to: column)]
        #expect(wins(detour + line, from: start))
        let shortened = FreeCellSolver.shortened(detour + line, from: start)
        #expect(shortened.count <= line.count)
        #expect(wins(shortened, from: start))
    }

    /// A depth-first line, which wanders, comes out shorter and still wins, though its
    /// shortcuts land on positions whose columns are in another order.
    @Test func aDepthFirstLineComesOutShorterAndStillWins() {
        let start = freeCellSearchStart(deal: 672)
        var search = DepthFirstSearch(from: start.weighed(FreeCellSolver.Weights.tried[2]))
        guard case .won(let line) = search.run(until: 200_000) else {
            Issue.record("deal 672 is won")
            return
        }
        let shortened = FreeCellSolver.shortened(line, from: start)
        #expect(shortened.count < line.count)
        #expect(wins(shortened, from: start))
    }
}
