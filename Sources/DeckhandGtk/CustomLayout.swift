import CDeckhandGtk
import Foundation

/// A layout written in Swift: how big a widget wants to be, and where its children go.
@MainActor
public struct CustomLayout {
    /// The minimum and natural size along `orientation`, given the size along the other axis
    /// (-1 when unknown).
    public var measure: @MainActor (_ widget: Widget, _ orientation: Orientation, _ forSize: Int) -> (minimum: Int, natural: Int)
    /// Places the children of `widget`, which was given `width` by `height` pixels.
    public var allocate: @MainActor (_ widget: Widget, _ width: Int, _ height: Int) -> Void
    /// Whether the height depends on the width given (`measure` then gets the width as
    /// `forSize` when asked for the height).
    public var heightForWidth: Bool

    /// Creates a layout from its two halves.
    public init(
        heightForWidth: Bool = false,
        measure: @escaping @MainActor (Widget, Orientation, Int) -> (minimum: Int, natural: Int),
        allocate: @escaping @MainActor (Widget, Int, Int) -> Void
    ) {
        self.heightForWidth = heightForWidth
        self.measure = measure
        self.allocate = allocate
    }
}

/// The key under which a widget keeps its Swift layout.
private let layoutKey = "deckhand-custom-layout"

extension Widget {
    /// Lays the widget's children out with `layout` (a `GtkCustomLayout`), replacing its
    /// layout manager. The widget keeps the layout for as long as it lives.
    public func setCustomLayout(_ layout: CustomLayout) {
        keepAlive(SignalClosure(layout), as: layoutKey)
        gtk_widget_set_layout_manager(widget, gtk_custom_layout_new(customRequestMode, customMeasure, customAllocate))
    }

    /// The widget's children, first to last.
    public var children: [Widget] {
        var children: [Widget] = []
        var child = gtk_widget_get_first_child(widget)
        while let current = child {
            children.append(Widget(borrowing: UnsafeMutableRawPointer(current)))
            child = gtk_widget_get_next_sibling(current)
        }
        return children
    }

    /// The children a layout places, first to last: the visible ones.
    var shownChildren: [Widget] {
        children.filter { gtk_widget_should_layout($0.widget) != 0 }
    }

    /// Whether the widget, or a child of it, asks for extra vertical space: whether a layout
    /// should give it some.
    var computesVerticalExpand: Bool { gtk_widget_compute_expand(widget, GTK_ORIENTATION_VERTICAL) != 0 }

    /// The widget's minimum and natural size along `orientation`.
    public func measure(_ orientation: Orientation, forSize: Int = -1) -> (minimum: Int, natural: Int) {
        var minimum: gint = 0
        var natural: gint = 0
        gtk_widget_measure(widget, orientation.gtk, gint(forSize), &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    /// Gives the widget its place in its parent: call from a custom layout's `allocate`.
    public func allocate(_ frame: CGRect) {
        var allocation = GtkAllocation(
            x: gint(frame.minX.rounded()), y: gint(frame.minY.rounded()),
            width: gint(frame.width.rounded()), height: gint(frame.height.rounded())
        )
        gtk_widget_size_allocate(widget, &allocation, -1)
    }
}

/// The Swift layout a widget keeps, if any.
@MainActor
private func layout(of widget: UnsafeMutablePointer<GtkWidget>?) -> (Widget, CustomLayout)? {
    guard let widget, let data = g_object_get_data(UnsafeMutablePointer<GObject>(OpaquePointer(widget)), layoutKey),
          let layout = unbox(data, as: CustomLayout.self) else { return nil }
    return (Widget(borrowing: UnsafeMutableRawPointer(widget)), layout)
}

private let customRequestMode: GtkCustomRequestModeFunc = { widget in
    nonisolated(unsafe) let target = widget
    let heightForWidth = MainActor.assumeIsolated { layout(of: target)?.1.heightForWidth ?? false }
    return heightForWidth ? GTK_SIZE_REQUEST_HEIGHT_FOR_WIDTH : GTK_SIZE_REQUEST_CONSTANT_SIZE
}

private let customMeasure: GtkCustomMeasureFunc = {
    widget, orientation, forSize, minimum, natural, _, _ in
    nonisolated(unsafe) let target = widget
    let axis: Orientation = orientation == GTK_ORIENTATION_HORIZONTAL ? .horizontal : .vertical
    let size = MainActor.assumeIsolated { () -> (Int, Int) in
        guard let (owner, layout) = layout(of: target) else { return (0, 0) }
        let measured = layout.measure(owner, axis, Int(forSize))
        return (measured.minimum, measured.natural)
    }
    minimum?.pointee = gint(size.0)
    natural?.pointee = gint(size.1)
}

private let customAllocate: GtkCustomAllocateFunc = { widget, width, height, _ in
    nonisolated(unsafe) let target = widget
    MainActor.assumeIsolated {
        guard let (owner, layout) = layout(of: target) else { return }
        layout.allocate(owner, Int(width), Int(height))
    }
}
