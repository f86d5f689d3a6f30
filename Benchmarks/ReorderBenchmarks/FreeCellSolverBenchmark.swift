import Patience

/// The FreeCell solver on Microsoft deals `numbers` (see `SolverBenchmark`).
enum FreeCellSolverBenchmark {
    static func run(deals numbers: ClosedRange<Int>, limit: Int = 200_000) {
        SolverBenchmark.run("FreeCell solver, Microsoft deals", games: numbers, limit: limit) { number in
            switch FreeCellSolver.solve(FreeCellPosition(deal: number), limit: limit) {
            case .winnable(let line): .won(steps: line.count)
            case .lost: .lost
            case .unknown: .unknown
            }
        }
    }
}
