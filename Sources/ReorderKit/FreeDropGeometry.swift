import Foundation

/// Drop geometry of a free layout: the dragged items take the slot of the nearest candidate,
/// which is a staying item or the grabbed item's own slot (leave everything where it is).
struct FreeDropGeometry: Sendable {
    /// A slot the dragged items can take, and the insertion index that takes it.
    struct Candidate: Sendable {
        var frame: CGRect
        var index: Int
    }

    /// The staying items' slots, then the grabbed item's own.
    let candidates: [Candidate]

    init(frames: [CGRect], dragged: Set<Int>, grabbed: Int?) {
        let staying = frames.indices.filter { !dragged.contains($0) }
        let origin = grabbed ?? frames.count
        var candidates = staying.enumerated().map { position, index in
            // Taking a later item's slot means landing after it, an earlier one's before it;
            // items from another collection take a slot by landing before its item.
            Candidate(frame: frames[index], index: index > origin ? position + 1 : position)
        }
        if let grabbed, frames.indices.contains(grabbed) {
            let home = staying.filter { $0 < grabbed }.count
            candidates.append(Candidate(frame: frames[grabbed], index: home))
        }
        self.candidates = candidates
    }

    /// The candidate nearest to `centre` and its distance, or nil when there is none.
    ///
    /// - Complexity: O(*n*): a free layout has no order to search by.
    func nearest(to centre: CGPoint) -> (candidate: Int, distance: Double)? {
        candidates.indices.map { ($0, distance(from: centre, to: $0)) }.min { $0.1 < $1.1 }
    }

    /// The distance from `centre` to the centre of candidate `candidate`.
    func distance(from centre: CGPoint, to candidate: Int) -> Double {
        let frame = candidates[candidate].frame
        return hypot(frame.midX - centre.x, frame.midY - centre.y)
    }
}
