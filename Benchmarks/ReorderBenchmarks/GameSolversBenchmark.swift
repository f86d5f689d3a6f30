import Patience

/// Every game's solver on games `numbers`, through `PatienceGame.solve(limit:)` (see
/// `SolverBenchmark`): the table of won, lost and unknown deals the README shows.
enum GameSolversBenchmark {
    static func run(games numbers: ClosedRange<Int>, only: String? = nil, limit: Int = 200_000) {
        for kind in GameKind.allCases where only.map({ kind.rawValue.hasPrefix($0) }) ?? true {
            for drawMode in kind.offersDrawModes ? [DrawMode.one, .three] : [.one] {
                let title = kind.offersDrawModes ? "\(kind.rawValue), draw \(drawMode.rawValue)" : kind.rawValue
                SolverBenchmark.run("\(title) solver", games: numbers, limit: limit) { number in
                    switch kind.newGame(number: UInt64(number), drawMode: drawMode).solve(limit: limit) {
                    case .winnable(let line): .won(steps: line.count)
                    case .lost: .lost
                    case .unknown: .unknown
                    }
                }
            }
        }
    }
}
