/// A widget's Swift wrapper held weakly: it goes when the wrapper does, whatever becomes of the
/// widget. (`WeakReference` follows the GObject itself.)
@MainActor
public struct WeakWidget {
    /// The widget, while something else keeps it.
    public weak var widget: Widget?

    /// Holds `widget` weakly.
    public init(widget: Widget) {
        self.widget = widget
    }
}
