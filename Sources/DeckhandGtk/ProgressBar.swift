import CDeckhandGtk

/// A `GtkProgressBar`: how far a long task has got, with the percentage written on it.
@MainActor
public final class ProgressBar: Widget {
    /// Creates an empty bar that shows its percentage.
    public init() {
        super.init(taking: UnsafeMutableRawPointer(gtk_progress_bar_new()))
        gtk_progress_bar_set_show_text(OpaquePointer(pointer), 1)
    }

    /// The part done, from 0 to 1.
    public var fraction: Double {
        get { gtk_progress_bar_get_fraction(OpaquePointer(pointer)) }
        set { gtk_progress_bar_set_fraction(OpaquePointer(pointer), newValue) }
    }
}
