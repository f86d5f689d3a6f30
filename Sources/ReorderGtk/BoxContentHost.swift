import Gtk
import ReorderKit

/// Shows dynamic content in a `GtkBox`, a list along the box's axis.
@MainActor
public final class BoxContentHost: ReorderHost {
    /// The box the children are shown in.
    public let box: Box
    private var shown: [Widget] = []

    public var widget: Widget { box }
    public var layoutKind: ReorderLayoutKind {
        box.orientation == .vertical ? .verticalList : .horizontalList
    }

    /// Hosts content in `box`.
    public init(box: Box) {
        self.box = box
    }

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
