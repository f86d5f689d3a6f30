/// A FreeCell position as `FreeCellSolver`'s search plays it, in storage of fixed size so
/// that copying it allocates nothing: how many cards of each suit are home, the cells, each
/// column's length and cards, and each column's part of the position's `SearchKey`, kept up
/// to date as moves change the column. A card is its suit (0 clubs, 1 diamonds, 2 hearts,
/// 3 spades) times 16 plus its rank; 0 is no card. Cards that no other card could still need
/// go home on their own after every move, as in every FreeCell.
struct FreeCellSearchState: DepthFirstPosition {
    typealias Move = FreeCellSearchMove
    /// What the frontier keeps: the foundations and the cells, then each column's cards
    /// ended by a 0 (at most 52 cards and 8 ends).
    struct Stored {
        fileprivate var homes = SIMD4<UInt8>()
        fileprivate var cells = SIMD4<UInt8>()
        fileprivate var columns = SIMD64<UInt8>()
    }

    static let suits: [Card.Suit] = [.clubs, .diamonds, .hearts, .spades]
    private static let columnCount = 8
    private static let cellCount = 4
    /// The most cards a column can hold: seven dealt, and a run from queen to two on a king.
    private static let depth = 20

    private var homes = SIMD4<UInt8>()
    private var cells = SIMD4<UInt8>()
    private var lengths = SIMD8<UInt8>()
    private var cards = CardSlots()
    private var columnHashes = SIMD8<UInt64>()
    /// How many cards of each column lie on a lower card: `estimate`'s count, kept up to date
    /// with the column's hash.
    private var columnCovering = SIMD8<UInt8>()
    /// Where each card (by its number) was last put in a column: the column times 32 plus its
    /// depth. A card since moved to a cell is no longer there (`columnPlace(of:)` checks), so
    /// only a card's arrival in a column is written down.
    private var places = SIMD64<UInt8>()
    /// How `estimate` weighs what it counts.
    private(set) var weights: FreeCellSolver.Weights

    init(_ position: FreeCellPosition, weights: FreeCellSolver.Weights) {
        self.weights = weights
        for (suit, value) in Self.suits.enumerated() { homes[suit] = UInt8(position.foundations[value] ?? 0) }
        for (index, card) in position.cells.enumerated() { cells[index] = card.map(Self.pack) ?? 0 }
        for (column, cards) in position.columns.enumerated() {
            lengths[column] = UInt8(cards.count)
            for (depth, card) in cards.enumerated() { put(Self.pack(card), column, depth) }
            rehash(column)
        }
    }

    /// The same position, its estimate weighed by `weights`.
    func weighed(_ weights: FreeCellSolver.Weights) -> FreeCellSearchState {
        var weighed = self
        weighed.weights = weights
        return weighed
    }

    init(stored: Stored, start: FreeCellSearchState) {
        weights = start.weights
        homes = stored.homes
        cells = stored.cells
        // Each column's cards and its hash in one pass.
        var at = 0
        for column in 0..<Self.columnCount {
            var length = 0
            var hash = SearchKey.emptyColumnHash
            var covering: UInt8 = 0, lowest: UInt8 = 14
            while stored.columns[at] != 0 {
                let card = stored.columns[at]
                put(card, column, length)
                hash = SearchKey.extend(hash, with: card)
                if Self.rank(card) > lowest { covering += 1 } else { lowest = Self.rank(card) }
                length += 1
                at += 1
            }
            at += 1
            lengths[column] = UInt8(length)
            columnHashes[column] = hash
            columnCovering[column] = covering
        }
    }

    var stored: Stored {
        var packed = Stored(homes: homes, cells: cells)
        withUnsafeMutableBytes(of: &packed.columns) { columns in
            var at = 0
            for column in 0..<Self.columnCount {
                for depth in 0..<Int(lengths[column]) {
                    columns[at] = cards[column * Self.depth + depth]
                    at += 1
                }
                at += 1
            }
        }
        return packed
    }

