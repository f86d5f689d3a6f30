import DeckhandGtk

/// Remembers the size and maximised state of each kind of window in the settings
/// (`cards-window-width`, …): a window opens as the last one of its kind closed.
@MainActor
struct RememberedWindowSize {
    /// The kind of window, which names its keys.
    let kind: LaunchOptions.WindowKind
    /// Where the size is kept; nil when settings are unavailable (the window then opens at its
    /// schema's default size, given here too).
    let settings: StoredSettings?
    /// The size a window of this kind opens at the first time.
    let fallback: (width: Int, height: Int)

    /// Gives `window` the remembered size, maximised if it was, and keeps its size whenever
    /// it is asked to close.
    func apply(to window: ApplicationWindow) {
        if let settings {
            window.setDefaultSize(width: settings.integer(key("width")), height: settings.integer(key("height")))
            if settings.boolean(key("maximized")) { window.isMaximized = true }
        } else {
            window.setDefaultSize(width: fallback.width, height: fallback.height)
        }
        window.onCloseRequest { [self, weak window] in
            if let window { keep(window) }
            return false
        }
    }

    /// Writes down `window`'s size now.
    private func keep(_ window: ApplicationWindow) {
        guard let settings else { return }
        let size = window.defaultSize
        if size.width > 0, size.height > 0 {
            settings.setInteger(key("width"), size.width)
            settings.setInteger(key("height"), size.height)
        }
        settings.setBoolean(key("maximized"), window.isMaximized)
    }

    private func key(_ name: String) -> String {
        "\(kind.rawValue)-window-\(name)"
    }
}
