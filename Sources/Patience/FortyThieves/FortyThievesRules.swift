/// Forty Thieves' rules for a pile: the tableau builds down in suit and any card fills an
/// empty column; a foundation builds up in suit from the ace.
enum FortyThievesRules {
    /// Whether `cards` run down by one in a single suit.
    static func isRun(_ cards: [Card]) -> Bool {
        zip(cards, cards.dropFirst()).allSatisfy { upper, lower in lower.suit == upper.suit && lower.rank + 1 == upper.rank }
    }

    /// Whether a tableau column holding `column` takes `run` on top.
    static func canBuild(_ run: [Card], on column: [PlacedCard]) -> Bool {
        guard let first = run.first, isRun(run) else { return false }
        guard let top = column.last?.card else { return true }
        return top.suit == first.suit && top.rank == first.rank + 1
    }

    /// Whether a foundation holding `foundation` takes `card`.
    static func canSendHome(_ card: Card, to foundation: [PlacedCard]) -> Bool {
        guard let top = foundation.last?.card else { return card.rank == 1 }
        return top.suit == card.suit && top.rank + 1 == card.rank
    }

    /// How many cards may move at once onto a column: one, doubled for each empty column the
    /// cards could rest in on the way (not the one they go to).
    static func capacity(emptyColumns: Int, toEmptyColumn: Bool) -> Int {
        1 << max(0, emptyColumns - (toEmptyColumn ? 1 : 0))
    }
}
