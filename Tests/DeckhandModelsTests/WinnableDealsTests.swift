import DeckhandModels
import Foundation
import Patience
import SeededRandom
import TestFolders
import Testing

/// Winnable deals: numbers the solver has won, kept ready in the data folder, and New Game
/// dealing them for the games that have them on.
@Suite struct WinnableDealsTests {
    /// The test's folder, holding the data folders `environment()` makes.
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("deckhand-winnable")
    }

    private func environment() throws -> [String: String] {
        let folder = scratch.url.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return ["DECKHAND_DATA_HOME": folder.path]
    }

    @Test func aNumberFoundIsOneTheSolverWins() throws {
        var generator = SeededGenerator(seed: 12)
        let number = try #require(WinnableDeals.find(.klondike, drawMode: .three, tries: 10, using: &generator))
        guard case .winnable(let line) = KlondikeGame(seed: number, drawMode: .three).solve(limit: WinnableDeals.searchLimit) else {
            Issue.record("game \(number) is won")
            return
        }
        var game = KlondikeGame(seed: number, drawMode: .three)
        for step in line { game.play(step) }
        #expect(game.isWon)
    }

    @Test func numbersAreKeptPerGameAndDrawModeAndTakenOnceOldestFirst() throws {
        let environment = try environment()
        var deals = WinnableDeals(environment: environment)
        deals.add(5, for: .klondike, drawMode: .three)
        deals.add(9, for: .klondike, drawMode: .three)
        deals.add(5, for: .klondike, drawMode: .three)
        deals.add(617, for: .freecell, drawMode: .three)
        #expect(deals.count(for: .klondike, drawMode: .three) == 2, "a number is kept once")
        #expect(deals.count(for: .klondike, drawMode: .one) == 0)
        #expect(deals.count(for: .freecell, drawMode: .one) == 1, "FreeCell has no draw modes")
        #expect(deals.needsMore(for: .klondike, drawMode: .three))

        var read = WinnableDeals(environment: environment)
        #expect(read.take(for: .klondike, drawMode: .three) == 5)
        var again = WinnableDeals(environment: environment)
        #expect(again.take(for: .klondike, drawMode: .three) == 9, "a number taken is gone from the file")
        #expect(read.take(for: .klondike, drawMode: .one) == nil)
    }

    @Test func twoWindowsKeepEachOthersNumbersAndNeverDealOneTwice() throws {
        let environment = try environment()
        var first = WinnableDeals(environment: environment)
        var second = WinnableDeals(environment: environment)
        first.add(5, for: .freecell, drawMode: .one)
        second.add(7, for: .freecell, drawMode: .one)
        #expect(WinnableDeals(environment: environment).count(for: .freecell, drawMode: .one) == 2, "neither wrote over the other")
        #expect(first.take(for: .freecell, drawMode: .one) == 5)
        #expect(second.take(for: .freecell, drawMode: .one) == 7, "the number the first window dealt is gone")
        #expect(first.take(for: .freecell, drawMode: .one) == nil)
    }

    @Test func aFileThatCannotBeReadStartsAnEmptySupply() throws {
        let environment = try environment()
        let url = WinnableDeals(environment: environment).url
        try Data("{not json".utf8).write(to: url)
        var deals = WinnableDeals(environment: environment)
        #expect(deals.take(for: .freecell, drawMode: .one) == nil)
        deals.add(3, for: .freecell, drawMode: .one)
        #expect(WinnableDeals(environment: environment).count(for: .freecell, drawMode: .one) == 1, "written afresh")
    }

    @Test func newGameDealsAReadyNumberOnlyWithWinnableDealsOn() throws {
        let environment = try environment()
        var deals = WinnableDeals(environment: environment)
        deals.add(31_000, for: .freecell, drawMode: .one)
        deals.add(31_001, for: .freecell, drawMode: .one)
        let model = CardTableModel(kind: .freecell, seed: 1, environment: environment) { _ in 42 }
        #expect(model.newGame().number == 42, "off: any number")
        #expect(model.winnableDealsWanted == nil)

        model.winnableOnly = ["freecell"]
        #expect(model.newGame().number == 31_000)
        #expect(model.winnableDealsWanted?.kind == .freecell, "one left of three: search for more")
        model.addWinnableDeal(31_002, for: .freecell, drawMode: .one)
        model.addWinnableDeal(31_003, for: .freecell, drawMode: .one)
        #expect(model.winnableDealsWanted == nil, "three ready")
        #expect(model.newGame().number == 31_001)
        #expect(model.newGame().number == 31_002)
        #expect(model.newGame().number == 31_003)
        #expect(model.newGame().number == 42, "none ready: a new game never waits")
    }
}
