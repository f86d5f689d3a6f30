/// How a press on an item becomes a drag.
public enum PickUpGesture: Hashable, Sendable {
    /// The pointer moves at least this many points while pressed.
    case distance(Double)
    /// The press is held this many seconds without the pointer straying farther than
    /// `tolerance` points (the `SQReorderableStackView` pick-up; 0.2 s there).
    case longPress(duration: Double, tolerance: Double)
}
