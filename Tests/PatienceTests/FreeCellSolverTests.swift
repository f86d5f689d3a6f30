import Patience
import Testing

/// The solver: the lines it finds win when played by the rules, and a position with no way
/// out is called lost.
@Suite("FreeCell solver")
struct FreeCellSolverTests {
    // 4273 and 4952: deals the best-first searches alone did not win within 200,000 positions,
    // which the depth-first one wins at once; 672, whose depth-first line is shortened from 544
    // steps, its columns and cells renumbered where a shortcut lands.
    @Test(arguments: [1, 2, 3, 617, 1941, 4273, 4952, 672])
    func theLineFoundWinsWhenPlayedByTheRules(deal: Int) throws {
        var position = FreeCellPosition(deal: deal)
        guard case .winnable(let moves) = FreeCellSolver.solve(position) else {
            Issue.record("deal \(deal) is winnable")
            return
        }
        for move in moves {
            try #require(position.canMake(move), "\(move) in deal \(deal)")
            position.make(move)
        }
        #expect(position.isWon)
    }

    @Test func aPositionWithNoWayOutIsLost() {
        let position = freeCellPositionWithNoWayOut()
        #expect(position.legalMoves.isEmpty)
        #expect(FreeCellSolver.solve(position) == .lost)
    }

    @Test func aPositionOneCardFromAWinIsWonByThatCard() {
        let last = FreeCellPosition(
            columns: [[card("KS")]] + Array(repeating: [], count: 7),
            foundations: [.clubs: 13, .diamonds: 13, .hearts: 13, .spades: 12]
        )
        #expect(!last.isWon)
        #expect(FreeCellSolver.solve(last) == .winnable([FreeCellMove(from: .column(0), to: .foundation(.spades))]))
    }
}
