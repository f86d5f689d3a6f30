import Foundation
import DeckhandGtk

/// What a playlist window asks of the application: other playlist windows, and the recent
/// playlists.
@MainActor
protocol PlaylistWindowHost: AnyObject {
    /// Opens each playlist in its own window, or brings forward the window it is open in.
    func openPlaylists(_ urls: [URL])
    /// The window that has the playlist at `url` open, if one has.
    func window(showing url: URL) -> PlaylistWindow?
    /// Closes the window showing `url` unless it has unsaved changes or is `window`.
    func closeUnchangedWindow(showing url: URL, except window: PlaylistWindow)
    /// Opens a window on a new, empty playlist.
    func newPlaylist()
    /// Notes that `url` was opened or saved, for the recent playlists.
    func noteRecent(_ url: URL)
    /// The menu of recent playlists, shared by every window.
    var recentMenu: Menu { get }
}
