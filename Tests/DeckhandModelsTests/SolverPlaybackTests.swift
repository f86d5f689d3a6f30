import DeckhandModels
import Patience
import Testing

/// Solve's playback: the solver's line played a step at a time to a win, each step said, and
/// stopped as soon as the player's game goes its own way.
@Suite struct SolverPlaybackTests {
    @Test func aLinePlayedStepByStepWinsAndSaysEachStep() throws {
        let game = KlondikeGame(seed: 5)
        guard case .winnable(let line) = game.solve(limit: 200_000) else {
            Issue.record("Klondike 5 is won")
            return
        }
        var playback = SolverPlayback(line: line, from: game)
        var table: any PatienceGame = game
        var said: [String] = []
        while let next = playback.next(on: table) {
            table = next.game
            said.append(next.words)
        }
        #expect(table.isWon)
        #expect(playback.played == line.count)
        #expect(said.first?.hasPrefix("Step 1 of \(line.count): ") == true)
        #expect(said.contains { $0.contains("Move ") })
        #expect(table.canUndo, "every step is the player's to undo")
    }

    @Test func playbackStopsWhenThePlayerMoves() throws {
        let game = FreeCellGame(deal: 1)
        guard case .winnable(let line) = game.solve(limit: 200_000) else {
            Issue.record("FreeCell 1 is won")
            return
        }
        var playback = SolverPlayback(line: line, from: game)
        let first = playback.next(on: game)
        var moved = try #require(first?.game)
        moved.undo()
        #expect(playback.next(on: moved) == nil, "an undo ends it")
        #expect(playback.played == 1)
    }
}
