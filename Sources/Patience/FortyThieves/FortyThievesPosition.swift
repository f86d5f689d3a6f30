/// A game of Forty Thieves packed for `FortyThievesSolver`'s search. A card is its suit (0
/// clubs, 1 diamonds, 2 hearts, 3 spades) times 16 plus its rank: the two copies of a card
/// play alike.
struct FortyThievesPosition: SearchPosition {
    /// A move as the search makes it: the top `count` cards of column `from` (or the waste's
    /// top card) to column `to` or (`to` nil) home; or a deal.
    struct Move: Equatable {
        static let waste = 10
        static let deal = Move(from: -1, count: 0, to: nil)
        var from: Int
        var count: Int
        var to: Int?
    }

    /// Whether to leave out moving cards off a card they lie in order on, unless to a
    /// foundation (`BestFirstSearch.run(limit:prunedFirst:)`).
    var prunes: Bool
    static let suits: [Card.Suit] = [.clubs, .diamonds, .hearts, .spades]

    var columns: [[UInt8]]
    /// How many cards each foundation holds, two a suit: suit times 2, plus 0 or 1.
    var home: [UInt8]
    /// The stock, the next card to deal last.
    var stock: [UInt8]
    var waste: [UInt8]

    init(_ game: FortyThievesGame, prunes: Bool) {
        self.prunes = prunes
        columns = (0..<10).map { game.cards(in: .tableau($0)).map(Self.pack) }
        home = [UInt8](repeating: 0, count: 8)
        for pile in game.foundations {
            let cards = game.cards(in: pile)
            guard let first = cards.first else { continue }
            let suit = Int(Self.pack(first) >> 4)
            let slot = home[suit * 2] == 0 ? suit * 2 : suit * 2 + 1
            home[slot] = UInt8(cards.count)
        }
        stock = game.cards(in: .stock).map(Self.pack)
        waste = game.cards(in: .waste).map(Self.pack)
    }

    static func pack(_ placed: PlacedCard) -> UInt8 {
        UInt8(suits.firstIndex(of: placed.card.suit) ?? 0) * 16 + UInt8(placed.card.rank)
    }

    static func rank(_ card: UInt8) -> Int { Int(card & 15) }
    static func suit(_ card: UInt8) -> Int { Int(card >> 4) }

    /// Whether `card` may lie on `below` in a column: one lower, the same suit.
    static func builds(_ card: UInt8, on below: UInt8) -> Bool {
        card + 1 == below
    }

    var key: SearchKey {
        // A suit's two foundations are alike: the key takes the lower first.
        var rest: [UInt8] = [UInt8(stock.count)]
        rest.reserveCapacity(9 + waste.count)
        for suit in 0..<4 {
            rest.append(min(home[suit * 2], home[suit * 2 + 1]))
            rest.append(max(home[suit * 2], home[suit * 2 + 1]))
        }
        return SearchKey(columns: columns, rest: rest + waste)
    }

    var isWon: Bool { home.allSatisfy { $0 == 13 } }

    /// Cards not home, cards lying on a card they do not build on (and the cards on them),
    /// and the cards of the waste and the stock, less the empty columns.
    var estimate: Int {
        var blocked = 0
        var empty = 0
        for column in columns {
            if column.isEmpty { empty += 1 }
            if let firstBreak = column.indices.dropFirst().first(where: { !Self.builds(column[$0], on: column[$0 - 1]) }) {
                blocked += column.count - firstBreak
            }
        }
        // The cards over the next cards the foundations need.
        var covering = 0
        for column in columns {
            for (depth, card) in column.enumerated() where foundation(for: card) != nil {
                covering += column.count - 1 - depth
            }
        }
        for (depth, card) in waste.enumerated() where foundation(for: card) != nil {
            covering += waste.count - 1 - depth
        }
        let notHome = 104 - home.reduce(0) { $0 + Int($1) }
        return notHome * 5 + blocked * 2 + waste.count * 3 + stock.count - empty * 4 + covering
    }

    /// The foundation that takes `card`, if one does.
    private func foundation(for card: UInt8) -> Int? {
        let suit = Self.suit(card)
        return [suit * 2, suit * 2 + 1].first { Int(home[$0]) + 1 == Self.rank(card) }
    }

