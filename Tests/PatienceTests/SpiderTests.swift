import Patience
import SeededRandom
import ReorderKit
import Testing

/// Spider: 104 cards in one, two or four suits, runs of one suit moving as a whole, a stock
/// dealing onto every column, and complete suits going home by themselves.
@Suite("Spider")
struct SpiderTests {
    private func everyCard(_ game: SpiderGame) -> [Card.ID] {
        game.pileOrder.flatMap { game.cards(in: $0).map(\.id) }
    }

    /// A Spider game of `columns` (face-up cards named, a leading `?` for face down) and an
    /// empty stock; the cards not named lie home, so that 104 are on the table.
    private func position(_ columns: [[String]], stock: [String] = [], suits: SpiderSuits = .one) -> SpiderGame {
        var piles: [PileID: [PlacedCard]] = [:]
        for (index, column) in columns.enumerated() {
            piles[.tableau(index)] = column.map { name in
                name.hasPrefix("?") ? PlacedCard(card(String(name.dropFirst())), faceUp: false) : PlacedCard(card(name), faceUp: true)
            }
        }
        piles[.stock] = stock.map { PlacedCard(card($0), faceUp: false) }
        return SpiderGame(seed: 0, suits: suits, piles: piles, moves: 0)
    }

    @Test(arguments: SpiderSuits.allCases)
    func theDealLaysFiftyFourCardsAndKeepsFiftyInTheStock(suits: SpiderSuits) {
        let game = SpiderGame(seed: 5, suits: suits)
        #expect((0..<10).map { game.cards(in: .tableau($0)).count } == [6, 6, 6, 6, 5, 5, 5, 5, 5, 5])
        #expect((0..<10).allSatisfy { game.cards(in: .tableau($0)).last?.isFaceUp == true })
        #expect((0..<10).map { game.cards(in: .tableau($0)).filter(\.isFaceUp).count } == Array(repeating: 1, count: 10))
        #expect(game.cards(in: .stock).count == 50)
        let ids = everyCard(game)
        #expect(ids.count == 104)
        #expect(Set(ids).count == 104)
        let suitsDealt = Set(ids.compactMap { Card(id: $0)?.suit })
        #expect(suitsDealt == Set(suits.suits))
        #expect(game.pileOrder.count == 19)
        #expect(GameKind(of: game).newGame(number: 5).isSame(as: game))
    }

    @Test func onlyARunOfOneSuitIsPickedUpAndItGoesOnACardOneHigherOfAnySuit() {
        let game = position([["9H", "8S", "7S"], ["9S", "8H", "7S-2"], ["9D"], []], suits: .four)
        #expect(game.pickUp("8S")?.map(\.id) == ["8S", "7S"])
        #expect(game.pickUp("9H") == nil, "a heart under spades")
        #expect(game.pickUp("8H") == nil, "hearts and spades do not move together")
        #expect(game.pickUp("7S-2")?.map(\.id) == ["7S-2"])
        #expect(game.isLegal(move("8S", "7S", to: .tableau(2))), "onto a nine of another suit")
        #expect(!game.isLegal(move("7S", to: .tableau(2))), "a seven needs an eight")
        #expect(game.isLegal(move("7S", to: .tableau(3))), "anything fills an empty column")
        #expect(!game.isLegal(move("8S", "7S", to: .foundation(0))), "nothing is sent home by hand")
    }

    @Test func aSuitCompletedGoesHomeKingOnTopInTheSameUndoStep() {
        let run = ["KS", "QS", "JS", "10S", "9S", "8S", "7S", "6S", "5S", "4S", "3S", "2S"]
        var game = position([["?5H"] + run, ["9H", "AS"]], suits: .two)
        let before = game
        let moved = game.apply(move("AS", to: .tableau(0)))
        #expect(moved)
        #expect(game.cards(in: .foundation(0)).count == 13)
        #expect(game.cards(in: .foundation(0)).last?.id == "KS")
        #expect(game.cards(in: .tableau(0)).map(\.id) == ["5H"])
        #expect(game.cards(in: .tableau(0)).last?.isFaceUp == true, "the card under the suit turns up")
        #expect(game.suitsCompleted == 1)
        #expect(game.moves == 1)
        let undone = game.undo()
        #expect(undone)
        #expect(game.piles == before.piles && game.moves == 0)
    }

