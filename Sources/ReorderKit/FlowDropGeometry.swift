import Foundation

/// Drop geometry of a wrapping flow: items in reading order grouped into rows, a drop shown as
/// an insertion line between two items of a row. Items do not move while dragging, so the
/// layout the pointer is judged against is the one on screen.
struct FlowDropGeometry: Sendable {
    private struct Row: Sendable {
        var items: Range<Int>
        var minY: Double
        var maxY: Double
    }

    private let frames: [CGRect]
    private let rows: [Row]
    private let thickness: Double

    /// Groups `frames` into rows: a row ends where the next frame starts at or left of the
    /// previous one.
    init(frames: [CGRect], indicatorThickness: Double) {
        self.frames = frames
        thickness = indicatorThickness
        var rows: [Row] = []
        for (index, frame) in frames.enumerated() {
            if let last = rows.last, frame.minX > frames[index - 1].minX {
                rows[rows.count - 1] = Row(
                    items: last.items.lowerBound..<(index + 1),
                    minY: min(last.minY, frame.minY), maxY: max(last.maxY, frame.maxY)
                )
            } else {
                rows.append(Row(items: index..<(index + 1), minY: frame.minY, maxY: frame.maxY))
            }
        }
        self.rows = rows
    }

    /// The insertion index among all items for a point: the row nearest vertically, and in it
    /// the slot whose items' centres the point lies between.
    ///
    /// - Complexity: O(log *n*).
    func insertionIndex(at point: CGPoint) -> Int {
        guard !rows.isEmpty else { return 0 }
        let row = rows[rowIndex(atY: point.y)]
        return firstIndex(in: row.items) { frames[$0].midX > point.x }
    }

    /// The insertion line before item `index` (among all items), or after the last of its row.
    func indicator(at index: Int, near point: CGPoint) -> CGRect {
        guard !rows.isEmpty else { return .zero }
        let row = rows[rowIndex(atY: point.y)]
        let items = row.items
        let spacing = items.count > 1
            ? max(0, frames[items.lowerBound + 1].minX - frames[items.lowerBound].maxX) : 0
        let x: Double
        if index <= items.lowerBound {
            x = frames[items.lowerBound].minX - spacing / 2
        } else if index >= items.upperBound {
            x = frames[items.upperBound - 1].maxX + spacing / 2
        } else {
            x = (frames[index - 1].maxX + frames[index].minX) / 2
        }
        return CGRect(x: x - thickness / 2, y: row.minY, width: thickness, height: row.maxY - row.minY)
    }

    /// The row whose band, extended halfway into the gaps around it, holds `y`.
    private func rowIndex(atY y: Double) -> Int {
        firstIndex(in: 0..<(rows.count - 1)) { row in
            y < (rows[row].maxY + rows[row + 1].minY) / 2
        }
    }

    /// The first index in `range` where `predicate` holds, assuming it holds for a suffix.
    private func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
