import CDeckhandGtk
import Foundation

/// A `GtkWidget`: the base of everything drawn on screen.
@MainActor
open class Widget: Object {
    /// The pointer as a `GtkWidget*`.
    public var widget: UnsafeMutablePointer<GtkWidget> {
        pointer.assumingMemoryBound(to: GtkWidget.self)
    }

    /// Device pixels per logical pixel on the widget's monitor (2 on a HiDPI screen).
    public var scaleFactor: Int { Int(gtk_widget_get_scale_factor(widget)) }

    /// Adds a CSS style class.
    public func addCSSClass(_ name: String) { gtk_widget_add_css_class(widget, name) }

    /// Whether the widget has the CSS style class `name`.
    public func hasCSSClass(_ name: String) -> Bool { gtk_widget_has_css_class(widget, name) != 0 }

    /// Removes a CSS style class.
    public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(widget, name) }

    /// The minimum size the widget asks for; -1 leaves a dimension natural.
    public func setSizeRequest(width: Int, height: Int) {
        gtk_widget_set_size_request(widget, gint(width), gint(height))
    }

    /// Horizontal alignment inside the space its parent gives it.
    public var horizontalAlignment: Alignment {
        get { Alignment(gtk_widget_get_halign(widget)) }
        set { gtk_widget_set_halign(widget, newValue.gtk) }
    }

    /// Vertical alignment inside the space its parent gives it.
    public var verticalAlignment: Alignment {
        get { Alignment(gtk_widget_get_valign(widget)) }
        set { gtk_widget_set_valign(widget, newValue.gtk) }
    }

    /// Whether the widget takes extra vertical space.
    public var expandsVertically: Bool {
        get { gtk_widget_get_vexpand(widget) != 0 }
        set { gtk_widget_set_vexpand(widget, newValue ? 1 : 0) }
    }

    /// The start (left) margin.
    public var marginStart: Int {
        get { Int(gtk_widget_get_margin_start(widget)) }
        set { gtk_widget_set_margin_start(widget, gint(newValue)) }
    }

    /// The end (right, or left in a right-to-left locale) margin.
    public var marginEnd: Int {
        get { Int(gtk_widget_get_margin_end(widget)) }
        set { gtk_widget_set_margin_end(widget, gint(newValue)) }
    }

    /// The top margin.
    public var marginTop: Int {
        get { Int(gtk_widget_get_margin_top(widget)) }
        set { gtk_widget_set_margin_top(widget, gint(newValue)) }
    }

    /// Sets the margin on all four sides.
    public func setMargins(_ margin: Int) {
        gtk_widget_set_margin_start(widget, gint(margin))
        gtk_widget_set_margin_end(widget, gint(margin))
        gtk_widget_set_margin_top(widget, gint(margin))
        gtk_widget_set_margin_bottom(widget, gint(margin))
    }

    /// Whether the widget takes extra horizontal space.
    public var expandsHorizontally: Bool {
        get { gtk_widget_get_hexpand(widget) != 0 }
        set { gtk_widget_set_hexpand(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget is shown.
    public var isVisible: Bool {
        get { gtk_widget_get_visible(widget) != 0 }
        set { gtk_widget_set_visible(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget's window is drawn by GSK's cairo renderer rather than by GL (false
    /// until the widget is realized).
    public var rendersWithCairo: Bool {
        cgtk_widget_renders_with_cairo(widget) != 0
    }

    /// Whether what the widget draws is cut to its border box, corners rounded as its CSS
    /// `border-radius` says (`GtkOverflow`). Off for a picture that draws its own rounded edge:
    /// the cut then costs a clip on every frame (with cairo, a mask per picture) and changes
    /// nothing that shows.
    public var clipsContent: Bool {
        get { gtk_widget_get_overflow(widget) == GTK_OVERFLOW_HIDDEN }
        set { gtk_widget_set_overflow(widget, newValue ? GTK_OVERFLOW_HIDDEN : GTK_OVERFLOW_VISIBLE) }
    }

    /// Whether pointer events can target the widget; off for decorations drawn over content.
    public var canTarget: Bool {
        get { gtk_widget_get_can_target(widget) != 0 }
        set { gtk_widget_set_can_target(widget, newValue ? 1 : 0) }
    }

    /// The label assistive technology reads for this widget.
    public func setAccessibleLabel(_ label: String) {
        setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_LABEL, label)
    }

    /// The description assistive technology reads after the label; screen readers speak it
    /// when it changes on the focused widget.
    public func setAccessibleDescription(_ description: String) {
        setAccessibleProperty(GTK_ACCESSIBLE_PROPERTY_DESCRIPTION, description)
    }

    /// Tells assistive technology whether the widget's item is selected.
    public func setAccessibleSelected(_ selected: Bool) {
        // A state that may also be undefined: GTK reads it as an integer.
        setAccessibleState(GTK_ACCESSIBLE_STATE_SELECTED, selected, undefinable: true)
    }

    /// Hides the widget from assistive technology (or shows it again): for decorations and
    /// empty text that would otherwise be read out as a type name.
    public func setAccessibleHidden(_ hidden: Bool) {
        setAccessibleState(GTK_ACCESSIBLE_STATE_HIDDEN, hidden)
    }

    /// Sets a boolean `state`; one that may also be undefined (`undefinable`) takes an integer.
    private func setAccessibleState(_ state: GtkAccessibleState, _ on: Bool, undefinable: Bool = false) {
        var value = GValue()
        if undefinable {
            g_value_init(&value, cgtk_type_int())
            g_value_set_int(&value, on ? 1 : 0)
        } else {
            g_value_init(&value, cgtk_type_boolean())
            g_value_set_boolean(&value, on ? 1 : 0)
        }
        withUnsafeMutablePointer(to: &value) { pointer in
            var name = state
            gtk_accessible_update_state_value(OpaquePointer(self.pointer), 1, &name, pointer)
        }
        g_value_unset(&value)
    }

    private func setAccessibleProperty(_ property: GtkAccessibleProperty, _ text: String) {
        var value = GValue()
        g_value_init(&value, cgtk_type_string())
        g_value_set_string(&value, text)
        withUnsafeMutablePointer(to: &value) { pointer in
            var name = property
            gtk_accessible_update_property_value(OpaquePointer(self.pointer), 1, &name, pointer)
        }
        g_value_unset(&value)
    }

    /// The tooltip text. Setting a new one asks the display where the pointer is (on X11 a
    /// round trip to the server); for a tooltip on each of many rows, see `tooltipWhenAsked`.
    public var tooltip: String? {
        get { gtk_widget_get_tooltip_text(widget).map { String(cString: $0) } }
        set {
            guard newValue != tooltip else { return }
            gtk_widget_set_tooltip_text(widget, newValue)
        }
    }

    /// Adds an event controller (drag source, drop target, key handler); the widget owns it.
    public func addController(_ controller: EventController) {
        g_object_ref(controller.pointer)
        gtk_widget_add_controller(widget, OpaquePointer(controller.pointer))
    }

    /// The widget's opacity, 0 (invisible, still taking its space) to 1.
    public var opacity: Double {
        get { gtk_widget_get_opacity(widget) }
        set { gtk_widget_set_opacity(widget, newValue) }
    }

    /// Whether the widget is shown with its parent: a layout leaves children nobody can see
    /// (cards lying under others) undrawn and out of reach by setting it false, which also
    /// takes the keyboard focus from a widget inside. GTK sets it true again when the widget
    /// leaves its parent.
    public var isChildVisible: Bool {
        get { gtk_widget_get_child_visible(widget) != 0 }
        set { gtk_widget_set_child_visible(widget, newValue ? 1 : 0) }
    }

    /// Asks for the widget's children to be placed again on the next frame, its size unchanged.
    public func queueAllocate() {
        gtk_widget_queue_allocate(widget)
    }

    /// Whether the widget can take keyboard focus.
    public var isFocusable: Bool {
        get { gtk_widget_get_focusable(widget) != 0 }
        set { gtk_widget_set_focusable(widget, newValue ? 1 : 0) }
    }

    /// Whether the widget itself has the keyboard focus.
    public var hasFocus: Bool { gtk_widget_has_focus(widget) != 0 }

    /// Whether widgets lay out right to left unless told otherwise: true in a right-to-left
    /// locale.
    public static var layoutIsRightToLeftByDefault: Bool {
        get { gtk_widget_get_default_direction() == GTK_TEXT_DIR_RTL }
        set { gtk_widget_set_default_direction(newValue ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Whether the widget lays out right to left: in a right-to-left locale unless set. Set it
    /// false on something placed at physical positions over other widgets (an insertion line,
    /// a lifted item), so that its start margin and alignment are the left ones.
    public var isRightToLeft: Bool {
        get { gtk_widget_get_direction(widget) == GTK_TEXT_DIR_RTL }
        set { gtk_widget_set_direction(widget, newValue ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR) }
    }

    /// Whether the widget is its window's focus widget, whether or not the window is active
    /// (`hasFocus` needs both).
    public var isFocus: Bool { gtk_widget_is_focus(widget) != 0 }

    /// Gives the widget keyboard focus.
    @discardableResult
    public func grabFocus() -> Bool { gtk_widget_grab_focus(widget) != 0 }

    /// Whether the window's focus widget is this widget or one inside it.
    public var containsFocus: Bool {
        gtk_widget_get_state_flags(widget).rawValue & GTK_STATE_FLAG_FOCUS_WITHIN.rawValue != 0
    }

    /// Whether the widget's window has no focus widget at all (the focused one went away).
    public var windowHasNoFocus: Bool {
        guard let root = gtk_widget_get_root(widget) else { return false }
        return gtk_root_get_focus(root) == nil
    }

    /// The deepest widget under `point` (in this widget's coordinates) that takes pointer
    /// events: this one or one inside it, or nil.
    public func pick(at point: CGPoint) -> Widget? {
        gtk_widget_pick(widget, point.x, point.y, GTK_PICK_DEFAULT).map { Widget(borrowing: UnsafeMutableRawPointer($0)) }
    }

    /// The widget's parent, if it has one.
    public var parent: Widget? {
        gtk_widget_get_parent(widget).map { Widget(borrowing: UnsafeMutableRawPointer($0)) }
    }

    /// The toplevel window the widget is in, if any.
    public var root: Widget? {
        gtk_widget_get_root(widget).map { Widget(borrowing: UnsafeMutableRawPointer($0)) }
    }

    /// Removes a controller added with `addController`.
    public func removeController(_ controller: EventController) {
        gtk_widget_remove_controller(widget, OpaquePointer(controller.pointer))
    }

    /// Whether the widget is on screen in a mapped window.
    public var isMapped: Bool { gtk_widget_get_mapped(widget) != 0 }

    /// The widget's bounds in the coordinate system of `other`, or nil if they share no ancestor.
    public func bounds(relativeTo other: Widget) -> CGRect? {
        var rect = graphene_rect_t()
        guard gtk_widget_compute_bounds(widget, other.widget, &rect) != 0 else { return nil }
        return CGRect(
            x: Double(rect.origin.x), y: Double(rect.origin.y),
            width: Double(rect.size.width), height: Double(rect.size.height)
        )
    }

    /// `point`, given in this widget's coordinates, in the coordinates of `other`; nil if they
    /// share no ancestor.
    public func convert(_ point: CGPoint, to other: Widget) -> CGPoint? {
        var source = graphene_point_t(x: Float(point.x), y: Float(point.y))
        var target = graphene_point_t()
        guard gtk_widget_compute_point(widget, other.widget, &source, &target) != 0 else {
            return nil
        }
        return CGPoint(x: Double(target.x), y: Double(target.y))
    }

    /// Current allocated width.
    public var width: Int { Int(gtk_widget_get_width(widget)) }

    /// Current allocated height.
    public var height: Int { Int(gtk_widget_get_height(widget)) }

    /// Grabs keyboard focus.
    @discardableResult
    /// A still image of the widget as it is drawn now, or nil if it has never been drawn.
    public func snapshotImage() -> Paintable? {
        guard let live = gtk_widget_paintable_new(widget) else { return nil }
        defer { g_object_unref(UnsafeMutableRawPointer(live)) }
        guard let still = gdk_paintable_get_current_image(live) else { return nil }
        return Paintable(taking: UnsafeMutableRawPointer(still))
    }

    /// Runs `handler` when the widget is destroyed.
    @discardableResult
    public func onDestroy(_ handler: @escaping VoidHandler) -> UInt {
        connect("destroy", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Runs `handler` when the widget is mapped (shown on screen).
    @discardableResult
    public func onMap(_ handler: @escaping VoidHandler) -> UInt {
        connect("map", handler, trampoline: trampolinePointer(voidTrampoline))
    }
}

/// A `GdkPaintable`: an image that can be drawn, such as a widget snapshot.
@MainActor
public final class Paintable: Object {}
