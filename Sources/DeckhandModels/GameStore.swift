import Foundation
import Klondike

/// Keeps one game's game in progress and statistics in Deckhand's data folder
/// (`$XDG_DATA_HOME/deckhand`, or `$DECKHAND_DATA_HOME`), written atomically, in files named
/// after the game (`klondike-game.json`, `freecell-statistics.json`).
public struct GameStore: Sendable {
    /// A game as saved: enough to carry on where it was left.
    private struct SavedGame: Codable {
        var seed: UInt64
        /// Klondike's: how many cards a deal turns over, the score and the redeals.
        var drawMode: DrawMode?
        var score: Int?
        var moves: Int
        /// Missing from Klondike games saved before redeals were counted.
        var redeals: Int?
        /// The time played so far; missing from games saved before it was kept.
        var seconds: Double?
        var piles: [String: [SavedCard]]
    }

    private struct SavedCard: Codable {
        var id: String
        var faceUp: Bool
    }

    /// The folder the files are in.
    public let folder: URL
    /// The game whose files these are.
    public let kind: GameKind

    /// The store of `kind`'s files in the usual data folder.
    public init(kind: GameKind, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.kind = kind
        folder = UserDataFolder.url(environment: environment)
    }

    private var gameURL: URL { folder.appendingPathComponent("\(kind.rawValue)-game.json") }
    private var statisticsURL: URL { folder.appendingPathComponent("\(kind.rawValue)-statistics.json") }

    /// The saved game and the time it was played, if there is one and it can be read.
    public func loadGame() -> (game: any PatienceGame, seconds: Double)? {
        guard let data = try? Data(contentsOf: gameURL),
              let saved = try? JSONDecoder().decode(SavedGame.self, from: data) else { return nil }
        var piles: [PileID: [PlacedCard]] = [:]
        for (name, cards) in saved.piles {
            guard let pile = PileID(name: name) else { return nil }
            let placed = cards.compactMap { card in Card(id: card.id).map { PlacedCard($0, faceUp: card.faceUp) } }
            guard placed.count == cards.count else { return nil }
            piles[pile] = placed
        }
        // Exactly the cards the game is dealt, each once.
        let ids = piles.values.flatMap { $0 }.map(\.id)
        let dealt = kind.newGame(number: saved.seed)
        guard ids.sorted() == dealt.pileOrder.flatMap({ dealt.cards(in: $0) }).map(\.id).sorted(),
              piles.keys.allSatisfy(dealt.pileOrder.contains) else { return nil }
        switch kind {
        case .klondike, .yukon:
            for pile in PileID.all where piles[pile] == nil { piles[pile] = [] }
            guard piles.count == PileID.all.count else { return nil }
            let game = KlondikeGame(
                seed: saved.seed, drawMode: saved.drawMode ?? .one, piles: piles, score: saved.score ?? 0,
                moves: saved.moves, redeals: saved.redeals ?? 0, variant: kind == .yukon ? .yukon : .klondike
            )
            return (game, saved.seconds ?? 0)
        case .freecell:
            return Self.freeCellGame(deal: saved.seed, piles: piles, moves: saved.moves).map { ($0, saved.seconds ?? 0) }
        case .fortyThieves:
            return (FortyThievesGame(seed: saved.seed, piles: piles, moves: saved.moves), saved.seconds ?? 0)
        case .spider, .spiderTwoSuits, .spiderFourSuits:
            guard let suits = (dealt as? SpiderGame)?.suits else { return nil }
            return (SpiderGame(seed: saved.seed, suits: suits, piles: piles, moves: saved.moves), saved.seconds ?? 0)
        }
    }

    /// A FreeCell game from its piles as saved: the foundations' suits are their cards'.
    private static func freeCellGame(deal: UInt64, piles: [PileID: [PlacedCard]], moves: Int) -> FreeCellGame? {
        let foundations = (0..<4).map { piles[.foundation($0)]?.map(\.card) ?? [] }
        var homes: [Card.Suit: Int] = [:]
        for cards in foundations {
            guard let suit = cards.first?.suit else { continue }
            guard cards.enumerated().allSatisfy({ $1.suit == suit && $1.rank == $0 + 1 }), homes[suit] == nil else { return nil }
            homes[suit] = cards.count
        }
        let cells = (0..<4).map { piles[.cell($0)]?.first?.card }
        let position = FreeCellPosition(
            columns: (0..<8).map { piles[.tableau($0)]?.map(\.card) ?? [] }, cells: cells, foundations: homes
        )
        return FreeCellGame(deal: Int(clamping: deal), position: position, foundationSuits: foundations.map(\.first?.suit), moves: moves)
    }

    /// Saves `game`, played for `seconds`, or forgets the saved game when it is nil (a
    /// finished game).
    public func save(_ game: (any PatienceGame)?, seconds: Double = 0) throws {
        guard let game else {
            try? FileManager.default.removeItem(at: gameURL)
            return
        }
        let piles = Dictionary(uniqueKeysWithValues: game.pileOrder.map { pile in
            (pile.description, game.cards(in: pile).map { SavedCard(id: $0.id, faceUp: $0.isFaceUp) })
        })
        let klondike = game as? KlondikeGame
        let saved = SavedGame(
            seed: game.number, drawMode: klondike?.drawMode, score: klondike?.score, moves: game.moves,
            redeals: klondike?.redeals, seconds: seconds, piles: piles
        )
        try write(JSONEncoder().encode(saved), to: gameURL)
    }

    /// The statistics so far.
    public func loadStatistics() -> GameStatistics {
        (try? Data(contentsOf: statisticsURL)).flatMap { try? JSONDecoder().decode(GameStatistics.self, from: $0) }
            ?? GameStatistics()
    }

    /// Saves the statistics.
    public func save(_ statistics: GameStatistics) throws {
        try write(JSONEncoder().encode(statistics), to: statisticsURL)
    }

    private func write(_ data: Data, to url: URL) throws {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }
}
