import Patience
import ReorderKit
import Testing

/// FreeCell as the table plays it: moves as differences between piles, foundations that take
/// whichever ace comes first, safe cards going home by themselves, hints that win, and undo.
@Suite("FreeCell game")
struct FreeCellGameTests {
    private func onto(_ pile: PileID, _ ids: String...) -> FreeCellGame.Difference {
        ReorderDifference(sources: ids, destination: .init(position: .end, collectionID: pile))
    }

    /// Every card on the table, pile by pile.
    private func everyCard(_ game: FreeCellGame) -> [Card.ID] {
        game.pileOrder.flatMap { game.cards(in: $0).map(\.id) }
    }

    @Test func theDealLiesInEightColumnsWithCellsAndFoundationsEmpty() {
        let game = FreeCellGame(deal: 1)
        #expect(game.pileOrder.count == 16)
        #expect((0..<8).map { game.cards(in: .tableau($0)).count } == [7, 7, 7, 7, 6, 6, 6, 6])
        #expect(game.cards(in: .tableau(0)).last?.id == "6S")
        let allFaceUp = game.pileOrder.flatMap { game.cards(in: $0) }.allSatisfy(\.isFaceUp)
        #expect(allFaceUp)
        #expect(Set(everyCard(game)).count == 52)
        #expect(game.name == "FreeCell" && game.number == 1)
    }

    @Test func aCellTakesOneCardAndAColumnTakesOneLowerInTheOtherColour() {
        // Deal 1: column 1 ends in 6S, column 6 in 8C, column 4 in 5C... see the published layout.
        var game = FreeCellGame(deal: 1)
        let made1 = game.apply(onto(.cell(0), "6S"))
        #expect(made1)
        let made2 = game.apply(onto(.cell(0), "9C"))
        #expect(!made2, "the cell is taken")
        #expect(game.cards(in: .cell(0)).map(\.id) == ["6S"])
        #expect(game.pickUp("6S") == [card("6S")])
        // 10C (column 8's top) cannot go on 6D (column 1's new top).
        #expect(!game.isLegal(onto(.tableau(0), "10C")))
        #expect(game.moves == 1)
    }

    @Test func anyEmptyFoundationTakesTheFirstAceAndSafeCardsFollowByThemselves() {
        let position = FreeCellPosition(columns: [[card("2H"), card("3C")], [card("AH")], [card("5D"), card("AS")], [], [], [], [], []])
        var game = FreeCellGame(deal: 0, position: position, foundationSuits: [nil, nil, nil, nil], moves: 0)
        let placed = game.apply(onto(.foundation(2), "AH"))
        #expect(placed)
        #expect(game.cards(in: .foundation(2)).map(\.id) == ["AH"])
        // The ace of spades needs nothing under it: it went home by itself, to the first empty foundation.
        #expect(game.cards(in: .foundation(0)).map(\.id) == ["AS"])
        #expect(!game.isLegal(onto(.foundation(2), "5D")), "hearts only there")
        let uncovered = game.apply(onto(.cell(0), "3C"))
        #expect(uncovered)
        #expect(game.cards(in: .foundation(2)).map(\.id) == ["AH", "2H"], "the two of hearts followed its ace")
        #expect(game.moves == 2, "cards that went home by themselves are not moves")
        let undone = game.undo()
        #expect(undone)
        #expect(game.cards(in: .foundation(2)).map(\.id) == ["AH"], "one step back, the card that followed too")
        #expect(game.cards(in: .tableau(0)).map(\.id) == ["2H", "3C"])
    }

    @Test(arguments: 1...25)
    func randomMovesKeepEveryCardOnceAndUndoReturnsTheDeal(seed: Int) {
        var game = FreeCellGame(deal: seed * 1_237 % 32_000 + 1)
        let start = game
        playRandomly(&game, seed: UInt64(seed), moves: 120) { game, _ in
            #expect(everyCard(game).count == 52)
            #expect(Set(everyCard(game)).count == 52, "no card twice")
        }
        while game.undo() {}
        #expect(game.position == start.position)
        #expect(game.pileOrder.map { game.cards(in: $0) } == start.pileOrder.map { start.cards(in: $0) })
        #expect(game.moves == 0)
    }

    @Test func followingTheHintsWinsDealOne() {
        var game = FreeCellGame(deal: 1)
        var taken = 0
        while !game.isWon, taken < 150, let hint = game.hint {
            let made7 = game.apply(hint)
            #expect(made7, "\(hint)")
            taken += 1
        }
        #expect(game.isWon, "won in \(taken) hints")
    }

    @Test func theSolverKnowsDeal11982CannotBeWon() {
        #expect(FreeCellGame(deal: 11982).canStillBeWon() == false)
        #expect(FreeCellGame(deal: 1).canStillBeWon() == true)
    }
}
