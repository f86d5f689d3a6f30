import ReorderKit

/// One step of a solver's winning line, as the table plays it.
public enum SolverStep: Sendable, Equatable {
    /// A move between piles.
    case move(ReorderDifference<Card.ID, PileID>)
    /// A click on the stock.
    case deal
}

/// What a game's solver found from a position.
///
/// ```swift
/// switch KlondikeGame(seed: 7).solve(limit: 200_000) {
/// case .winnable(let line): print("won in \(line.count) steps")
/// case .lost: print("no way to win from here")
/// case .unknown: print("not found within the search's limit")
/// }
/// ```
public enum SolverVerdict: Sendable, Equatable {
    /// A winning line, in order, each step checked by the game's own rules.
    case winnable([SolverStep])
    /// Every position the moves can reach was tried: the game cannot be won.
    case lost
    /// The search stopped at its limit before it knew.
    case unknown

    /// True for a winning line, false for lost, nil for unknown: `canStillBeWon()`'s answer.
    public var canBeWon: Bool? {
        switch self {
        case .winnable: true
        case .lost: false
        case .unknown: nil
        }
    }
}

extension PatienceGame {
    /// What the solver advises within a moment (20,000 positions), for `hint`: the first
    /// move of a winning line, nil inside when that line starts with a deal, and nil when it
    /// found no line (the game's own rules then advise).
    var solverHint: ReorderDifference<Card.ID, PileID>?? {
        guard case .winnable(let line) = solve(limit: 20_000) else { return nil }
        guard case .move(let move)? = line.first else { return .some(nil) }
        return move
    }

    /// Plays `step` through the game's own rules; returns whether the game took it.
    @discardableResult
    public mutating func play(_ step: SolverStep) -> Bool {
        switch step {
        case .move(let difference): apply(difference)
        case .deal: deal()
        }
    }

    /// A solver's line `moves` as the table plays it, each move turned into steps by `steps`
    /// on the game as it stands then and played through the game's own rules: the winning
    /// line, or unknown when a step is refused (which would be a solver's mistake, never a
    /// reason to call the game lost).
    func replay<Move>(_ moves: [Move], as steps: (Self, Move) -> [SolverStep]?) -> SolverVerdict {
        var game = self
        var line: [SolverStep] = []
        for move in moves {
            guard let next = steps(game, move) else { return .unknown }
            for step in next {
                guard game.play(step) else { return .unknown }
                line.append(step)
            }
        }
        return .winnable(line)
    }
}
