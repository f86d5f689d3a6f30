/// How a long-press reorder looks and feels, after `SQReorderableStackView`: the held item is
/// drawn larger and slightly transparent, the others shrink a little and move apart.
public struct LongPressReorderStyle: Hashable, Sendable {
    /// How long the press is held before the item is picked up, in seconds.
    public var pressDuration: Double
    /// How far the pointer may stray during the press, in points.
    public var pressTolerance: Double
    /// The held item's scale.
    public var heldScale: Double
    /// The held item's opacity.
    public var heldOpacity: Double
    /// The other items' scale while an item is held.
    public var othersScale: Double
    /// Extra space between items while an item is held, in pixels.
    public var hintGap: Int

    /// The `SQReorderableStackView` defaults: 0.2 s, 1.1×, 0.9, 0.95×, 5 px.
    public init(
        pressDuration: Double = 0.2, pressTolerance: Double = 8, heldScale: Double = 1.1,
        heldOpacity: Double = 0.9, othersScale: Double = 0.95, hintGap: Int = 5
    ) {
        self.pressDuration = pressDuration
        self.pressTolerance = pressTolerance
        self.heldScale = heldScale
        self.heldOpacity = heldOpacity
        self.othersScale = othersScale
        self.hintGap = hintGap
    }
}
