import Patience
import ReorderKit
import Testing

/// Yukon: Klondike's deal with every other card face up on the tableau, no stock, and any
/// face-up card moving with whatever lies on it.
@Suite("Yukon")
struct YukonTests {
    private func everyCard(_ game: KlondikeGame) -> [Card.ID] {
        game.pileOrder.flatMap { game.cards(in: $0).map(\.id) }
    }

    @Test func theDealHasNoStockAndFiveFaceUpCardsOnEachPileButTheFirst() {
        let game = KlondikeGame(seed: 7, variant: .yukon)
        #expect(game.pileOrder.count == 11)
        #expect(!game.pileOrder.contains(.stock))
        #expect((0..<7).map { game.cards(in: .tableau($0)).count } == [1, 6, 7, 8, 9, 10, 11])
        #expect((0..<7).map { game.cards(in: .tableau($0)).filter { !$0.isFaceUp }.count } == [0, 1, 2, 3, 4, 5, 6])
        #expect(Set(everyCard(game)).count == 52)
        #expect(game.name == "Yukon")
    }

    @Test func anyFaceUpCardMovesWithTheCardsOnIt() {
        let game = KlondikeGame(seed: 7, variant: .yukon)
        // The first face-up card of the last pile carries all five face-up cards, in order or not.
        let pile = game.cards(in: .tableau(6))
        #expect(game.pickUp(pile[6].id)?.count == 5)
        #expect(game.pickUp(pile[5].id) == nil, "a face-down card stays")
        let cards = pile[6...].map(\.card)
        #expect(!KlondikeRules.isRun(cards), "game 7's five are not in order, and still move together")
        #expect(KlondikeRules.pickUp(at: 6, of: .tableau(6), holding: pile) == nil, "Klondike would not lift them")
    }

    @Test func aPileGoesWhereItsBottomCardMayAndOnlyAKingFillsAnEmptyColumn() {
        let run = [card("6D"), card("JC"), card("2H")]
        #expect(KlondikeRules.canPlace(run, on: .tableau(0), holding: [PlacedCard(card("7S"), faceUp: true)], variant: .yukon))
        #expect(!KlondikeRules.canPlace(run, on: .tableau(0), holding: [PlacedCard(card("7S"), faceUp: true)]), "Klondike wants a run")
        #expect(!KlondikeRules.canPlace(run, on: .tableau(0), holding: [], variant: .yukon))
        #expect(KlondikeRules.canPlace([card("KD"), card("3C")], on: .tableau(0), holding: [], variant: .yukon))
    }

    /// A Yukon game with these face-up columns and nothing else on the table.
    private func yukon(_ columns: [[String]]) -> KlondikeGame {
        var piles: [PileID: [PlacedCard]] = [:]
        for (index, column) in columns.enumerated() { piles[.tableau(index)] = column.map { PlacedCard(card($0), faceUp: true) } }
        return KlondikeGame(seed: 1, drawMode: .one, piles: piles, score: 0, moves: 10, variant: .yukon)
    }

    @Test func theHintBuildsWhenNothingGoesHomeOrTurnsOver() {
        // The four of hearts lies out of sequence on the queen, and follows the five of clubs.
        let game = yukon([["QD", "4H"], ["5C"]])
        #expect(game.hint?.sources == [card("4H").id])
        #expect(game.hint?.destination.collectionID == .tableau(1))
        // Already in sequence on the six of spades, the five of hearts is not sent round.
        #expect(yukon([["6S", "5H"], ["6C"]]).hint == nil)
    }

    @Test func aTableWhereNoCardCanMoveIsLostAndTheSolverWinsADeal() {
        #expect(yukon([["2S"], ["9H"]]).canStillBeWon() == false)
        #expect(KlondikeGame(seed: 1, variant: .yukon).canStillBeWon() == true, "the solver wins deal 1")
    }

    @Test(arguments: 1...25)
    func randomMovesKeepEveryCardOnceAndUndoReturnsTheDeal(seed: Int) {
        var game = KlondikeGame(seed: UInt64(seed), variant: .yukon)
        let start = game
        playRandomly(&game, seed: UInt64(seed) &* 31, moves: 100) { game, _ in
            #expect(Set(everyCard(game)).count == 52, "no card lost or twice")
        }
        while game.undo() {}
        #expect(game.pileOrder.map { game.cards(in: $0) } == start.pileOrder.map { start.cards(in: $0) })
    }
}
