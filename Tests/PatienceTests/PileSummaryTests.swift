import Patience
import Testing

@Suite("Piles as a screen reader says them")
struct PileSummaryTests {
    @Test func aFreshDealIsSummedUpPileByPile() {
        let game = KlondikeGame(seed: 3)
        #expect(game.spokenSummary(of: .stock) == "Stock, 24 cards")
        #expect(game.spokenSummary(of: .waste) == "Waste, empty")
        #expect(game.spokenSummary(of: .foundation(1)) == "Foundation 2, empty")
        let top = game.cards(in: .tableau(0)).last?.card.name ?? ""
        #expect(game.spokenSummary(of: .tableau(0)) == "Tableau 1, 1 card, top: \(top)")
        #expect(game.spokenSummary(of: .tableau(6)).hasPrefix("Tableau 7, 7 cards, top: "))
    }

    @Test func faceDownCardsGiveNothingAway() {
        let game = KlondikeGame(seed: 3)
        for card in game.cards(in: .stock) {
            #expect(!game.spokenSummary(of: .stock).contains(card.card.name))
        }
    }
}
