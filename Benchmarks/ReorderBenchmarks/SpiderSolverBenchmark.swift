import Patience

/// The Spider solver on one-suit games `numbers` (see `SolverBenchmark`).
enum SpiderSolverBenchmark {
    static func run(games numbers: ClosedRange<Int>, limit: Int = 200_000) {
        SolverBenchmark.run("Spider (one suit) solver", games: numbers, limit: limit) { number in
            switch SpiderSolver.solve(SpiderGame(seed: UInt64(number), suits: .one), limit: limit) {
            case .winnable(let line): .won(steps: line.count)
            case .lost: .lost
            case .unknown: .unknown
            }
        }
    }
}