    @Test func theStockDealsACardOntoEveryColumnButNotOntoAnEmptyOne() {
        var game = SpiderGame(seed: 9, suits: .one)
        let stockTop = game.cards(in: .stock).suffix(10).map(\.id).reversed() as [Card.ID]
        #expect(game.dealRefusal == nil)
        let dealt = game.deal()
        #expect(dealt)
        #expect((0..<10).map { game.cards(in: .tableau($0)).last?.id } == stockTop.map { Optional($0) })
        #expect((0..<10).allSatisfy { game.cards(in: .tableau($0)).last?.isFaceUp == true })
        #expect(game.cards(in: .stock).count == 40)
        #expect(game.pileInfo == "4 deals left · Suits home 0 of 8")

        var blocked = position([["5S"], []], stock: ["AS", "2S", "3S", "4S", "5S-2", "6S", "7S", "8S", "9S", "10S"])
        #expect(blocked.dealRefusal == "Every column needs a card before the stock deals")
        let dealtBlocked = blocked.deal()
        #expect(!dealtBlocked)
        #expect(blocked.cards(in: .stock).count == 10)
        var empty = position([["5S"]])
        #expect(empty.dealRefusal == "The stock is empty")
        let dealtEmpty = empty.deal()
        #expect(!dealtEmpty)
    }

    @Test(arguments: [(SpiderSuits.one, 1), (.two, 2), (.four, 3), (.one, 4), (.four, 5)])
    func randomPlayKeepsEveryCardOnceAndUndoReturnsTheDeal(suits: SpiderSuits, seed: Int) {
        var game = SpiderGame(seed: UInt64(seed), suits: suits)
        let start = game
        var generator = SeededGenerator(seed: UInt64(seed) &* 77)
        for _ in 0..<150 {
            let moves = game.legalMoves
            if moves.isEmpty || generator.next() % 8 == 0 {
                guard game.deal() || !moves.isEmpty else { break }
                if moves.isEmpty { continue }
            }
            let move = moves[Int(generator.next() % UInt64(moves.count))]
            guard game.location(of: move.sources[0]) != nil, game.isLegal(move) else { continue }
            let moved = game.apply(move)
            #expect(moved)
            let ids = everyCard(game)
            #expect(ids.count == 104 && Set(ids).count == 104, "no card lost or twice")
            let exposed = (0..<10).compactMap { game.cards(in: .tableau($0)).last }
            let allUp = exposed.allSatisfy(\.isFaceUp)
            #expect(allUp, "every column's top card is face up")
        }
        while game.undo() {}
        #expect(game.piles == start.piles && game.moves == 0, "the exact deal")
    }

    @Test func theSolverFinishesAnEndgameAndItsLineWinsWhenPlayed() {
        // The last suit, split over three columns, one card face down; the rest are home.
        let last = (1...13).reversed().map { Card(rank: $0, suit: .spades, copy: 7).id }
        var game = position([Array(last[0..<6]), ["?" + last[9]] + Array(last[6..<9]), Array(last[10...])])
        guard case .winnable(let line) = SpiderSolver.solve(game, limit: 10_000) else {
            Issue.record("an endgame this small is solved")
            return
        }
        #expect(!line.isEmpty)
        for step in line {
            switch step {
            case .move(let move):
                let made = game.apply(move)
                #expect(made)
            case .deal:
                let made = game.deal()
                #expect(made)
            }
        }
        #expect(game.cards(in: .foundation(0)).count == 13)
        #expect((0..<10).allSatisfy { game.cards(in: .tableau($0)).isEmpty })
    }

    @Test func theSolverShowsAPositionWithNoWayOutLost() {
        // Two aces under face-down kings, every two waiting on them: no move frees either.
        let game = position([["2S", "?KS", "AS"], ["2S-2", "?KS-2", "AS-2"]])
        #expect(game.legalMoves.map(\.sources).allSatisfy { $0.count == 1 })
        #expect(SpiderSolver.solve(game, limit: 10_000) == .lost)
        #expect(game.canStillBeWon() == false)
        // With cards still in the stock, the search's shortcuts prove nothing: which column
        // gets which card depends on its place.
        let withStock = position([["2S", "?KS", "AS"], ["2S-2", "?KS-2", "AS-2"]], stock: ["3S"])
        #expect(SpiderSolver.solve(withStock, limit: 10_000) == .unknown)
    }

    @Test func hintsPreferJoiningASuitAndNeverSplitOne() {
        let game = position([["9H", "8S"], ["9S"], ["9D", "8D", "7D"], ["8C"]], suits: .four)
        #expect(game.hint?.sources == ["8S"])
        #expect(game.hint?.destination.collectionID == .tableau(1))
        let split = position([["9S", "8S"], ["9H"]], suits: .two)
        #expect(split.hint == nil, "moving the eight off its own nine gains nothing")
    }
}
