import DeckhandModels
import Foundation
import Patience
import ReorderKit
import TestFolders
import Testing

/// Every game's game in progress is saved and comes back as it was, in a file of its own; a
/// file that does not hold exactly the game's cards is not loaded.
@Suite("Saved games")
struct GameStoreTests {
    /// The test's folder, holding the data folders of its stores.
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("deckhand-store")
    }

    private func store(_ kind: GameKind) throws -> GameStore {
        let folder = scratch.url.appendingPathComponent(UUID().uuidString)
        return GameStore(kind: kind, environment: ["DECKHAND_DATA_HOME": folder.path])
    }

    /// `game` after a few of its own legal moves (and a deal, where it has a stock).
    private func played(_ game: any PatienceGame) -> any PatienceGame {
        var game = game
        game.deal()
        for _ in 0..<6 {
            guard let move = game.legalMoves.first else { break }
            game.apply(move)
        }
        return game
    }

    @Test(arguments: GameKind.allCases)
    func aGameInProgressComesBackAsItWas(kind: GameKind) throws {
        let store = try store(kind)
        let game = played(kind.newGame(number: 12))
        try store.save(game, seconds: 42)
        let loaded = try #require(store.loadGame())
        #expect(loaded.seconds == 42)
        #expect(GameKind(of: loaded.game) == kind)
        #expect(loaded.game.moves == game.moves)
        let piles = game.pileOrder.map { game.cards(in: $0) }
        #expect(loaded.game.pileOrder.map { loaded.game.cards(in: $0) } == piles, "every card where it was, face up or down")
        #expect(FileManager.default.fileExists(atPath: store.folder.appendingPathComponent("\(kind.rawValue)-game.json").path))
    }

    @Test func aSavedSpiderGameWithACardMissingIsNotLoaded() throws {
        let store = try store(.spider)
        try store.save(SpiderGame(seed: 3, suits: .one), seconds: 0)
        let url = store.folder.appendingPathComponent("spider-game.json")
        var saved = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        var piles = try #require(saved["piles"] as? [String: [[String: Any]]])
        piles["cards.stock"]?.removeLast()
        saved["piles"] = piles
        try JSONSerialization.data(withJSONObject: saved).write(to: url)
        #expect(store.loadGame() == nil)
    }
}
