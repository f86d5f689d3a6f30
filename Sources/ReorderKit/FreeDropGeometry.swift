import Foundation

/// Drop geometry of a free layout: the dragged items take the slot of the staying item whose
/// centre is nearest.
struct FreeDropGeometry: Sendable {
    /// The staying items' frames when the drag began.
    let stayingFrames: [CGRect]
    /// For each staying item, whether it came after the grabbed item in the collection.
    private let followsGrabbed: [Bool]

    init(frames: [CGRect], dragged: Set<Int>, grabbed: Int) {
        let staying = frames.indices.filter { !dragged.contains($0) }
        stayingFrames = staying.map { frames[$0] }
        followsGrabbed = staying.map { $0 > grabbed }
    }

    /// The staying item nearest to `centre` and its distance, or nil when none stays.
    ///
    /// - Complexity: O(*n*): a free layout has no order to search by.
    func nearest(to centre: CGPoint) -> (item: Int, distance: Double)? {
        stayingFrames.indices.map { ($0, distance(from: centre, to: $0)) }.min { $0.1 < $1.1 }
    }

    /// The distance from `centre` to the centre of staying item `item`.
    func distance(from centre: CGPoint, to item: Int) -> Double {
        let frame = stayingFrames[item]
        return hypot(frame.midX - centre.x, frame.midY - centre.y)
    }

    /// The insertion index that puts the dragged items in `item`'s slot: after it if it came
    /// after them, before it otherwise.
    func insertionIndex(takingSlotOf item: Int) -> Int {
        followsGrabbed[item] ? item + 1 : item
    }
}
