import Patience
import ReorderKit
import Testing

@Suite("A game of Klondike")
struct GameTests {
    /// Game 1: tableau tops 7D 6D 2D 2C KH JS 8S; QC on top of the stock.
    @Test func aLegalMoveFlipsTheUncoveredCardAndScores() {
        var game = KlondikeGame(seed: 1)
        let redOnBlack = game.apply(move("7D", to: .tableau(6)))
        #expect(redOnBlack, "red 7 on black 8")
        #expect(game.cards(in: .tableau(0)).isEmpty)
        #expect(game.cards(in: .tableau(6)).suffix(2).map(\.id) == ["8S", "7D"])
        #expect(game.score == 0, "tableau to tableau scores nothing")

        let kingToSpace = game.apply(move("KH", to: .tableau(0)))
        #expect(kingToSpace, "a king to the emptied pile")
        #expect(game.cards(in: .tableau(4)).last?.isFaceUp == true, "the card under the king turned over")
        #expect(game.score == KlondikeScore.flip)
        #expect(game.moves == 2)
        #expect(Set(allCards(game)).count == 52)
    }

    @Test func dealingFromTheStockIsNoMoveButCanBeUndone() {
        var game = KlondikeGame(seed: 1)
        let dealt = game.deal()
        #expect(dealt)
        #expect(game.cards(in: .waste).count == 1)
        #expect(game.moves == 0, "turning a card over is no move")
        let undone = game.undo()
        #expect(undone)
        #expect(game.cards(in: .waste).isEmpty && game.cards(in: .stock).count == 24)
    }

    @Test func anIllegalMoveChangesNothing() {
        var game = KlondikeGame(seed: 1)
        let before = game
        let sameColour = game.apply(move("7D", to: .tableau(1)))
        let kingToFoundation = game.apply(move("KH", to: .foundation(0)))
        let fromStock = game.apply(move("QC", to: .tableau(4)))
        let underneath = game.apply(ReorderDifference(sources: ["7D"], destination: .init(position: .before("6D"), collectionID: .tableau(1))))
        #expect(!sameColour, "7D onto 6D")
        #expect(!kingToFoundation, "a king to an empty foundation")
        #expect(!fromStock, "a stock card")
        #expect(!underneath, "cards only go on top of a pile")
        #expect(game == before)
    }

    @Test func dealingTurnsOneOrThreeAndRecyclesTheWaste() {
        var one = KlondikeGame(seed: 1)
        one.deal()
        #expect(one.cards(in: .waste).map(\.id) == ["QC"])
        #expect(one.cards(in: .stock).count == 23)

        var three = KlondikeGame(seed: 1, drawMode: .three)
        three.deal()
        #expect(three.cards(in: .waste).count == 3)
        #expect(three.cards(in: .waste).last?.id == three.cards(in: .waste).last?.id)
        for _ in 0..<7 { three.deal() }
        #expect(three.cards(in: .stock).isEmpty)
        #expect(three.cards(in: .waste).count == 24)
        let wasteBefore = three.cards(in: .waste).map(\.id)
        three.deal()
        #expect(three.cards(in: .waste).isEmpty)
        #expect(three.cards(in: .stock).map(\.id) == wasteBefore.reversed(), "the waste turns back over in order")
        #expect(three.cards(in: .stock).allSatisfy { !$0.isFaceUp })
    }

    @Test func undoAndRedoRoundTripMovesDealsAndFlips() {
        var game = KlondikeGame(seed: 143)
        var states = [game]
        for _ in 0..<30 {
            if let hint = game.hint { game.apply(hint) } else { game.deal() }
            states.append(game)
        }
        var undone = 0
        while game.undo() {
            undone += 1
            #expect(game.piles == states[states.count - 1 - undone].piles)
            #expect(game.score == states[states.count - 1 - undone].score)
        }
        #expect(undone == 30)
        while game.redo() {}
        #expect(game.piles == states.last?.piles)
    }

    /// A table with the given waste and tableau piles, everything else empty.
    private func table(waste: [PlacedCard], tableau: [[PlacedCard]]) -> KlondikeGame {
        var piles = Dictionary(uniqueKeysWithValues: PileID.all.map { ($0, [PlacedCard]()) })
        piles[.waste] = waste
        for (index, pile) in tableau.enumerated() { piles[.tableau(index)] = pile }
        return KlondikeGame(seed: 0, drawMode: .one, piles: piles, score: 0, moves: 0)
    }

    @Test func doubleClickSendsACardToAFoundation() {
        var game = table(waste: faceUp("2H", "AH"), tableau: [faceUp("KS", "QD")])
        let result1 = game.sendToFoundation("QD")
        #expect(!result1)
        let result2 = game.sendToFoundation("AH")
        #expect(result2)
        let result3 = game.sendToFoundation("2H")
        #expect(result3)
        #expect(game.cards(in: .foundation(0)).map(\.id) == ["AH", "2H"])
        #expect(game.score == 20)
    }

    @Test func autoMoveSendsEverythingThatCanGo() {
        var game = table(waste: faceUp("2C"), tableau: [faceUp("5D", "AC"), faceUp("AD"), faceUp("KS")])
        let result4 = game.autoMoveToFoundations()
        #expect(result4 == 3)
        #expect(game.cards(in: .waste).isEmpty)
        #expect(Set(game.cards(in: .foundation(0)).map(\.id) + game.cards(in: .foundation(1)).map(\.id)) == ["AC", "2C", "AD"])
    }

    @Test func aKnownDealPlaysThroughToAWin() {
        let game = GreedyPlayer.play(KlondikeGame(seed: 143))
        #expect(game.isWon)
        #expect((0..<4).allSatisfy { pile in
            game.cards(in: .foundation(pile)).map(\.card.rank) == Array(1...13)
                && Set(game.cards(in: .foundation(pile)).map(\.card.suit)).count == 1
        })
        #expect(game.score > 0)
    }

    @Test func anAceNeverMovesBetweenFoundations() {
        var piles = Dictionary(uniqueKeysWithValues: PileID.all.map { ($0, [PlacedCard]()) })
        piles[.foundation(0)] = faceUp("AH")
        piles[.waste] = faceUp("9C")
        piles[.tableau(0)] = faceUp("KS")
        let game = KlondikeGame(seed: 0, drawMode: .one, piles: piles, score: 0, moves: 0)
        #expect(!game.isLegal(move("AH", to: .foundation(1))))
        #expect(game.hint == nil, "no hint shuffles the ace around")
    }

    @Test func theHintPrefersTheFoundations() {
        let game = table(waste: faceUp("5H"), tableau: [faceUp("6C"), faceUp("AS")])
        #expect(game.hint == move("AS", to: .foundation(0)))
        let noAce = table(waste: faceUp("5H"), tableau: [faceUp("6C"), faceUp("9D")])
        #expect(noAce.hint == move("5H", to: .tableau(0)))
        #expect(table(waste: [], tableau: [faceUp("6C"), faceUp("9D")]).hint == nil)
    }
}
