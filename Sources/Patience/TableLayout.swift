/// Where a game's piles lie on the table: a top row of card-sized piles in slots across the
/// table, and under it the tableau's columns, as many as the table is cards wide. Each game
/// gives its own in its folder (`TableLayout.klondike` in `Klondike/KlondikeDefinition.swift`).
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
}
