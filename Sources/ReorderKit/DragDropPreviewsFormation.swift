import Foundation

/// How the previews of several dragged items are arranged under the pointer.
public enum DragDropPreviewsFormation: Hashable, Sendable {
    /// The platform's choice: a stack.
    case `default`
    /// One below another, like the rows they came from.
    case list
    /// Only the grabbed item's preview.
    case none
    /// Heaped on top of each other, each slightly turned.
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
                let turn = depth == 0 ? 0 : (depth.isMultiple(of: 2) ? -1.0 : 1.0) * (2 + 2 * step)
                return PreviewPlacement(offset: CGPoint(x: 2 * step, y: 3 * step), rotation: turn, depth: depth)
            case .none:
                return PreviewPlacement(offset: .zero, rotation: 0, depth: depth)
            }
        }
    }

    /// The number a count badge shows for a drag of `count` items, or nil when there is no badge.
    public func badge(count: Int) -> Int? {
        count > Self.badgeThreshold ? count : nil
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
