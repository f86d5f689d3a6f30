import Patience
import ReorderKit
import Testing

/// Golf: seven columns of five cards face up, cleared onto one foundation a rank up or down
/// at a time, with a stock gone through once.
@Suite("Golf")
struct GolfTests {
    /// A game of `columns` (face up) with `home` on the foundation and `stock` face down.
    private func position(_ columns: [[String]], home: [String], stock: [String] = []) -> GolfGame {
        var piles: [PileID: [PlacedCard]] = [:]
        for (index, column) in columns.enumerated() { piles[.tableau(index)] = column.map { PlacedCard(card($0), faceUp: true) } }
        piles[GolfGame.foundation] = home.map { PlacedCard(card($0), faceUp: true) }
        piles[.stock] = stock.map { PlacedCard(card($0), faceUp: false) }
        return GolfGame(seed: 0, piles: piles, moves: 0)
    }

    private func home(_ id: String) -> GolfGame.Difference { move(id, to: GolfGame.foundation) }

    @Test func theDealLaysSevenColumnsOfFiveOneCardHomeAndSixteenInTheStock() {
        let game = GolfGame(seed: 4)
        #expect((0..<7).map { game.cards(in: .tableau($0)).count } == Array(repeating: 5, count: 7))
        #expect(game.cards(in: GolfGame.foundation).count == 1)
        #expect(game.cards(in: .stock).count == 16)
        #expect(game.pileOrder.flatMap { game.cards(in: $0) }.filter { !$0.isFaceUp }.count == 16, "only the stock lies face down")
        let ids = game.pileOrder.flatMap { game.cards(in: $0).map(\.id) }
        #expect(Set(ids) == Set(Card.deck.map(\.id)))
        #expect(GameKind(of: game) == .golf)
        #expect(GameKind.golf.newGame(number: 4).isSame(as: game), "the same number, the same deal")
    }

    @Test func aColumnsTopCardGoesHomeOneRankUpOrDownAnySuit() {
        let game = position([["2C", "8H"], ["6S"], ["7D"], ["KS"]], home: ["7C"])
        #expect(game.isLegal(home("8H")))
        #expect(game.isLegal(home("6S")))
        #expect(!game.isLegal(home("7D")), "the same rank does not follow")
        #expect(!game.isLegal(home("2C")), "only a column's top card moves")
        #expect(!game.isLegal(move("8H", to: .tableau(2))), "cards never move between columns")
        #expect(game.legalMoves.count == 2)
    }

    @Test func acesAndKingsDoNotMeet() {
        #expect(!position([["KS"]], home: ["AH"]).isLegal(home("KS")))
        #expect(!position([["AS"]], home: ["KH"]).isLegal(home("AS")))
        #expect(position([["QS"]], home: ["KH"]).isLegal(home("QS")))
        #expect(position([["2S"]], home: ["AH"]).isLegal(home("2S")))
    }

    @Test func theStockTurnsACardHomeOnceThroughAndUndoBringsItBack() {
        var game = position([["9C"]], home: ["2H"], stock: ["5D", "3S"])
        let dealt = game.deal()
        #expect(dealt)
        #expect(game.cards(in: GolfGame.foundation).last?.id == "3S")
        #expect(game.cards(in: GolfGame.foundation).last?.isFaceUp == true)
        #expect(game.moves == 0, "turning a card over is no move")
        let again = game.deal(), past = game.deal()
        #expect(again && !past, "once through")
        #expect(game.dealRefusal != nil)
        let undone = game.undo()
        #expect(undone)
        #expect(game.cards(in: .stock).map(\.id) == ["5D"])
    }

    @Test func emptyColumnsWinWhateverTheStockHolds() {
        var game = position([["3C"], [], [], [], [], [], []], home: ["2H"], stock: ["5D"])
        #expect(!game.isWon)
        let sent = game.apply(home("3C"))
        #expect(sent)
        #expect(game.isWon)
        #expect(game.moves == 1)
    }

    @Test func theHintStartsTheLongestRun() throws {
        // 8H leads to a 9, then nothing; 6S leads to 5D, 4C and 3H: the longer run.
        let game = position([["9S", "8H"], ["3H", "4C", "5D", "6S"]], home: ["7C"])
        #expect(game.hint == home("6S"))
        #expect(position([["KS"]], home: ["5H"]).hint == nil, "nothing fits: dealing is left")
    }

    /// Golf is won by clearing every column, so a line that wins is as long as a line can be:
    /// following the hint where a greedy first move loses still wins.
    @Test func followingTheHintWinsWhereTheFirstMoveWouldNot() {
        // 5C is home. Taking the first move each time: 6H, 5S, 4D, and 7S is stranded. The
        // hint's line: 4D, 5S, 6H, 7S, and the columns are clear.
        var game = position([["6H"], ["7S", "4D"], ["5S"]], home: ["5C"])
        var first = game
        while let move = first.legalMoves.first { first.apply(move) }
        #expect(!first.isWon, "taking the first move each time loses")
        while let move = game.hint { game.apply(move) }
        #expect(game.isWon)
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5])
    func randomPlayKeepsEveryCardOnceAndUndoReturnsTheDeal(seed: UInt64) {
        var game = GolfGame(seed: seed)
        let dealt = game
        var made = 0
        for round in 0..<60 {
            if let move = game.legalMoves.first {
                game.apply(move)
                made += 1
            } else if !game.deal() {
                break
            }
            let ids = game.pileOrder.flatMap { game.cards(in: $0).map(\.id) }
            #expect(ids.count == 52 && Set(ids).count == 52, "round \(round)")
        }
        #expect(game.moves == made)
        while game.undo() {}
        #expect(game.pileOrder.map { game.cards(in: $0) } == dealt.pileOrder.map { dealt.cards(in: $0) })
        #expect(game.moves == 0)
    }
}
