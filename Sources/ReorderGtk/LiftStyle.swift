/// How an item lifted by a long press looks, after `SQReorderableStackView`: the held item is
/// drawn larger and slightly transparent, the others shrink a little and move apart.
///
/// ```swift
/// let container = ReorderContainer(for: Photo.self, in: Int.self, pickUpGesture: .longPress(duration: 0.2, tolerance: 8))
/// container.liftStyle = LiftStyle(heldScale: 1.2)
/// ```
public struct LiftStyle: Hashable, Sendable {
    /// The held item's scale.
    public var heldScale: Double
    /// The held item's opacity.
    public var heldOpacity: Double
    /// The other items' scale while an item is held.
    public var othersScale: Double
    /// Extra space between items while an item is held, in pixels.
    public var hintGap: Int

    /// The `SQReorderableStackView` defaults: 1.1×, 0.9, 0.95×, 5 px.
    public init(heldScale: Double = 1.1, heldOpacity: Double = 0.9, othersScale: Double = 0.95, hintGap: Int = 5) {
        self.heldScale = heldScale
        self.heldOpacity = heldOpacity
        self.othersScale = othersScale
        self.hintGap = hintGap
    }
}
