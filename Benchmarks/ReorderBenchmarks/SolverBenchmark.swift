import Foundation

/// A solver on games `numbers`: how many it wins, calls lost or leaves unknown, the total
/// time, the slowest game, and the mean against the budget of 1 s a game (Hint and the table's
/// "cannot be won" ask the solver while the player waits).
enum SolverBenchmark {
    /// What a solver said of one game: a winning line's length, lost, or unknown.
    enum Outcome {
        case won(steps: Int)
        case lost
        case unknown
    }

    /// Times `solve` on each of `numbers`, under the heading `title`.
    static func run(_ title: String, games numbers: ClosedRange<Int>, limit: Int, solve: (Int) -> Outcome) {
        print("\(title), games \(numbers.lowerBound)–\(numbers.upperBound), at most \(limit) positions each")
        let clock = ContinuousClock()
        var total = 0.0
        var slowest = (game: 0, seconds: 0.0)
        var won = 0, lost: [Int] = [], unknown: [Int] = [], steps = 0
        for number in numbers {
            var outcome = Outcome.unknown
            let elapsed = clock.measure { outcome = solve(number) }
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            total += seconds
            if seconds > slowest.seconds { slowest = (number, seconds) }
            switch outcome {
            case .won(let length): won += 1; steps += length
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
