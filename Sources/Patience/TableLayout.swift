/// Where a game's piles lie on the table: a top row of card-sized piles in slots across the
/// table, and under it the tableau's columns, as many as the table is cards wide.
///
/// ```swift
/// let geometry = CardTableGeometry(width: 800, height: 540, layout: .freeCell)
/// ```
public struct TableLayout: Sendable, Equatable {
    /// How many tableau columns there are: the table is this many cards wide.
    public var columns: Int
    /// The top row's piles, each with the slot (0 at the left) it lies in.
    public var topRow: [PileID: Int]
    /// The column the table keeps room for with every index showing, which sets the cards'
    /// size: face-down cards under face-up ones. A longer column tightens its fan.
    public var roomyColumn: (faceDown: Int, faceUp: Int)

    /// A layout of `columns` tableau columns under `topRow`.
    public init(columns: Int, topRow: [PileID: Int], roomyColumn: (faceDown: Int, faceUp: Int)) {
        self.columns = columns
        self.topRow = topRow
        self.roomyColumn = roomyColumn
    }

    public static func == (lhs: TableLayout, rhs: TableLayout) -> Bool {
        lhs.columns == rhs.columns && lhs.topRow == rhs.topRow && lhs.roomyColumn == rhs.roomyColumn
    }

    /// Klondike: stock and waste at the left, a gap, four foundations; seven columns. Room for
    /// the deal's longest column: six face-down cards under seven face-up ones.
    public static let klondike = TableLayout(
        columns: 7,
        topRow: [.stock: 0, .waste: 1, .foundation(0): 3, .foundation(1): 4, .foundation(2): 5, .foundation(3): 6],
        roomyColumn: (6, 7)
    )

    /// Yukon: four foundations at the right; seven columns, the longest dealt eleven cards
    /// (six face down under five face up) with room for more built on it.
    public static let yukon = TableLayout(
        columns: 7,
        topRow: [.foundation(0): 3, .foundation(1): 4, .foundation(2): 5, .foundation(3): 6],
        roomyColumn: (6, 10)
    )

    /// FreeCell: four free cells at the left, four foundations at the right; eight columns.
    /// Room for a column of eleven cards (a dealt seven with four more built on it).
    public static let freeCell = TableLayout(
        columns: 8,
        topRow: Dictionary(uniqueKeysWithValues: (0..<4).map { (PileID.cell($0), $0) } + (0..<4).map { (PileID.foundation($0), 4 + $0) }),
        roomyColumn: (0, 11)
    )

    /// Spider: the stock at the left, a gap, eight foundations for the completed suits; ten
    /// columns. Room for five face-down cards under a run from king to ace.
    public static let spider = TableLayout(
        columns: 10,
        topRow: Dictionary(uniqueKeysWithValues: [(PileID.stock, 0)] + (0..<8).map { (PileID.foundation($0), 2 + $0) }),
        roomyColumn: (5, 13)
    )

    /// Forty Thieves: stock and waste at the left, eight foundations; ten columns of face-up
    /// cards, room for a dealt four with a run from king to two built on them.
    public static let fortyThieves = TableLayout(
        columns: 10,
        topRow: Dictionary(uniqueKeysWithValues: [(PileID.stock, 0), (PileID.waste, 1)] + (0..<8).map { (PileID.foundation($0), 2 + $0) }),
        roomyColumn: (0, 14)
    )

    /// Golf: the stock and the foundation at the left; seven columns of five face-up cards,
    /// which only get shorter.
    public static let golf = TableLayout(
        columns: 7,
        topRow: [.stock: 0, .foundation(0): 1],
        roomyColumn: (0, 5)
    )
}
