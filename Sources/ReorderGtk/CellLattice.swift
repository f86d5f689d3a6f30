import Foundation

/// Where a virtualized list or grid lays out its items, worked out from the few cells on
/// screen: the columns' left edges and widths, the content's top and the pitch from one row
/// of cells to the next. Every item's frame then follows from its position, at any scroll
/// position, without a widget for it.
///
/// The cells of one view are all one size, in rows that all have the same columns, as
/// `GtkListView` (one column) and `GtkGridView` lay them out.
struct CellLattice {
    /// The columns, left to right on screen: where each begins and how wide it is.
    var columns: [(x: Double, width: Double)]
    /// The top of the first row, in content coordinates.
    var top: Double
    /// From one row's top to the next.
    var pitch: Double
    /// Whether the first item is in the rightmost column (a grid laid out right to left).
    var startsAtRight: Bool

    /// The lattice of cells measured at `cells` (in the view's coordinates, scrolled
    /// `scrollOffset` down); nil without a cell of any height.
    ///
    /// - Complexity: O(*c* log *c*) in the cells measured.
    init?(cells: [CGRect], scrollOffset: Double, startsAtRight: Bool = false) {
        let cells = cells.filter { $0.height > 0 && $0.width > 0 }
        guard let first = cells.first else { return nil }
        // Edges a fraction of a pixel apart are one edge: GTK rounds a grid's column widths.
        var columns: [(x: Double, width: Double)] = []
        for cell in cells.sorted(by: { $0.minX < $1.minX }) where columns.last.map({ cell.minX - $0.x > 1.5 }) ?? true {
            columns.append((Double(cell.minX), Double(cell.width)))
        }
        let ys = cells.map { Double($0.minY) }.sorted()
        // The least gap between two rows' tops is the pitch; with one row on screen, its height.
        let gaps = zip(ys, ys.dropFirst()).map { $1 - $0 }.filter { $0 > 1.5 }
        let pitch = gaps.min() ?? Double(first.height)
        // Every row's top, in the content, is the first row's plus a whole number of pitches.
        let top = (Double(first.minY) + scrollOffset).truncatingRemainder(dividingBy: pitch)
        self.columns = columns
        self.top = top < 0 ? top + pitch : top
        self.pitch = pitch
        self.startsAtRight = startsAtRight
    }

    /// The frame of the item at `index`, in content coordinates.
    ///
    /// - Complexity: O(1).
    func frame(of index: Int) -> CGRect {
        let count = columns.count
        let (row, column) = index.quotientAndRemainder(dividingBy: count)
        let shown = columns[startsAtRight ? count - 1 - column : column]
        return CGRect(x: shown.x, y: top + Double(row) * pitch, width: shown.width, height: pitch)
    }
}
