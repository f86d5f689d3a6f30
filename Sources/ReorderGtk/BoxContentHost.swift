import DeckhandGtk
import ReorderKit

/// Shows dynamic content in a `GtkBox`: a list along the box's axis, or, when the box has a
/// custom layout, whatever shape that layout gives its children in order.
@MainActor
public final class BoxContentHost: ReorderHost {
    /// The box the children are shown in.
    public let box: Box
    private var shown: [Widget] = []
    private let layout: ReorderLayoutKind?

    /// The box, where items are measured and drops land.
    public var widget: Widget { box }
    /// A list along the box's axis, or the layout given at creation.
    public var layoutKind: ReorderLayoutKind {
        layout ?? (box.orientation == .vertical ? .verticalList : .horizontalList)
    }

    /// Hosts content in `box`, laid out as a list along its axis unless `layout` says
    /// otherwise (`.free` for a box with a custom layout).
    public init(box: Box, layout: ReorderLayoutKind? = nil) {
        self.box = box
        self.layout = layout
    }

    /// Shows exactly `children` in the box, in this order, moving the ones it has rather than
    /// adding them again.
    ///
    /// - Complexity: O(*n*) in the number of children.
    public func show(children: [Widget]) {
        let kept = Set(children.map(ObjectIdentifier.init))
        for child in shown where !kept.contains(ObjectIdentifier(child)) { box.remove(child) }
        let present = Set(shown.map(ObjectIdentifier.init))
        var previous: Widget?
        for child in children {
            if !present.contains(ObjectIdentifier(child)) { box.append(child) }
            box.reorder(child, after: previous)
            previous = child
        }
        shown = children
    }
}