    private static func pack(_ card: Card) -> UInt8 {
        UInt8(suits.firstIndex(of: card.suit) ?? 0) * 16 + UInt8(card.rank)
    }

    private static func rank(_ card: UInt8) -> UInt8 { card & 15 }
    private static func suit(_ card: UInt8) -> Int { Int(card >> 4) }
    private static func isRed(_ card: UInt8) -> Bool { suit(card) == 1 || suit(card) == 2 }

    /// Whether `card` may lie on `below` in a column.
    private static func follows(_ card: UInt8, _ below: UInt8) -> Bool {
        rank(card) + 1 == rank(below) && isRed(card) != isRed(below)
    }

    private func count(_ column: Int) -> Int { Int(lengths[column]) }
    /// The card at `depth` (0 the deepest) of `column`.
    private func card(_ column: Int, _ depth: Int) -> UInt8 { cards[column * Self.depth + depth] }
    /// The top card of `column`; 0 when it is empty.
    private func top(_ column: Int) -> UInt8 {
        let count = count(column)
        return count > 0 ? card(column, count - 1) : 0
    }

    /// Puts `card` at `depth` of `column`, and notes where it is.
    private mutating func put(_ card: UInt8, _ column: Int, _ depth: Int) {
        cards[column * Self.depth + depth] = card
        // Written through the vector's bytes: its subscript's setter rebuilds the whole vector.
        withUnsafeMutableBytes(of: &places) { $0[Int(card)] = UInt8(column << 5 | depth) }
    }

    /// The column and depth of `card`, if it lies in a column.
    private func columnPlace(of card: UInt8) -> (column: Int, depth: Int)? {
        let place = places[Int(card)]
        let column = Int(place >> 5), depth = Int(place & 31)
        guard depth < count(column), self.card(column, depth) == card else { return nil }
        return (column, depth)
    }

    private mutating func rehash(_ column: Int) {
        let base = column * Self.depth
        var hash = SearchKey.emptyColumnHash
        var covering: UInt8 = 0, lowest: UInt8 = 14
        for depth in 0..<Int(lengths[column]) {
            let card = cards[base + depth]
            hash = SearchKey.extend(hash, with: card)
            if Self.rank(card) > lowest { covering += 1 } else { lowest = Self.rank(card) }
        }
        columnHashes[column] = hash
        columnCovering[column] = covering
    }

    /// Whether `card` is the next of its suit to go home.
    private func isNextHome(_ card: UInt8) -> Bool { homes[Self.suit(card)] + 1 == Self.rank(card) }

    var isWon: Bool { homes.wrappedSum() == 52 }

    /// For `other`, a position with the same `key`: the pile of `other` that holds what each
    /// pile of this one holds, by number (columns 0–7, cells 8–11; a foundation is itself).
    func piles(matching other: FreeCellSearchState) -> [UInt8] {
        var piles = (0..<Move.firstFoundation + 4).map { $0 }
        var taken = SIMD8<UInt8>()
        for column in 0..<Self.columnCount {
            for match in 0..<Self.columnCount where taken[match] == 0
                && other.lengths[match] == lengths[column] && other.columnHashes[match] == columnHashes[column] {
                taken[match] = 1
                piles[column] = UInt8(match)
                break
            }
        }
        var takenCells = SIMD4<UInt8>()
        for cell in 0..<Self.cellCount {
            for match in 0..<Self.cellCount where takenCells[match] == 0 && other.cells[match] == cells[cell] {
                takenCells[match] = 1
                piles[Self.columnCount + cell] = Move.firstCell + UInt8(match)
                break
            }
        }
        return piles
    }

    /// The same position whatever the order of its cells and columns.
    var key: SearchKey {
        let hashes = SortingNetwork.sorted(columnHashes)
        let held = SortingNetwork.sorted(cells)
        var builder = SearchKey.Builder()
        for index in 0..<4 {
            builder.add(homes[index])
            builder.add(held[index])
        }
        for index in 0..<Self.columnCount { builder.add(columnHash: hashes[index]) }
        return builder.key
    }

