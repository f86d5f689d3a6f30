import Foundation

/// How the previews of several dragged items are arranged under the pointer.
public enum DragDropPreviewsFormation: Hashable, Sendable {
    /// The platform's choice: a stack.
    case `default`
    /// One below another, like the rows they came from.
    case list
    /// Only the grabbed item's preview.
    case none
    /// Every item exactly as it lay when picked up (a card run fanned as on the table), each
    /// on top of the ones before it.
    case pile
    /// Offset diagonally, like a fanned deck.
    case stack

    /// How many previews a formation draws at most; the rest are counted by the badge.
    public static let maximumVisible = 4

    /// How many items a drag holds before a count badge shows.
    public static let badgeThreshold = 3

    /// Where each of `count` previews of items of `itemSize` goes, frontmost first, relative to
    /// the grabbed item's preview.
    ///
    /// ```swift
    /// DragDropPreviewsFormation.stack.placements(count: 3, itemSize: CGSize(width: 150, height: 110))
    /// // offsets (0, 0), (8, 8), (16, 16)
    /// ```
    public func placements(count: Int, itemSize: CGSize) -> [PreviewPlacement] {
        let visible = self == .none ? min(count, 1) : min(count, Self.maximumVisible)
        return (0..<visible).map { depth in
            let step = Double(depth)
            switch self {
            case .default, .stack:
                return PreviewPlacement(offset: CGPoint(x: 8 * step, y: 8 * step), rotation: 0, depth: depth)
            case .list:
                return PreviewPlacement(
                    offset: CGPoint(x: 0, y: (itemSize.height + 4) * step), rotation: 0, depth: depth
                )
            case .pile:
                // Without frames, a pile is the items as a column would hold them.
                return PreviewPlacement(
                    offset: CGPoint(x: 0, y: itemSize.height * step), rotation: 0, depth: visible - 1 - depth
                )
            case .none:
                return PreviewPlacement(offset: .zero, rotation: 0, depth: depth)
            }
        }
    }

    /// The number a count badge shows for a drag of `count` items, or nil when there is no badge
    /// (a pile shows every item).
    public func badge(count: Int) -> Int? {
        self != .pile && count > Self.badgeThreshold ? count : nil
    }

    /// The previews of dragged items whose frames, in their collection's order, were `frames`
    /// when the drag began, `grabbed` the index of the one the pointer picked up. A pile keeps
    /// every item where it lay; the other formations draw the grabbed item in front and up to
    /// ``maximumVisible`` in all. `count` is how many items travel, shown or not.
    ///
    /// ```swift
    /// let run = [CGRect(x: 0, y: 0, width: 80, height: 110), CGRect(x: 0, y: 24, width: 80, height: 110)]
    /// DragDropPreviewsFormation.pile.layout(frames: run, grabbed: 0).size  // 80 × 134
    /// ```
    ///
    /// - Complexity: O(*n*) in the number of frames.
    public func layout(frames: [CGRect], grabbed: Int, count: Int? = nil) -> PreviewLayout {
        guard frames.indices.contains(grabbed) else {
            return PreviewLayout(items: [], placements: [], size: .zero, grabbedOrigin: .zero, badge: nil)
        }
        let total = count ?? frames.count
        guard self == .pile else {
            let size = frames[grabbed].size
            let drawn = ([grabbed] + frames.indices.filter { $0 != grabbed }).prefix(self == .none ? 1 : Self.maximumVisible)
            return PreviewLayout(
                items: Array(drawn), placements: placements(count: drawn.count, itemSize: size),
                size: boundingSize(count: drawn.count, itemSize: size), grabbedOrigin: .zero, badge: badge(count: total)
            )
        }
        let union = frames.dropFirst().reduce(frames[0]) { $0.union($1) }
        let placements = frames.enumerated().map { index, frame in
            PreviewPlacement(
                offset: CGPoint(x: frame.minX - union.minX, y: frame.minY - union.minY),
                rotation: 0, depth: frames.count - 1 - index
            )
        }
        return PreviewLayout(
            items: Array(frames.indices), placements: placements, size: union.size,
            grabbedOrigin: CGPoint(x: frames[grabbed].minX - union.minX, y: frames[grabbed].minY - union.minY),
            badge: nil
        )
    }

    /// The size that holds every preview of a formation of `count` items of `itemSize`.
    public func boundingSize(count: Int, itemSize: CGSize) -> CGSize {
        placements(count: count, itemSize: itemSize).reduce(CGSize.zero) { size, placement in
            let extent = max(itemSize.width, itemSize.height) * sin(abs(placement.rotation) * .pi / 180)
            return CGSize(
                width: max(size.width, placement.offset.x + itemSize.width + extent),
                height: max(size.height, placement.offset.y + itemSize.height + extent)
            )
        }
    }
}

/// Where one dragged item's preview is drawn in a formation.
public struct PreviewPlacement: Hashable, Sendable {
    /// Offset from the grabbed item's preview.
    public var offset: CGPoint
    /// Clockwise rotation, in degrees.
    public var rotation: Double
    /// 0 for the frontmost preview, increasing backwards; draw the deepest first.
    public var depth: Int

    /// Creates a placement.
    public init(offset: CGPoint, rotation: Double, depth: Int) {
        self.offset = offset
        self.rotation = rotation
        self.depth = depth
    }
}

/// The previews of a drag, laid out by a formation.
public struct PreviewLayout: Hashable, Sendable {
    /// The items drawn, as indices into the frames the layout was made from, each with the
    /// placement of the same index.
    public var items: [Int]
    /// Where each drawn item goes, from the layout's top-left corner; draw the deepest first.
    public var placements: [PreviewPlacement]
    /// The size that holds every preview.
    public var size: CGSize
    /// Where the grabbed item's preview is, from the layout's top-left corner.
    public var grabbedOrigin: CGPoint
    /// The count badge's number, if one shows.
    public var badge: Int?

    /// Creates a layout.
    public init(items: [Int], placements: [PreviewPlacement], size: CGSize, grabbedOrigin: CGPoint, badge: Int?) {
        self.items = items
        self.placements = placements
        self.size = size
        self.grabbedOrigin = grabbedOrigin
        self.badge = badge
    }
}
