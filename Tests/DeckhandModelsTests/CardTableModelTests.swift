import DeckhandModels
import Foundation
import Patience
import ReorderKit
import Synchronization
import TestFolders
import Testing

/// The card table's rules about counting, the replaced game, the clock, saving and wording,
/// with no display: what the window shows comes from here.
@Suite("The card table's model")
struct CardTableModelTests {
    /// The test's folder, holding the data folders `environment(statistics:)` makes.
    private let scratch: TemporaryFolder

    init() throws {
        scratch = try TemporaryFolder("deckhand-model")
    }

    /// A fresh data folder's environment, with `statistics` saved for Klondike if given.
    private func environment(statistics: String? = nil) throws -> [String: String] {
        let folder = scratch.url.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        if let statistics {
            try Data(statistics.utf8).write(to: folder.appendingPathComponent("klondike-statistics.json"))
        }
        return ["DECKHAND_DATA_HOME": folder.path]
    }

    /// A model on Klondike game `seed`, new numbers counting up from 100.
    private func model(seed: UInt64 = 7, environment: [String: String]) -> CardTableModel {
        let next = Counter(start: 100)
        return CardTableModel(kind: .klondike, seed: seed, environment: environment) { _ in next.next() }
    }

    /// `game` after its first legal move (a deal when it has none).
    private func moved(_ game: any PatienceGame) throws -> any PatienceGame {
        var game = game
        if let move = game.legalMoves.first { game.apply(move) } else { game.deal() }
        try #require(game.moves == 1)
        return game
    }

    /// Klondike with every card home but the king of hearts, on the first column.
    private func oneCardFromWinning() -> KlondikeGame {
        var piles = Dictionary(uniqueKeysWithValues: PileID.all.map { ($0, [PlacedCard]()) })
        for (index, suit) in Card.Suit.allCases.enumerated() {
            let ranks = suit == .hearts ? 1...12 : 1...13
            piles[.foundation(index)] = ranks.map { PlacedCard(Card(rank: $0, suit: suit), faceUp: true) }
        }
        piles[.tableau(0)] = [PlacedCard(Card(rank: 13, suit: .hearts), faceUp: true)]
        return KlondikeGame(seed: 7, drawMode: .one, piles: piles, score: 500, moves: 90)
    }

    @Test func aGameCountsAsPlayedAtItsFirstMoveOnceWhateverIsUndone() throws {
        let environment = try environment()
        let model = model(environment: environment)
        #expect(model.statistics.played == 0, "a deal untouched is not a game played")
        var game = try moved(model.game)
        model.update(game, now: 1)
        #expect(model.statistics.played == 1)
        game.undo()
        model.update(game, now: 2)
        game.redo()
        model.update(game, now: 3)
        #expect(model.statistics.played == 1, "undo and redo do not count it again")
        #expect(CardTableModel(kind: .klondike, environment: environment).statistics.played == 1, "saved")
    }