    /// How far from a win the position looks, lower being better: the cards not home, how
    /// deep the next card of each suit is buried, how many cards lie on a lower card, and
    /// the cells taken and columns free, counted as `weights` say.
    ///
    /// - Complexity: O(1): each column's count of cards on lower ones is kept as the column
    ///   changes, and the next card of each suit is found where it was put.
    var estimate: Int {
        var buried = 0
        for suit in 0..<4 where homes[suit] < 13 {
            if let (column, depth) = columnPlace(of: UInt8(suit << 4) | (homes[suit] + 1)) { buried += count(column) - 1 - depth }
        }
        let covering = Int(columnCovering.wrappedSum())
        let takenCells = Self.cellCount - freeCells
        let notHome = 52 - Int(homes.wrappedSum())
        return notHome * weights.notHome + buried * weights.buried + covering * weights.covering
            + takenCells * weights.takenCell - emptyColumns * weights.emptyColumn
    }

    /// How many cards on top of `column` form a run.
    private func runLength(_ column: Int) -> Int {
        let count = count(column)
        guard count > 0 else { return 0 }
        var length = 1
        while length < count, Self.follows(card(column, count - length), card(column, count - length - 1)) {
            length += 1
        }
        return length
    }

    private var freeCells: Int {
        var free = 0
        for index in 0..<Self.cellCount where cells[index] == 0 { free += 1 }
        return free
    }

    private var emptyColumns: Int {
        var empty = 0
        for column in 0..<Self.columnCount where lengths[column] == 0 { empty += 1 }
        return empty
    }

    /// Whether `card` may go home now with no card left that could need it as a base:
    /// both cards one lower of the other colour are home.
    private func isSafeHome(_ card: UInt8) -> Bool {
        let rank = Self.rank(card)
        guard isNextHome(card) else { return false }
        if rank <= 2 { return true }
        let (first, second) = Self.isRed(card) ? (0, 3) : (1, 2)
        return homes[first] + 1 >= rank && homes[second] + 1 >= rank
    }

    private static func home(of card: UInt8) -> UInt8 { Move.firstFoundation + UInt8(suit(card)) }

    mutating func apply(_ move: Move) {
        make(move)
        sendSafeCardsHome { _ in }
    }

    /// All a move and the cards sent home after it can change. A card a move puts down lands
    /// past the end of its column, and no card is ever written over, so restoring the lengths
    /// restores the columns.
    struct Undo {
        fileprivate var homes: SIMD4<UInt8>
        fileprivate var cells: SIMD4<UInt8>
        fileprivate var lengths: SIMD8<UInt8>
        fileprivate var columnHashes: SIMD8<UInt64>
        fileprivate var columnCovering: SIMD8<UInt8>
        fileprivate var places: SIMD64<UInt8>
    }

    mutating func applyUndoably(_ move: Move) -> Undo {
        let undo = Undo(
            homes: homes, cells: cells, lengths: lengths, columnHashes: columnHashes, columnCovering: columnCovering, places: places
        )
        apply(move)
        return undo
    }

    mutating func undo(_ undo: Undo) {
        homes = undo.homes
        cells = undo.cells
        lengths = undo.lengths
        columnHashes = undo.columnHashes
        columnCovering = undo.columnCovering
        places = undo.places
    }

    /// Makes `move` alone, nothing sent home after it.
    mutating func make(_ move: Move) {
        let from = Int(move.from), to = Int(move.to), moved = Int(move.count)
        let first = Int(Move.firstCell)
        if from < first {
            let height = count(from)
            if to < first {
                let below = count(to)
                for offset in 0..<moved {
                    put(cards[from * Self.depth + height - moved + offset], to, below + offset)
                }
                lengths[to] = UInt8(below + moved)
                rehash(to)
            } else if to < Int(Move.firstFoundation) {
                cells[to - first] = cards[from * Self.depth + height - 1]
            } else {
                homes[to - Int(Move.firstFoundation)] += 1
            }
            lengths[from] = UInt8(height - moved)
            rehash(from)
        } else {
            let card = cells[from - first]
            cells[from - first] = 0
            if to < first {
                put(card, to, count(to))
                lengths[to] += 1
                rehash(to)
            } else {
                homes[to - Int(Move.firstFoundation)] += 1
            }
        }
    }