    /// Whether `card` may go home with nothing lost: both cards that could lie on it (its
    /// suit, one lower) are home.
    private func isSafeHome(_ card: UInt8) -> Bool {
        guard foundation(for: card) != nil else { return false }
        let suit = Self.suit(card)
        return Self.rank(card) == 1 || min(home[suit * 2], home[suit * 2 + 1]) + 1 >= Self.rank(card)
    }

    /// How many cards may move at once: `FortyThievesRules.capacity`.
    private func capacity(toEmptyColumn: Bool) -> Int {
        let empty = columns.reduce(0) { $0 + ($1.isEmpty ? 1 : 0) }
        return FortyThievesRules.capacity(emptyColumns: empty, toEmptyColumn: toEmptyColumn)
    }

    /// Every move, but a whole column to an empty one; when a card may go home with nothing
    /// lost, that move alone.
    var moves: [Move] {
        for (index, column) in columns.enumerated() {
            if let top = column.last, isSafeHome(top) { return [Move(from: index, count: 1, to: nil)] }
        }
        if let top = waste.last, isSafeHome(top) { return [Move(from: Move.waste, count: 1, to: nil)] }
        var moves: [Move] = []
        let firstEmpty = columns.firstIndex(where: \.isEmpty)
        let toFilled = capacity(toEmptyColumn: false), toEmpty = capacity(toEmptyColumn: true)
        for (index, column) in columns.enumerated() {
            guard let top = column.last else { continue }
            if foundation(for: top) != nil { moves.append(Move(from: index, count: 1, to: nil)) }
            var count = 1
            while count <= min(column.count, toFilled) {
                let card = column[column.count - count]
                // Off a card it lies in order on, a run goes home or nowhere: moved to another
                // column, it would lie on the same card's other copy, or fill an empty one.
                let liesInOrder = count < column.count && Self.builds(card, on: column[column.count - count - 1])
                for (target, onto) in columns.enumerated() where target != index && !(prunes && liesInOrder) {
                    if let below = onto.last {
                        if Self.builds(card, on: below) { moves.append(Move(from: index, count: count, to: target)) }
                    } else if target == firstEmpty, count < column.count, count <= toEmpty {
                        moves.append(Move(from: index, count: count, to: target))
                    }
                }
                guard count < column.count, Self.builds(card, on: column[column.count - count - 1]) else { break }
                count += 1
            }
        }
        if let card = waste.last {
            if foundation(for: card) != nil { moves.append(Move(from: Move.waste, count: 1, to: nil)) }
            for (target, onto) in columns.enumerated() {
                if let below = onto.last, !Self.builds(card, on: below) { continue }
                if onto.isEmpty, target != firstEmpty { continue }
                moves.append(Move(from: Move.waste, count: 1, to: target))
            }
        }
        if !stock.isEmpty { moves.append(.deal) }
        return moves
    }

    mutating func apply(_ move: Move) {
        if move == .deal {
            if let card = stock.popLast() { waste.append(card) }
            return
        }
        let cards: [UInt8]
        if move.from == Move.waste {
            cards = waste.popLast().map { [$0] } ?? []
        } else {
            cards = Array(columns[move.from].suffix(move.count))
            columns[move.from].removeLast(move.count)
        }
        if let target = move.to {
            columns[target] += cards
        } else if let card = cards.first, let slot = foundation(for: card) {
            home[slot] += 1
        }
    }

    /// The position in one array, for the frontier to hold: the foundations, the stock's
    /// length (the stock only loses its last cards), the waste's length and cards, then each
    /// column's length and cards.
    var stored: [UInt8] {
        var bytes = home + [UInt8(stock.count), UInt8(waste.count)] + waste
        PackedColumns.append(columns, to: &bytes)
        return bytes
    }

    init(stored bytes: [UInt8], start: FortyThievesPosition) {
        home = Array(bytes[0..<8])
        prunes = start.prunes
        stock = Array(start.stock.prefix(Int(bytes[8])))
        let wasteCount = Int(bytes[9])
        waste = Array(bytes[10..<(10 + wasteCount)])
        columns = PackedColumns.read(bytes, from: 10 + wasteCount)
    }
}