    @Test func aWinCountsOnceWithItsScoreAndStreak() throws {
        let model = model(environment: try environment(statistics: #"{"played": 4, "won": 2, "bestScore": 300, "currentStreak": 1, "longestStreak": 1}"#))
        var game: any PatienceGame = oneCardFromWinning()
        model.update(game, now: 0)
        let sent = game.sendToFoundation("KH")
        #expect(sent)
        let won = model.update(game, now: 5)
        #expect(won.justWon)
        #expect(model.statistics.won == 3)
        #expect(model.statistics.currentStreak == 2)
        #expect(model.statistics.longestStreak == 2)
        #expect(model.statistics.bestScore == model.score)
        #expect(model.status == "Every card is home.")
        #expect(model.wonText == "You won! Score \(model.score ?? 0)")
        model.solverAnswered(winnable: true)
        #expect(model.verdictText.isEmpty, "a won game is not said to be winnable still")
        game.undo()
        model.update(game, now: 6)
        game.redo()
        #expect(!model.update(game, now: 7).justWon, "a redone win is not won again")
        #expect(model.statistics.won == 3)
    }

    @Test func aNewGameMidPlayIsPutAsideAndUndoBringsItBackWithItsTime() throws {
        let model = model(environment: try environment())
        let played = try moved(model.game)
        model.update(played, now: 10)
        let notice = model.startNew(model.newGame(), now: 40)
        #expect(notice == "Game 7 put aside, 1 move in")
        #expect(model.game.number == 100)
        #expect(model.canUndo, "Undo brings the game put aside back")
        #expect(model.clock.seconds(at: 50) == 0, "the new game's clock has not started")
        #expect(model.undo() == .broughtBack(notice: "Back to game 7"))
        #expect(model.game.isSame(as: played))
        #expect(model.clock.seconds(at: 60) == 30, "the time played, stopped while it was put aside")
        #expect(model.statistics.played == 1)
        #expect(model.undo() == .move, "then Undo undoes its moves")
    }

    @Test func theReplacedGameIsGivenUpOnceTheNewOneHasAMove() throws {
        let model = model(environment: try environment(statistics: #"{"played": 3, "won": 2, "currentStreak": 2, "longestStreak": 2}"#))
        model.update(try moved(model.game), now: 1)
        _ = model.startNew(model.newGame(), now: 2)
        let update = model.update(try moved(model.game), now: 3)
        #expect(update.gaveUpReplaced)
        #expect(model.statistics.currentStreak == 0, "a game given up ends the streak")
        #expect(model.statistics.played == 5, "both games counted")
        #expect(model.statistics.longestStreak == 2)
        #expect(!model.canUndo || model.game.canUndo)
    }

    @Test func restartDealsTheSameGameAfreshAndSaysHowManyMovesWentBack() throws {
        let model = model(environment: try environment())
        model.update(try moved(model.game), now: 1)
        let notice = model.startNew(model.restartedGame, now: 2)
        #expect(notice == "Game 7 dealt afresh, 1 move taken back")
        #expect(model.game.number == 7)
        #expect(model.game.moves == 0)
    }

    @Test func theClockRunsFromTheFirstMoveAndComesBackWithTheSavedGame() throws {
        let environment = try environment()
        let model = model(environment: environment)
        model.showsTime = true
        #expect(model.heading(narrow: false, now: 5).text.hasSuffix("0:00"), "no time before the first move")
        #expect(!model.headingTicks)
        model.update(try moved(model.game), now: 10)
        #expect(model.headingTicks)
        #expect(model.heading(narrow: false, now: 25).text == "Game 7 · Score \(model.score ?? 0) · 1 move · 0:15")
        model.close(now: 25)
        let again = CardTableModel(kind: .klondike, environment: environment)
        #expect(again.game.moves == 1)
        #expect(again.clock.seconds(at: 1_000) == 15, "stopped until the next move")
    }

    @Test func aNarrowHeadingKeepsTheNumberForItsTooltip() throws {
        let model = model(environment: try environment())
        model.showsScore = false
        #expect(model.heading(narrow: false, now: 0) == ("Game 7 · 0 moves", nil))
        let narrow = model.heading(narrow: true, now: 0)
        #expect(narrow.text == "0 moves")
        #expect(narrow.tooltip == "Game 7 · 0 moves")
    }

    @Test func theStatusLineSaysTheLastNewsUntilTheNextChange() throws {
        let model = model(environment: try environment())
        #expect(model.status == model.game.howToPlay)
        model.solverAnswered(winnable: false)
        #expect(model.status == CardTableModel.lostDealNews, "before a move, the deal itself is lost")
        let game = try moved(model.game)
        model.update(game, now: 1)
        #expect(model.status == game.howToPlay, "a change puts the how-to-play line back")
        model.solverAnswered(winnable: false)
        #expect(model.status == CardTableModel.lostNews)
        model.solverAnswered(winnable: true)
        #expect(model.status == CardTableModel.lostNews, "a later 'winnable' says nothing new")
        model.announce("Six of diamonds moved to Tableau 4")
        #expect(model.status == "Six of diamonds moved to Tableau 4")
        #expect(model.announcement == "Six of diamonds moved to Tableau 4")
        model.update(game, now: 2)
        #expect(model.announcement.isEmpty)
        #expect(model.status == game.howToPlay)
    }

    @Test func aWinTheSolverFoundIsSaidUntilTheNextChange() throws {
        let model = model(environment: try environment())
        #expect(model.verdictText.isEmpty, "nothing while the solver has not said")
        model.solverAnswered(winnable: true)
        #expect(model.verdictText == "Can still be won")
        #expect(model.status == model.game.howToPlay)
        model.update(try moved(model.game), now: 1)
        #expect(model.verdictText.isEmpty, "a move asks again")
        model.solverAnswered(winnable: nil)
        #expect(model.verdictText.isEmpty, "not known: nothing said")
    }

    @Test func aGameThatCannotBeSavedSaysWhereAndWhy() throws {
        let blocker = try TemporaryFolder("deckhand-file", creating: false)
        try Data("a file, not a folder".utf8).write(to: blocker.url)
        let model = model(environment: ["DECKHAND_DATA_HOME": blocker.url.appendingPathComponent("data").path])
        model.update(try moved(model.game), now: 1)
        #expect(model.status.hasPrefix("Could not save the game in \(blocker.path)/data: "), "\(model.status)")
    }

    @Test func switchingGamesKeepsEachGamesGameAndStatistics() throws {
        let environment = try environment()
        let model = model(environment: environment)
        let klondike = try moved(model.game)
        model.update(klondike, now: 1)
        #expect(model.switchTo(.klondike, now: 2) == nil, "the game on the table already")
        #expect(model.switchTo(.freecell, now: 2) == CardTableModel.Update())
        #expect(model.kind == .freecell)
        #expect(GameKind(of: model.game) == .freecell)
        #expect(model.statistics.played == 0, "FreeCell's own statistics")
        #expect(!model.offersDrawModes)
        #expect(!model.menuItems.contains { $0.action == "win.draw-one" })
        _ = model.switchTo(.klondike, now: 3)
        let piles = { (game: any PatienceGame) in game.pileOrder.map { game.cards(in: $0) } }
        #expect(piles(model.game) == piles(klondike), "Klondike's game waited for its return")
        #expect(model.game.moves == 1)
        #expect(model.statistics.played == 1)
        #expect(model.menuItems.contains { $0.action == "win.draw-three" })
    }

    @Test func switchingGamesGivesUpAGamePutAside() throws {
        let model = model(environment: try environment(statistics: #"{"currentStreak": 4, "longestStreak": 4}"#))
        model.update(try moved(model.game), now: 1)
        _ = model.startNew(model.newGame(), now: 2)
        #expect(model.switchTo(.yukon, now: 3)?.gaveUpReplaced == true)
        _ = model.switchTo(.klondike, now: 4)
        #expect(model.statistics.currentStreak == 0)
        #expect(model.undo() == .nothing, "the game put aside is gone")
    }

    @Test func resetStatisticsForgetsThemOnDisk() throws {
        let environment = try environment(statistics: #"{"played": 12, "won": 5, "bestScore": 640}"#)
        let model = model(environment: environment)
        #expect(model.statistics.winRate == 41)
        model.resetStatistics()
        #expect(CardTableModel(kind: .klondike, environment: environment).statistics == GameStatistics())
    }

    @Test(arguments: [("617", UInt64(617)), (" 42 ", 42), ("0", nil), ("-3", nil), ("6x", nil), ("", nil)])
    func aGameNumberIsAWholeNumberFromOne(typed: String, number: UInt64?) {
        #expect(GameNumber(typed: typed)?.value == number)
        let problem = GameNumber.problem(with: typed)
        #expect(problem.isEmpty == (number != nil || typed.isEmpty))
        if !problem.isEmpty { #expect(problem.contains("“\(typed.trimmingCharacters(in: .whitespaces))”")) }
    }

    @Test func theHintSaysWhatToDo() throws {
        let game = KlondikeGame(seed: 7)
        let move = try #require(game.hint)
        let hint = CardTableHint(move, in: game)
        #expect(hint == .move(move))
        #expect(hint.text.hasPrefix("Move "))
        #expect(CardTableHint(nil, in: game) == .deal, "a stock left to deal")
        #expect(CardTableHint(nil, in: oneCardFromWinning()) == .noMoves)
        #expect(CardTableHint(nil, in: oneCardFromWinning()).text == "No moves left")
    }
}

/// Hands out numbers counting up, for new games dealt in a known order.
private final class Counter: Sendable {
    private let value: Mutex<UInt64>

    init(start: UInt64) { value = Mutex(start) }

    func next() -> UInt64 {
        value.withLock { value in
            defer { value += 1 }
            return value
        }
    }
}
