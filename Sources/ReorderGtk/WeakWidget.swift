import Gtk

/// A widget held weakly, where GTK decides how long it lives.
@MainActor
struct WeakWidget {
    weak var widget: Widget?
}