    /// Sends every card that is safe to send home, until none is, telling `sent` each move.
    mutating func sendSafeCardsHome(_ sent: (Move) -> Void) {
        var sending = true
        while sending {
            sending = false
            for column in 0..<Self.columnCount {
                let card = top(column)
                if card != 0, isSafeHome(card) {
                    let move = Move(from: UInt8(column), to: Self.home(of: card))
                    make(move)
                    sent(move)
                    sending = true
                }
            }
            for index in 0..<Self.cellCount where cells[index] != 0 && isSafeHome(cells[index]) {
                let move = Move(from: Move.firstCell + UInt8(index), to: Self.home(of: cells[index]))
                make(move)
                sent(move)
                sending = true
            }
        }
    }

    /// The moves in four groups: cards home, onto a card, to an empty column, to a cell.
    var moveGroups: [[Move]] {
        var groups: [[Move]] = [[], [], [], []]
        for move in moves { groups[group(of: move)].append(move) }
        return groups.filter { !$0.isEmpty }
    }

    private func group(of move: Move) -> Int {
        if move.to >= Move.firstFoundation { return 0 }
        if move.to >= Move.firstCell { return 3 }
        return lengths[Int(move.to)] == 0 ? 2 : 1
    }

    /// The moves worth trying: every move but those that lead to the same position as
    /// another (to the second of two empty cells or columns, a whole column to an empty one).
    var moves: [Move] {
        var moves: [Move] = []
        moves.reserveCapacity(32)
        var firstEmptyCell: UInt8?
        for index in 0..<Self.cellCount where cells[index] == 0 {
            firstEmptyCell = Move.firstCell + UInt8(index)
            break
        }
        var firstEmptyColumn = -1
        for column in 0..<Self.columnCount where lengths[column] == 0 {
            firstEmptyColumn = column
            break
        }
        // How long a run may move: to a column with cards, and to an empty one.
        let free = freeCells, empty = emptyColumns
        let toColumn = (free + 1) << empty
        let toEmptyColumn = (free + 1) << max(0, empty - 1)
        var tops = SIMD8<UInt8>()
        for column in 0..<Self.columnCount { tops[column] = top(column) }
        for index in 0..<Self.cellCount {
            let card = cells[index]
            guard card != 0 else { continue }
            let cell = Move.firstCell + UInt8(index)
            if isNextHome(card) { moves.append(Move(from: cell, to: Self.home(of: card))) }
            for target in 0..<Self.columnCount {
                let below = tops[target]
                if below != 0 ? Self.follows(card, below) : target == firstEmptyColumn {
                    moves.append(Move(from: cell, to: UInt8(target)))
                }
            }
        }
        for source in 0..<Self.columnCount {
            let top = tops[source]
            guard top != 0 else { continue }
            let height = count(source)
            if isNextHome(top) { moves.append(Move(from: UInt8(source), to: Self.home(of: top))) }
            let run = runLength(source)
            for target in 0..<Self.columnCount where target != source {
                let below = tops[target]
                if below != 0 {
                    // Only one length of the run can fit: the one whose deepest card is one
                    // lower than the target's top.
                    let count = Int(Self.rank(below)) - Int(Self.rank(top))
                    guard count >= 1, count <= run, count <= toColumn else { continue }
                    if Self.follows(card(source, height - count), below) {
                        moves.append(Move(from: UInt8(source), to: UInt8(target), count: UInt8(count)))
                    }
                } else if target == firstEmptyColumn {
                    let longest = min(run, toEmptyColumn)
                    for count in stride(from: longest, through: 1, by: -1) where count < height {
                        moves.append(Move(from: UInt8(source), to: UInt8(target), count: UInt8(count)))
                    }
                }
            }
            if let cell = firstEmptyCell { moves.append(Move(from: UInt8(source), to: cell)) }
        }
        return moves
    }
}
