import Patience
import SeededRandom
import Testing

@Suite("Random legal play")
struct RandomPlayTests {
    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func neverLosesOrDuplicatesACard(seed: UInt64) {
        var generator = SeededGenerator(seed: seed &* 7919)
        var game = KlondikeGame(seed: seed, drawMode: seed.isMultiple(of: 2) ? .one : .three)
        for _ in 0..<400 {
            let moves = game.legalMoves
            switch Int.random(in: 0..<10, using: &generator) {
            case 0: game.undo()
            case 1: game.redo()
            case 2, 3: game.deal()
            default:
                if let choice = moves.randomElement(using: &generator) {
                    let result1 = game.apply(choice)
                    #expect(result1, "a legal move is taken")
                } else {
                    game.deal()
                }
            }
            let ids = allCards(game)
            #expect(ids.count == 52 && Set(ids).count == 52, "nothing lost or duplicated")
            for pile in [PileID.waste] + (0..<4).map({ .foundation($0) }) {
                let allFaceUp = game.cards(in: pile).allSatisfy(\.isFaceUp)
                #expect(allFaceUp, "the waste and foundations hold face-up cards only")
            }
            for index in 0..<4 {
                let ranks = game.cards(in: .foundation(index)).map(\.card.rank)
                #expect(ranks == Array(1...max(ranks.count, 1)).prefix(ranks.count).map { $0 })
            }
            for index in 0..<7 {
                let pile = game.cards(in: .tableau(index))
                if let top = pile.last { #expect(top.isFaceUp, "a tableau pile's top card is face up") }
            }
        }
    }
}
