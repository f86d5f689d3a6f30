import Foundation
import Playlist

/// What a playlist window is doing, for an observer that measures it (`PlaylistAutomation`).
enum PlaylistActivity {
    case loading, loaded, dragging, dropped, lookingAtFiles, lookedAtFiles
    /// The tracks' order changed.
    case orderChanged
}

/// Where a playlist window's playlist comes from.
enum PlaylistSource {
    /// A new, empty playlist.
    case empty
    /// A playlist file, read off the main thread.
    case file(URL)
    /// Unsaved edits kept when Deckhand last stopped.
    case restored(UnsavedPlaylistStore.Entry)
}
