import Patience
import Testing

/// The solver: the lines it finds win when played by the rules, and a position with no way
/// out is called lost.
@Suite("FreeCell solver")
struct FreeCellSolverTests {
    @Test(arguments: [1, 2, 3, 617, 1941])
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
        // Every column ends in a black card with an ace or a three under it, every cell holds
        // a king: no card can move anywhere.
        let columns: [[Card]] = [
            ["AC", "2C"], ["AD", "2S"], ["AH", "4C"], ["AS", "4S"],
            ["3C", "6C"], ["3D", "6S"], ["3H", "8C"], ["3S", "8S"],
        ].map { $0.map(card) }
        let position = FreeCellPosition(columns: columns, cells: ["KC", "KD", "KH", "KS"].map(card))
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
