/// A game of Klondike or Yukon packed for `KlondikeSolver`'s search. A card is 128 if face
/// up, plus its suit (0 clubs, 1 diamonds, 2 hearts, 3 spades) times 16, plus its rank.
struct KlondikePosition: SearchPosition {
    /// A move as the search makes it: cards from a column, the stock or a foundation, to a
    /// column or (`to` nil) home.
    struct Move: Equatable {
        enum From: Equatable {
            /// The top `count` cards of column `index`.
            case column(Int, count: Int)
            /// The card at `index` of the talon (`KlondikeGame.talon`), with the deals that
            /// bring it to the waste's top.
            case talon(Int)
            /// The top card of the foundation of suit `suit`.
            case home(Int)
        }
        var from: From
        var to: Int?
    }

    static let suits: [Card.Suit] = [.clubs, .diamonds, .hearts, .spades]

    var columns: [[UInt8]]
    /// How many cards of each suit are home.
    var home: [UInt8]
    /// The stock and the waste as one sequence in dealing order (`KlondikeGame.talon`).
    var talon: [UInt8]
    /// How many of the talon's cards lie on the waste: the waste's top is `talon[waste - 1]`.
    var waste: Int
    /// How many cards a deal turns over: 1 or 3, 0 for Yukon.
    let draw: Int
    /// Whether to leave out moving cards off a card they lie in order on, unless that card
    /// can then go home: it rarely helps, and it makes the search far wider. A search that
    /// leaves it out and runs out of positions proves nothing; one that keeps it does.
    var prunes: Bool

    init(_ game: KlondikeGame, prunes: Bool) {
        self.prunes = prunes
        columns = (0..<7).map { game.cards(in: .tableau($0)).map(Self.pack) }
        home = Self.suits.map { suit in
            UInt8(game.foundations.first { game.cards(in: $0).last?.card.suit == suit }.map { game.cards(in: $0).count } ?? 0)
        }
        talon = game.talon.map { Self.pack(PlacedCard($0, faceUp: true)) }
        waste = game.cards(in: .waste).count
        draw = game.variant == .yukon ? 0 : game.drawMode.rawValue
    }

    static func pack(_ placed: PlacedCard) -> UInt8 {
        (placed.isFaceUp ? 128 : 0) + UInt8(suits.firstIndex(of: placed.card.suit) ?? 0) * 16 + UInt8(placed.card.rank)
    }

    static func rank(_ card: UInt8) -> Int { Int(card & 15) }
    static func suit(_ card: UInt8) -> Int { Int((card >> 4) & 3) }
    static func isFaceUp(_ card: UInt8) -> Bool { card >= 128 }
    static func isRed(_ suit: Int) -> Bool { suit == 1 || suit == 2 }

    /// Whether `card` may lie on `below` in a column: one lower, the other colour.
    static func builds(_ card: UInt8, on below: UInt8) -> Bool {
        isFaceUp(below) && rank(card) + 1 == rank(below) && isRed(suit(card)) != isRed(suit(below))
    }

    var key: SearchKey {
        // Drawing one, every card of the talon can be reached wherever the waste stands.
        SearchKey(columns: columns, rest: home + talon + [UInt8(draw == 1 ? 0 : waste)])
    }

    var isWon: Bool { home.allSatisfy { $0 == 13 } }

    /// Cards not home and cards face down, the latter weighing more: a face-down card is
    /// what a game of Klondike is lost on.
    var estimate: Int {
        var faceDown = 0
        var buried = 0
        for column in columns {
            for (depth, card) in column.enumerated() where !Self.isFaceUp(card) {
                faceDown += 1
                buried += column.count - depth
            }
        }
        let notHome = 52 - home.reduce(0) { $0 + Int($1) }
        return notHome * 4 + faceDown * 20 + buried + talon.count
    }

    /// Whether `card` may go home now.
    private func goesHome(_ card: UInt8) -> Bool {
        Int(home[Self.suit(card)]) + 1 == Self.rank(card)
    }

    /// Whether `card` may go home with nothing lost: no card left out could need to lie on it
    /// (both cards of the other colour one lower are home) or on the card that could lie on
    /// it (the other card of its colour two lower is home). An ace always may; in Klondike a
    /// two too, as an ace never lies on one. In Yukon an ace with cards on it can move onto a
    /// two, so a two waits like any card.
    private func isSafeHome(_ card: UInt8) -> Bool {
        guard goesHome(card) else { return false }
        let rank = Self.rank(card)
        if rank == 1 || (rank == 2 && draw != 0) { return true }
        let suit = Self.suit(card)
        return (0..<4).allSatisfy { other in
            guard other != suit else { return true }
            let needed = Self.isRed(other) == Self.isRed(suit) ? rank - 2 : rank - 1
            return Int(home[other]) >= needed
        }
    }

