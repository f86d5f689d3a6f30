import Foundation

/// Drop geometry of a list along one axis: the staying items packed with a gap the size of the
/// dragged items opened at the proposed index.
///
/// Slot `i` is stable while the grabbed item's centre lies between the centres of the items
/// on either side of the gap *in the layout with the gap open at `i`*. Neighbouring slots
/// overlap by the gap's length; inside the overlap the current slot is kept, so opening a gap
/// never moves the pointer onto a spot that proposes moving back.
struct ListDropGeometry: Sendable {
    /// The axis the list runs along.
    let isVertical: Bool
    /// Start of each staying item in the packed layout without a gap, and one past the last.
    private let starts: [Double]
    /// Length of each staying item along the axis.
    private let lengths: [Double]
    /// The cross-axis extent every gap spans.
    private let crossStart: Double
    private let crossLength: Double
    /// Length of the gap the dragged items open, spacing included.
    let gap: Double
    /// The space between consecutive items.
    private let spacing: Double
    /// The staying items' frames when the drag began.
    let stayingFrames: [CGRect]

    init(frames: [CGRect], dragged: Set<Int>, arriving: [CGSize], isVertical: Bool) {
        self.isVertical = isVertical
        let spacing = Self.spacing(between: frames, isVertical: isVertical)
        self.spacing = spacing
        let along: (CGRect) -> Double = { isVertical ? $0.minY : $0.minX }
        let length: (CGRect) -> Double = { isVertical ? $0.height : $0.width }
        let staying = frames.indices.filter { !dragged.contains($0) }.map { frames[$0] }
        stayingFrames = staying
        lengths = staying.map(length)
        let arrivingLength = arriving.reduce(0.0) { $0 + (isVertical ? $1.height : $1.width) + spacing }
        gap = dragged.reduce(arrivingLength) { $0 + length(frames[$1]) + spacing }
        var position = frames.first.map(along) ?? 0
        var starts: [Double] = []
        starts.reserveCapacity(lengths.count + 1)
        for itemLength in lengths {
            starts.append(position)
            position += itemLength + spacing
        }
        starts.append(position)
        self.starts = starts
        let union = frames.reduce(CGRect.null) { $0.union($1) }
        crossStart = frames.isEmpty ? 0 : (isVertical ? union.minX : union.minY)
        crossLength = frames.isEmpty ? 0 : (isVertical ? union.width : union.height)
    }

    /// The centre coordinate along the axis of a point.
    func coordinate(of point: CGPoint) -> Double { isVertical ? point.y : point.x }

    /// The slot whose core holds `centre`: past every boundary halfway through the overlaps.
    ///
    /// - Complexity: O(log *n*).
    func slot(at centre: Double) -> Int {
        var low = 0
        var high = lengths.count
        while low < high {
            let middle = (low + high) / 2
            let boundary = starts[middle] + lengths[middle] / 2 + gap / 2
            if boundary <= centre { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether `centre` lies in the stable region of slot `index`.
    func region(_ index: Int, contains centre: Double) -> Bool {
        let lower = index == 0 ? -Double.infinity : starts[index - 1] + lengths[index - 1] / 2
        let upper = index == lengths.count
            ? Double.infinity : starts[index] + gap + lengths[index] / 2
        return lower <= centre && centre < upper
    }

    /// The insertion line for slot `index`, between the staying items on either side of it
    /// as they stand when the drag began, `thickness` thick and spanning the list.
    func line(at index: Int, thickness: Double) -> CGRect {
        let edge: Double
        if index < stayingFrames.count {
            let next = stayingFrames[index]
            edge = (isVertical ? next.minY : next.minX) - spacing / 2
        } else if let last = stayingFrames.last {
            edge = (isVertical ? last.maxY : last.maxX) + spacing / 2
        } else {
            edge = starts[0]
        }
        let start = edge - thickness / 2
        return isVertical
            ? CGRect(x: crossStart, y: start, width: crossLength, height: thickness)
            : CGRect(x: start, y: crossStart, width: thickness, height: crossLength)
    }

    /// The staying items' frames with the gap open at slot `index`.
    func previewFrames(gapAt index: Int) -> [CGRect] {
        stayingFrames.indices.map { item in
            let offset = starts[item] + (item >= index ? gap : 0)
            let frame = stayingFrames[item]
            return isVertical
                ? CGRect(x: frame.minX, y: offset, width: frame.width, height: frame.height)
                : CGRect(x: offset, y: frame.minY, width: frame.width, height: frame.height)
        }
    }

    /// The median space between consecutive items, or 0 for fewer than two.
    private static func spacing(between frames: [CGRect], isVertical: Bool) -> Double {
        let gaps = zip(frames, frames.dropFirst()).map { previous, next in
            max(0, isVertical ? next.minY - previous.maxY : next.minX - previous.maxX)
        }.sorted()
        return gaps.isEmpty ? 0 : gaps[gaps.count / 2]
    }
}
