import Foundation

/// Turns pointer positions during a drag into drop proposals, for any layout kind, without
/// jitter.
///
/// Create one when the drag begins, from the item frames at that moment, and feed it every
/// pointer position. It judges where the dragged items are from the frames captured at the
/// start (never the live layout, which moves as gaps open), keeps the grab offset (the dragged
/// item sits under the pointer where it was picked up, not centred on it), and adds hysteresis:
/// a proposal changes only when the pointer clearly leaves its region, and a new proposal
/// never puts the pointer where the previous one would be proposed again.
///
/// ```swift
/// var resolver = DropResolver(
///     frames: rowFrames, dragged: [3], grabbed: 3, grabOffset: CGPoint(x: 40, y: 12),
///     layout: .verticalList)
/// let proposal = resolver.resolve(pointer: CGPoint(x: 60, y: 140))
/// let difference = ReorderDifference(sources: ["d"], position: proposal.position(in: stayingIDs))
/// ```
public struct DropResolver: Sendable {
    private enum Geometry: Sendable {
        case list(ListDropGeometry)
        case flow(FlowDropGeometry)
        case free(FreeDropGeometry)
    }

    /// The layout kind the resolver judges by.
    public let layout: ReorderLayoutKind
    /// How far, in points, the pointer must go past a boundary before a flow or free layout
    /// proposes another place (for flows: no point that far away in any of eight directions
    /// keeps the current one). Lists need none: their regions overlap by the gap the dragged
    /// items open.
    public let hysteresis: Double
    /// The latest proposal.
    public private(set) var proposal: DropProposal?
    /// Which point of the drag decides where it lands.
    public let anchor: DropAnchor

    private let geometry: Geometry
    private let dragged: [Int]
    private let grabOffset: CGPoint
    private let grabbedSize: CGSize
    private let thickness: Double
    private var freeTarget: Int?

    /// Captures the drag's starting layout.
    ///
    /// - Parameters:
    ///   - frames: every item's frame when the drag began, in collection order.
    ///   - dragged: the indices of the items being dragged out of this collection.
    ///   - grabbed: the index of the item the pointer picked up (one of `dragged`), or nil when
    ///     the items come from another collection.
    ///   - arriving: the sizes of items dragged in from another collection, grabbed one first;
    ///     they open a gap like items of this collection would.
    ///   - grabOffset: the pointer's position inside the grabbed item when it was picked up.
    ///   - layout: how the container lays its items out.
    ///   - hysteresis: see ``hysteresis``.
    ///   - indicatorThickness: the thickness of the insertion line of lists and flows.
    ///   - anchor: which point of the drag decides where it lands: the grabbed item's centre
    ///     unless told otherwise.
    /// - Complexity: O(*n*) in the number of items.
    public init(
        frames: [CGRect], dragged: Set<Int>, grabbed: Int?, grabOffset: CGPoint,
        layout: ReorderLayoutKind, arriving: [CGSize] = [], hysteresis: Double = 8,
        indicatorThickness: Double = 4, anchor: DropAnchor = .itemCentre
    ) {
        self.anchor = anchor
        let dragged = dragged.filter(frames.indices.contains)
        self.layout = layout
        self.hysteresis = hysteresis
        self.dragged = dragged.sorted()
        self.grabOffset = grabOffset
        thickness = indicatorThickness
        grabbedSize = grabbed.flatMap { frames.indices.contains($0) ? frames[$0].size : nil }
            ?? arriving.first ?? .zero
        switch layout {
        case .verticalList, .horizontalList:
            geometry = .list(ListDropGeometry(
                frames: frames, dragged: dragged, arriving: arriving,
                isVertical: layout == .verticalList
            ))
        case .flow:
            geometry = .flow(FlowDropGeometry(frames: frames, indicatorThickness: indicatorThickness))
        case .free:
            geometry = .free(FreeDropGeometry(frames: frames, dragged: dragged, grabbed: grabbed))
        }
    }

    /// The point that decides where a drop lands when the pointer is at `pointer`: the pointer
    /// itself, or where the grabbed item's centre is then (see ``anchor``).
    public func centre(forPointer pointer: CGPoint) -> CGPoint {
        guard anchor == .itemCentre else { return pointer }
        return CGPoint(
            x: pointer.x - grabOffset.x + grabbedSize.width / 2,
            y: pointer.y - grabOffset.y + grabbedSize.height / 2
        )
    }

    /// The proposal for the pointer at `pointer`, remembered for the next call.
    ///
    /// - Complexity: O(log *n*) for lists and flows, O(*n*) for free layouts.
    public mutating func resolve(pointer: CGPoint) -> DropProposal {
        let centre = centre(forPointer: pointer)
        let next: DropProposal
        switch geometry {
        case .list(let list):
            next = resolveList(list, centre: list.coordinate(of: centre))
        case .flow(let flow):
            next = resolveFlow(flow, centre: centre)
        case .free(let free):
            next = resolveFree(free, centre: centre)
        }
        proposal = next
        return next
    }

    /// The staying items' frames with the gap open for `proposal`: where a list container
    /// moves its items to preview the drop. Nil for flows and free layouts, whose items stay.
    public func previewFrames(for proposal: DropProposal) -> [CGRect]? {
        guard case .list(let list) = geometry else { return nil }
        return list.previewFrames(gapAt: proposal.index)
    }

    private func resolveList(_ list: ListDropGeometry, centre: Double) -> DropProposal {
        if let proposal, list.region(proposal.index, contains: centre) { return proposal }
        let slot = list.slot(at: centre)
        return DropProposal(index: slot, indicator: list.line(at: slot, thickness: thickness))
    }

    private func resolveFlow(_ flow: FlowDropGeometry, centre: CGPoint) -> DropProposal {
        let stayingIndex = { (index: Int) in index - self.draggedCount(before: index) }
        let index = flow.insertionIndex(at: centre)
        if let proposal, stayingIndex(index) != proposal.index {
            let diagonal = 0.5.squareRoot()
            let directions = [(-1.0, 0.0), (1.0, 0.0), (0.0, -1.0), (0.0, 1.0),
                              (-diagonal, -diagonal), (diagonal, -diagonal),
                              (-diagonal, diagonal), (diagonal, diagonal)]
            let nearby = directions.map { dx, dy in
                CGPoint(x: centre.x + dx * hysteresis, y: centre.y + dy * hysteresis)
            }
            if nearby.contains(where: { stayingIndex(flow.insertionIndex(at: $0)) == proposal.index }) {
                return proposal
            }
        }
        return DropProposal(index: stayingIndex(index), indicator: flow.indicator(at: index, near: centre))
    }

    private mutating func resolveFree(_ free: FreeDropGeometry, centre: CGPoint) -> DropProposal {
        guard let nearest = free.nearest(to: centre) else {
            return DropProposal(index: 0, indicator: .zero)
        }
        var target = nearest.candidate
        if let current = freeTarget, free.distance(from: centre, to: current) <= nearest.distance + hysteresis {
            target = current
        }
        freeTarget = target
        let candidate = free.candidates[target]
        return DropProposal(index: candidate.index, indicator: candidate.frame)
    }

    /// How many dragged items come before `index` among all items.
    private func draggedCount(before index: Int) -> Int {
        var low = 0
        var high = dragged.count
        while low < high {
            let middle = (low + high) / 2
            if dragged[middle] < index { low = middle + 1 } else { high = middle }
        }
        return low
    }
}
