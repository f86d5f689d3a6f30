import Foundation
import Klondike

/// The Spider solver on one-suit games `numbers`: how many it wins, calls lost or leaves
/// unknown, the total time and the slowest game, against the budget of 1 s a game (the table
/// asks it after every move).
enum SpiderSolverBenchmark {
    static func run(games numbers: ClosedRange<Int>, limit: Int = 200_000) {
        print("Spider (one suit) solver, games \(numbers.lowerBound)–\(numbers.upperBound), at most \(limit) positions each")
        let clock = ContinuousClock()
        var total = 0.0
        var slowest = (game: 0, seconds: 0.0)
        var won = 0, lost: [Int] = [], unknown: [Int] = [], steps = 0
        for number in numbers {
            let game = SpiderGame(seed: UInt64(number), suits: .one)
            var verdict = SpiderSolver.Verdict.unknown
            let elapsed = clock.measure { verdict = SpiderSolver.solve(game, limit: limit) }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            total += seconds
            if seconds > slowest.seconds { slowest = (number, seconds) }
            switch verdict {
            case .winnable(let line): won += 1; steps += line.count
            case .lost: lost.append(number)
            case .unknown: unknown.append(number)
            }
        }
        let count = Double(numbers.count)
        print(String(format: "  won %d, lost %d %@, unknown %d %@", won, lost.count, lost.description, unknown.count, unknown.description))
        print(String(format: "  total %.2f s, mean %.1f ms (%.3f of the 1 s budget), slowest game %d in %.0f ms", total, total / count * 1000, total / count, slowest.game, slowest.seconds * 1000))
        if won > 0 { print(String(format: "  mean winning line %.0f steps", Double(steps) / Double(won))) }
    }
}
