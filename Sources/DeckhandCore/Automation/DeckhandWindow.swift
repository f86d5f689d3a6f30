import DeckhandGtk

/// A window of Deckhand's, kept open by the application until it is closed.
@MainActor
protocol DeckhandWindow: AnyObject {
    /// The GTK window.
    var window: ApplicationWindow { get }
}
