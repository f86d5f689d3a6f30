import Patience
import Testing

@Suite("Klondike rules")
struct RulesTests {
    @Test func foundationsBuildUpBySuitFromTheAce() {
        #expect(KlondikeRules.canPlace([card("AH")], on: .foundation(0), holding: []))
        #expect(!KlondikeRules.canPlace([card("2H")], on: .foundation(0), holding: []))
        #expect(KlondikeRules.canPlace([card("2H")], on: .foundation(0), holding: faceUp("AH")))
        #expect(!KlondikeRules.canPlace([card("2D")], on: .foundation(0), holding: faceUp("AH")))
        #expect(!KlondikeRules.canPlace([card("3H")], on: .foundation(0), holding: faceUp("AH")))
        #expect(!KlondikeRules.canPlace([card("2H"), card("AS")], on: .foundation(0), holding: faceUp("AH")), "one card at a time")
    }

    @Test func theTableauBuildsDownInAlternatingColours() {
        #expect(KlondikeRules.canPlace([card("KS")], on: .tableau(0), holding: []))
        #expect(!KlondikeRules.canPlace([card("QS")], on: .tableau(0), holding: []), "only kings on an empty pile")
        #expect(KlondikeRules.canPlace([card("9H")], on: .tableau(0), holding: faceUp("10S")))
        #expect(!KlondikeRules.canPlace([card("9C")], on: .tableau(0), holding: faceUp("10S")), "same colour")
        #expect(!KlondikeRules.canPlace([card("8H")], on: .tableau(0), holding: faceUp("10S")), "not one lower")
        #expect(KlondikeRules.canPlace([card("9H"), card("8C")], on: .tableau(0), holding: faceUp("10S")))
        #expect(!KlondikeRules.canPlace([card("9H"), card("8D")], on: .tableau(0), holding: faceUp("10S")), "not a run")
        #expect(!KlondikeRules.canPlace([card("9H")], on: .tableau(0), holding: [PlacedCard(card("10S"), faceUp: false)]))
    }

    @Test func nothingGoesOntoTheStockOrTheWaste() {
        #expect(!KlondikeRules.canPlace([card("KS")], on: .stock, holding: []))
        #expect(!KlondikeRules.canPlace([card("KS")], on: .waste, holding: []))
    }

    @Test func whatCanBePickedUp() {
        let tableau = [PlacedCard(card("3C"), faceUp: false)] + faceUp("9H", "8S", "7D")
        #expect(KlondikeRules.pickUp(at: 0, of: .tableau(0), holding: tableau) == nil, "face down")
        #expect(KlondikeRules.pickUp(at: 1, of: .tableau(0), holding: tableau)?.map(\.id) == ["9H", "8S", "7D"])
        #expect(KlondikeRules.pickUp(at: 3, of: .tableau(0), holding: tableau)?.map(\.id) == ["7D"])
        #expect(KlondikeRules.pickUp(at: 0, of: .waste, holding: faceUp("4C", "5D")) == nil, "only the top of the waste")
        #expect(KlondikeRules.pickUp(at: 1, of: .waste, holding: faceUp("4C", "5D"))?.map(\.id) == ["5D"])
        #expect(KlondikeRules.pickUp(at: 1, of: .foundation(0), holding: faceUp("AC", "2C"))?.map(\.id) == ["2C"])
        #expect(KlondikeRules.pickUp(at: 0, of: .stock, holding: faceUp("4C")) == nil)
    }
}
