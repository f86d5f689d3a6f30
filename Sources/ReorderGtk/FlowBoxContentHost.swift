import DeckhandGtk
import ReorderKit

/// Shows dynamic content in a `GtkFlowBox`, ordering the children with the flow box's sort
/// function so that reordering moves no widget out of the box (focus and drags survive it).
@MainActor
public final class FlowBoxContentHost: ReorderHost {
    /// The flow box the children are shown in.
    public let flowBox: FlowBox

    /// Slots by the pointer of the widget they hold; a slot keeps its widget alive, so the
    /// pointer cannot be reused by another widget while it is a key here.
    private var slots: [UnsafeMutableRawPointer: FlowBoxChild] = [:]
    private var positions: [UnsafeMutableRawPointer: Int] = [:]

    /// The flow box, where items are measured and drops land.
    public var widget: Widget { flowBox }
    /// A wrapping flow.
    public var layoutKind: ReorderLayoutKind { .flow }

    /// Hosts content in `flowBox`, which it sorts from now on.
    public init(flowBox: FlowBox) {
        self.flowBox = flowBox
        flowBox.setSortFunction { [weak self] first, second in
            guard let self else { return 0 }
            return (positions[first] ?? 0) - (positions[second] ?? 0)
        }
    }

    /// A slot for `child` that leaves keyboard focus to the child itself, where its key
    /// handling is (the flow box would otherwise focus the slot on every click).
    private static func slot(for child: Widget) -> FlowBoxChild {
        let slot = FlowBoxChild(child)
        slot.isFocusable = false
        return slot
    }

    /// Shows exactly `children` in the flow box, in this order, re-sorting the slots it has
    /// rather than adding them again.
    ///
    /// - Complexity: O(*n* log *n*) in the number of children (the flow box re-sorts).
    public func show(children: [Widget]) {
        var kept: [UnsafeMutableRawPointer: FlowBoxChild] = [:]
        positions.removeAll(keepingCapacity: true)
        for (position, child) in children.enumerated() {
            let key = child.pointer
            let slot = slots.removeValue(forKey: key) ?? Self.slot(for: child)
            kept[key] = slot
            positions[slot.pointer] = position
        }
        for orphan in slots.values { flowBox.remove(orphan) }
        for slot in kept.values where slot.index < 0 { flowBox.append(slot) }
        slots = kept
        flowBox.invalidateSort()
    }
}
