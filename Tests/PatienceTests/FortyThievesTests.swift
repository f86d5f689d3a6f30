import Patience
import SeededRandom
import ReorderKit
import Testing

/// Forty Thieves: two decks, forty cards face up in ten columns, eight foundations, the
/// columns built down in suit a card at a time, and a stock gone through once.
@Suite("Forty Thieves")
struct FortyThievesTests {
    private func everyCard(_ game: FortyThievesGame) -> [Card.ID] {
        game.pileOrder.flatMap { game.cards(in: $0).map(\.id) }
    }

    /// A game of `columns` (face up), with `waste` and `stock`; the cards not named lie
    /// nowhere, which the rules do not mind.
    private func position(_ columns: [[String]], waste: [String] = [], stock: [String] = [], home: [[String]] = []) -> FortyThievesGame {
        var piles: [PileID: [PlacedCard]] = [:]
        for (index, column) in columns.enumerated() { piles[.tableau(index)] = faceUp(column) }
        for (index, foundation) in home.enumerated() { piles[.foundation(index)] = faceUp(foundation) }
        piles[.waste] = faceUp(waste)
        piles[.stock] = stock.map { PlacedCard(card($0), faceUp: false) }
        return FortyThievesGame(seed: 0, piles: piles, moves: 0)
    }

    private func faceUp(_ ids: [String]) -> [PlacedCard] { ids.map { PlacedCard(card($0), faceUp: true) } }

    @Test func theDealLaysFortyCardsFaceUpAndKeepsSixtyFourInTheStock() {
        let game = FortyThievesGame(seed: 12)
        #expect((0..<10).map { game.cards(in: .tableau($0)).count } == Array(repeating: 4, count: 10))
        let dealt = (0..<10).flatMap { game.cards(in: .tableau($0)) }
        let allFaceUp = dealt.allSatisfy(\.isFaceUp)
        #expect(allFaceUp)
        #expect(game.cards(in: .stock).count == 64)
        let ids = everyCard(game)
        #expect(ids.count == 104 && Set(ids).count == 104)
        #expect(GameKind(of: game) == .fortyThieves)
        #expect(GameKind.fortyThieves.newGame(number: 12).isSame(as: game))
    }

    @Test func columnsBuildDownInSuitAndAnyCardFillsAnEmptyOne() {
        let game = position([["9H"], ["8H"], ["8S"], []])
        #expect(game.isLegal(move("8H", to: .tableau(0))))
        #expect(!game.isLegal(move("8S", to: .tableau(0))), "a spade does not go on a heart")
        #expect(game.isLegal(move("8S", to: .tableau(3))))
        #expect(!game.legalMoves.contains(move("9H", to: .tableau(3))), "a whole column to an empty one changes nothing")
    }

    @Test func aRunMovesOnlyWhenEmptyColumnsWouldCarryItACardAtATime() {
        let noRoom = position([["9H", "8H", "7H"], ["10H"], ["2C"], ["3C"], ["4C"], ["5C"], ["6C"], ["7C"], ["8C"], ["9C"]])
        #expect(noRoom.pickUp("8H") == nil, "two cards, no empty column")
        #expect(noRoom.pickUp("7H")?.map(\.id) == ["7H"])
        let oneEmpty = position([["9H", "8H", "7H"], ["10H"], [], ["2C"], ["3C"], ["4C"], ["5C"], ["6C"], ["7C"], ["8C"]])
        #expect(oneEmpty.pickUp("8H")?.map(\.id) == ["8H", "7H"])
        #expect(oneEmpty.pickUp("9H") == nil, "three cards need two empty columns")
        #expect(oneEmpty.isLegal(move("8H", "7H", to: .tableau(2))) == false, "to the only empty column, one card at a time")
        #expect(oneEmpty.isLegal(move("7H", to: .tableau(2))))
    }

    @Test func foundationsBuildUpInSuitFromEitherAce() {
        var game = position([["AS"], ["AS-2"], ["2S"]])
        let sent = [game.sendToFoundation("AS"), game.sendToFoundation("AS-2"), game.sendToFoundation("2S")]
        #expect(sent == [true, true, true])
        #expect(game.cards(in: .foundation(0)).map(\.id) == ["AS", "2S"])
        #expect(game.cards(in: .foundation(1)).map(\.id) == ["AS-2"])
    }

    @Test func theStockTurnsACardAtATimeOnceThrough() {
        var game = position([["KD"]], stock: ["5C", "QH"])
        let first = game.deal()
        #expect(first)
        #expect(game.cards(in: .waste).map(\.id) == ["QH"])
        #expect(game.isLegal(move("QH", to: .tableau(1))))
        let dealt = [game.deal(), game.deal()]
        #expect(dealt == [true, false], "no redeal")
        #expect(game.dealRefusal == "Forty Thieves goes through the stock once")
        #expect(game.pickUp("QH") == nil, "only the waste's top card plays")
        #expect(game.moves == 0, "turning cards over is no move")
    }

    @Test(arguments: 1...12)
    func randomPlayKeepsEveryCardOnceAndUndoReturnsTheDeal(seed: Int) {
        var game = FortyThievesGame(seed: UInt64(seed))
        let start = game
        var generator = SeededGenerator(seed: UInt64(seed) &* 131)
        for _ in 0..<150 {
            let moves = game.legalMoves
            if moves.isEmpty || generator.next() % 4 == 0 {
                if game.deal() { continue }
                if moves.isEmpty { break }
            }
            let move = moves[Int(generator.next() % UInt64(moves.count))]
            let made = game.apply(move)
            #expect(made, "a legal move is made: \(move)")
            let ids = everyCard(game)
            #expect(ids.count == 104 && Set(ids).count == 104, "no card lost or twice")
        }
        while game.undo() {}
        #expect(game.piles == start.piles && game.moves == 0, "the exact deal")
    }

    @Test func hintsSendCardsHomeFirstThenFreeAColumn() {
        let game = position([["5D", "9H"], ["10H"], ["AC"]])
        #expect(game.hint?.sources == ["AC"])
        let noHome = position([["5D", "9H"], ["10H"], ["4C"]])
        #expect(noHome.hint?.sources == ["9H"])
        #expect(noHome.hint?.destination.collectionID == .tableau(1))
    }
}
