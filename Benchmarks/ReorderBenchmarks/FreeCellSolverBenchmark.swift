import Foundation
import Klondike

/// The FreeCell solver on Microsoft deals `numbers`: how many it wins, calls lost or leaves
/// unknown, the total time, the slowest deal, and the mean against the budget of 1 s a deal
/// (Hint and the table's "cannot be won" ask the solver while the player waits).
enum FreeCellSolverBenchmark {
    static func run(deals numbers: ClosedRange<Int>, limit: Int = 200_000) {
        print("FreeCell solver, Microsoft deals \(numbers.lowerBound)–\(numbers.upperBound), at most \(limit) positions each")
        let clock = ContinuousClock()
        var total = 0.0
        var slowest = (deal: 0, seconds: 0.0)
        var won = 0, lost: [Int] = [], unknown: [Int] = [], moves = 0
        for number in numbers {
            let position = FreeCellPosition(deal: number)
            var verdict = FreeCellSolver.Verdict.unknown
            let elapsed = clock.measure { verdict = FreeCellSolver.solve(position, limit: limit) }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            total += seconds
            if seconds > slowest.seconds { slowest = (number, seconds) }
            switch verdict {
            case .winnable(let line): won += 1; moves += line.count
            case .lost: lost.append(number)
            case .unknown: unknown.append(number)
            }
        }
        let count = Double(numbers.count)
        print(String(format: "  won %d, lost %d %@, unknown %d %@", won, lost.count, lost.description, unknown.count, unknown.description))
        print(String(format: "  total %.2f s, mean %.1f ms (%.3f of the 1 s budget), slowest deal %d in %.0f ms", total, total / count * 1000, total / count, slowest.deal, slowest.seconds * 1000))
        if won > 0 { print(String(format: "  mean winning line %.0f moves", Double(moves) / Double(won))) }
    }
}
