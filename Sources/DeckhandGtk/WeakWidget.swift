/// A widget held weakly, where GTK decides how long it lives.
@MainActor
public struct WeakWidget {
    /// The widget, while something else keeps it.
    public weak var widget: Widget?

    /// Holds `widget` weakly.
    public init(widget: Widget) {
        self.widget = widget
    }
}
