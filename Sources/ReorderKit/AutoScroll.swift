import Foundation

/// How fast to scroll a container while a drag hovers near its edges.
///
/// The speed is zero until the pointer is within `edgeWidth` of an edge, then grows with the
/// square of how deep into that band it is, reaching `maximumSpeed` at the edge and beyond.
///
/// ```swift
/// let scroll = AutoScroll(edgeWidth: 48, maximumSpeed: 1200)
/// scroll.velocity(pointer: CGPoint(x: 200, y: 576), in: CGRect(x: 0, y: 0, width: 400, height: 600))
/// // CGPoint(x: 0, y: 300): halfway into the band, a quarter of the top speed, downwards
/// ```
public struct AutoScroll: Hashable, Sendable {
    /// How far from an edge scrolling starts, in points.
    public var edgeWidth: Double
    /// The fastest scroll, in points per second.
    public var maximumSpeed: Double

    /// Creates an auto-scroll rule.
    public init(edgeWidth: Double = 48, maximumSpeed: Double = 1200) {
        self.edgeWidth = edgeWidth
        self.maximumSpeed = maximumSpeed
    }

    /// The scroll speed, in points per second, for a pointer `distance` points inside an edge
    /// (negative: outside the container).
    public func speed(distanceToEdge distance: Double) -> Double {
        guard edgeWidth > 0, distance < edgeWidth else { return 0 }
        let depth = min(1, (edgeWidth - distance) / edgeWidth)
        return maximumSpeed * depth * depth
    }

    /// The scroll velocity for a pointer in `viewport`: negative towards the top or left edge,
    /// positive towards the bottom or right.
    public func velocity(pointer: CGPoint, in viewport: CGRect) -> CGPoint {
        let along = { (position: Double, low: Double, high: Double) -> Double in
            self.speed(distanceToEdge: high - position) - self.speed(distanceToEdge: position - low)
        }
        return CGPoint(
            x: along(pointer.x, viewport.minX, viewport.maxX),
            y: along(pointer.y, viewport.minY, viewport.maxY)
        )
    }
}
