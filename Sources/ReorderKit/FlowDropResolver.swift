import Foundation

/// Resolves a pointer position to a drop proposal in a wrapping flow of items (a grid of
/// possibly different sizes, laid out in reading order).
///
/// Build one when a drag begins, from the item frames at that moment, and resolve every pointer
/// event against it: because the frames do not follow the live layout, a proposal never moves
/// the spot under the pointer, and items of different sizes do not jitter.
///
/// ```swift
/// let resolver = FlowDropResolver(frames: cardFrames)
/// let proposal = resolver.resolve(at: CGPoint(x: 310, y: 95))
/// ```
public struct FlowDropResolver: Sendable {
    private struct Row: Sendable {
        var items: Range<Int>
        var minY: Double
        var maxY: Double
    }

    private let frames: [CGRect]
    private let rows: [Row]
    private let thickness: Double

    /// Captures `frames`, in reading order, and groups them into rows: a row ends where the next
    /// frame starts at or left of the previous one.
    ///
    /// - Parameter indicatorThickness: the width of the insertion line proposals carry.
    /// - Complexity: O(*n*) in the number of frames.
    public init(frames: [CGRect], indicatorThickness: Double = 4) {
        self.frames = frames
        self.thickness = indicatorThickness
        var rows: [Row] = []
        for (index, frame) in frames.enumerated() {
            if let last = rows.last, frame.minX > frames[index - 1].minX {
                rows[rows.count - 1] = Row(
                    items: last.items.lowerBound..<(index + 1),
                    minY: min(last.minY, frame.minY),
                    maxY: max(last.maxY, frame.maxY)
                )
            } else {
                rows.append(Row(items: index..<(index + 1), minY: frame.minY, maxY: frame.maxY))
            }
        }
        self.rows = rows
    }

    /// The proposal for a pointer at `point`: the row nearest the pointer vertically, and in it
    /// the slot whose items' centres the pointer lies between.
    ///
    /// - Complexity: O(log *n*) in the number of frames.
    public func resolve(at point: CGPoint) -> DropProposal {
        guard !rows.isEmpty else { return DropProposal(index: 0, indicator: .zero) }
        let row = rows[rowIndex(atY: point.y)]
        let items = row.items
        let index = firstIndex(in: items) { frames[$0].midX > point.x }
        return DropProposal(index: index, indicator: indicator(at: index, in: row))
    }

    /// The row whose band (extended to halfway into the gaps around it) holds `y`.
    private func rowIndex(atY y: Double) -> Int {
        firstIndex(in: 0..<(rows.count - 1)) { row in
            y < (rows[row].maxY + rows[row + 1].minY) / 2
        }
    }

    /// The first index in `range` where `predicate` holds, assuming it holds for a suffix; the
    /// range's upper bound if it holds nowhere.
    private func firstIndex(in range: Range<Int>, where predicate: (Int) -> Bool) -> Int {
        var low = range.lowerBound
        var high = range.upperBound
        while low < high {
            let middle = (low + high) / 2
            if predicate(middle) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    /// The insertion line before item `index` of `row`, or after its last item.
    private func indicator(at index: Int, in row: Row) -> CGRect {
        let items = row.items
        let spacing = items.count > 1
            ? max(0, frames[items.lowerBound + 1].minX - frames[items.lowerBound].maxX) : 0
        let x: Double
        if index == items.lowerBound {
            x = frames[index].minX - spacing / 2
        } else if index == items.upperBound {
            x = frames[index - 1].maxX + spacing / 2
        } else {
            x = (frames[index - 1].maxX + frames[index].minX) / 2
        }
        return CGRect(x: x - thickness / 2, y: row.minY, width: thickness, height: row.maxY - row.minY)
    }
}
