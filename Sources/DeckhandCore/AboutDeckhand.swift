import Gtk

/// The About window every Deckhand window offers, with the one version number the app shows.
@MainActor
enum AboutDeckhand {
    /// The version, as `meson.build` and the metainfo's latest release give it.
    static let version = "0.5.0"

    /// Shows the About window over `window`.
    static func show(over window: ApplicationWindow) {
        Dialogs.showAbout(
            over: window, name: "Deckhand", version: version,
            comments: "Arrange cards and collections by dragging them",
            website: "https://deckhand.app/", iconName: "app.deckhand.Deckhand"
        )
    }
}