    /// The talon's cards that deals can bring to the waste's top: all of them drawing one;
    /// drawing three, every third from where the waste stands and from a turned-over waste,
    /// and the last.
    var reachableTalon: [Int] {
        let count = talon.count
        guard draw > 1 else { return Array(0..<count) }
        var reachable = Set<Int>()
        if waste > 0 { reachable.insert(waste - 1) }
        for start in [waste, 0] {
            var dealt = start
            while dealt < count {
                dealt = min(dealt + draw, count)
                reachable.insert(dealt - 1)
            }
        }
        return reachable.sorted()
    }

    /// The columns a card may go to: onto a face-up card of the other colour one higher, or
    /// a king to the first empty column (the columns are alike).
    private func targets(for card: UInt8, from source: Int?) -> [Int] {
        var targets: [Int] = []
        let firstEmpty = columns.firstIndex(where: \.isEmpty)
        for (index, column) in columns.enumerated() where index != source {
            if let top = column.last {
                if Self.builds(card, on: top) { targets.append(index) }
            } else if index == firstEmpty, Self.rank(card) == 13 {
                targets.append(index)
            }
        }
        return targets
    }

    /// Every move, but one that only moves a whole column to an empty one; when a card may go
    /// home with nothing lost, that move alone.
    var moves: [Move] {
        for (index, column) in columns.enumerated() {
            if let top = column.last, isSafeHome(top) { return [Move(from: .column(index, count: 1), to: nil)] }
        }
        // Drawing three, taking a card out of the talon changes which cards later deals bring
        // up: only drawing one is the waste's top card sent home before anything else.
        if draw == 1, waste > 0, isSafeHome(talon[waste - 1]) { return [Move(from: .talon(waste - 1), to: nil)] }
        var moves: [Move] = []
        for (index, column) in columns.enumerated() {
            if let top = column.last, goesHome(top) { moves.append(Move(from: .column(index, count: 1), to: nil)) }
            var start = column.count - 1
            while start >= 0, Self.isFaceUp(column[start]) {
                // Klondike moves a run; Yukon any face-up card with the cards on it.
                if draw != 0, start < column.count - 1, !Self.builds(column[start + 1], on: column[start]) { break }
                let isWholeColumn = start == 0
                if prunes, start > 0, Self.isFaceUp(column[start - 1]), Self.builds(column[start], on: column[start - 1]),
                   !goesHome(column[start - 1]) {
                    start -= 1
                    continue
                }
                for target in targets(for: column[start], from: index) where !(isWholeColumn && columns[target].isEmpty) {
                    moves.append(Move(from: .column(index, count: column.count - start), to: target))
                }
                start -= 1
            }
        }
        for index in reachableTalon {
            let card = talon[index] | 128
            if goesHome(card) { moves.append(Move(from: .talon(index), to: nil)) }
            for target in targets(for: card, from: nil) { moves.append(Move(from: .talon(index), to: target)) }
        }
        for suit in 0..<4 where home[suit] > 0 {
            let card = 128 + UInt8(suit * 16) + home[suit]
            for target in targets(for: card, from: nil) { moves.append(Move(from: .home(suit), to: target)) }
        }
        return moves
    }

    mutating func apply(_ move: Move) {
        var cards: [UInt8]
        switch move.from {
        case .column(let index, let count):
            cards = Array(columns[index].suffix(count))
            columns[index].removeLast(count)
            if let top = columns[index].last, !Self.isFaceUp(top) { columns[index][columns[index].count - 1] = top | 128 }
        case .talon(let index):
            cards = [talon.remove(at: index) | 128]
            waste = index
        case .home(let suit):
            cards = [128 + UInt8(suit * 16) + home[suit]]
            home[suit] -= 1
        }
        if let target = move.to {
            columns[target] += cards
        } else {
            home[Self.suit(cards[0])] += 1
        }
    }

    /// The position in one array, for the frontier to hold: the foundations, the waste's
    /// length, the talon's length and cards, then each column's length and cards.
    var stored: [UInt8] {
        var bytes = home + [UInt8(waste), UInt8(talon.count)] + talon
        PackedColumns.append(columns, to: &bytes)
        return bytes
    }

    init(stored bytes: [UInt8], start: KlondikePosition) {
        home = Array(bytes[0..<4])
        waste = Int(bytes[4])
        let talonCount = Int(bytes[5])
        talon = Array(bytes[6..<(6 + talonCount)])
        draw = start.draw
        prunes = start.prunes
        columns = PackedColumns.read(bytes, from: 6 + talonCount)
    }
}
