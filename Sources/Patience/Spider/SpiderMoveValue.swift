/// How good a Spider move looks to a player without a solver: what it gains (joining its
/// suit, turning a card over, emptying a column, making an ordered run) less what it costs
/// (splitting a run of one suit, using up an empty column). Hint suggests the best move worth
/// more than nothing.
struct SpiderMoveValue {
    /// The move's worth: above zero, worth making.
    let total: Int

    init(of move: SpiderGame.Difference, in game: SpiderGame) {
        guard let first = move.sources.first, let card = Card(id: first),
              let (pile, index) = game.location(of: first) else {
            total = 0
            return
        }
        let below = index > 0 ? game.cards(in: pile)[index - 1] : nil
        let target = game.cards(in: move.destination.collectionID).last
        let joinsSuit = target?.card.suit == card.suit
        let sitsInOrder = below.map { $0.isFaceUp && $0.card.rank == card.rank + 1 } ?? false
        var total = 0
        if joinsSuit { total += 30 }
        if let below, !below.isFaceUp { total += 20 }
        if below == nil { total += 15 }
        if target == nil { total -= 5 }
        if let below, below.isFaceUp, !sitsInOrder, target != nil { total += 10 }
        if sitsInOrder, below?.card.suit == card.suit { total -= 100 }
        if sitsInOrder, !joinsSuit { total -= 10 }
        self.total = total
    }
}
