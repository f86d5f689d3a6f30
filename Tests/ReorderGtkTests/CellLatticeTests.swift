import Foundation
@testable import ReorderGtk
import Testing

/// The lattice worked out from a few cells on screen gives every item's frame.
struct CellLatticeTests {
    /// A grid of `columns` cells `size` wide and tall, `gap` apart, scrolled `offset` down,
    /// with the cells of rows `shownRows` on screen.
    private func cells(columns: Int, size: Double, gap: Double, offset: Double, shownRows: Range<Int>, count: Int) -> [CGRect] {
        (shownRows.lowerBound * columns..<min(count, shownRows.upperBound * columns)).map { index in
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            return CGRect(x: Double(column) * (size + gap), y: 3 + Double(row) * (size + gap) - offset, width: size, height: size)
        }
    }

    @Test(arguments: [1, 3, 5])
    func framesFollowFromAFewCells(columns: Int) throws {
        let offset = 40_000.0
        let shown = cells(columns: columns, size: 60, gap: 4, offset: offset, shownRows: 625..<630, count: 10_000)
        let lattice = try #require(CellLattice(cells: shown.shuffled(), scrollOffset: offset))
        #expect(lattice.columns.count == columns)
        #expect(lattice.pitch == 64)
        for index in [0, 1, columns, 4_321, 9_999] {
            let (row, column) = index.quotientAndRemainder(dividingBy: columns)
            #expect(lattice.frame(of: index) == CGRect(x: Double(column) * 64, y: 3 + Double(row) * 64, width: 60, height: 64))
        }
    }

    @Test func rightToLeftTheFirstItemIsInTheRightmostColumn() throws {
        let shown = cells(columns: 3, size: 60, gap: 4, offset: 0, shownRows: 0..<2, count: 6)
        let lattice = try #require(CellLattice(cells: shown, scrollOffset: 0, startsAtRight: true))
        #expect(lattice.frame(of: 0).minX == 128)
        #expect(lattice.frame(of: 2).minX == 0)
        #expect(lattice.frame(of: 3).minX == 128)
    }

    @Test func columnsAPixelApartAreOneColumn() throws {
        let shown = [CGRect(x: 0, y: 0, width: 50, height: 20), CGRect(x: 0.6, y: 20, width: 50, height: 20), CGRect(x: 51, y: 0, width: 50, height: 20)]
        let lattice = try #require(CellLattice(cells: shown, scrollOffset: 0))
        #expect(lattice.columns.count == 2)
    }

    @Test func noCellOfAnyHeightMeasuresNothing() {
        #expect(CellLattice(cells: [CGRect(x: 0, y: 0, width: 40, height: 0)], scrollOffset: 0) == nil)
    }
}
