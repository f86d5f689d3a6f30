/// Games played and won, the best winning score, and the winning streaks.
public struct GameStatistics: Codable, Equatable, Sendable {
    /// Games that had a move.
    public var played = 0
    /// Games won.
    public var won = 0
    /// The best score a won game had (Klondike keeps score).
    public var bestScore = 0
    /// Games won in a row, up to the last one finished.
    public var currentStreak = 0
    /// The most games won in a row.
    public var longestStreak = 0

    /// No game played yet.
    public init() {}

    /// Reads statistics saved by any version: fields it did not write count from zero.
    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        played = try values.decodeIfPresent(Int.self, forKey: .played) ?? 0
        won = try values.decodeIfPresent(Int.self, forKey: .won) ?? 0
        bestScore = try values.decodeIfPresent(Int.self, forKey: .bestScore) ?? 0
        currentStreak = try values.decodeIfPresent(Int.self, forKey: .currentStreak) ?? 0
        longestStreak = try values.decodeIfPresent(Int.self, forKey: .longestStreak) ?? 0
    }

    /// The share of games played that were won, as a whole percentage.
    public var winRate: Int { played > 0 ? won * 100 / played : 0 }

    /// Counts a win with `score`.
    public mutating func recordWin(score: Int) {
        won += 1
        bestScore = max(bestScore, score)
        currentStreak += 1
        longestStreak = max(longestStreak, currentStreak)
    }

    /// Counts a game given up before it was won: the streak ends.
    public mutating func recordLoss() {
        currentStreak = 0
    }
}
