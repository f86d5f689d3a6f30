import Foundation
import Localization
import Playlist

/// What the playlist editor's Play/Pause plays and says, as data: the track it starts with,
/// the track it goes on to, and its words for the status line and the button. The window
/// plays the file (GTK's media backend) and shows these.
///
/// ```swift
/// let next = PlaylistPlayback.next(after: 3, in: tracks) { _, file in FileManager.default.fileExists(atPath: file.path) }
/// ```
public enum PlaylistPlayback {
    /// The track Play starts with when nothing plays: the first selected, else the playlist's
    /// first; nil for an empty playlist.
    public static func trackToStart(selected: Track?, in tracks: [Track]) -> Track.ID? {
        (selected ?? tracks.first)?.id
    }

    /// The track to go on to after `id`, in the playlist's order as it is now: the next file
    /// that `isThere` says is there (streams are passed over); nil after the last, or when `id`
    /// is no longer in the playlist.
    ///
    /// - Complexity: O(*n*) in the tracks.
    public static func next(after id: Track.ID, in tracks: [Track], isThere: (Track, URL) -> Bool) -> Track? {
        guard let index = tracks.firstIndex(where: { $0.id == id }) else { return nil }
        return tracks[(index + 1)...].first { track in
            guard case .file(let url) = track.location else { return false }
            return isThere(track, url)
        }
    }

    /// "Playing Harbour, 3 of 40", or "Paused …": what the status line and a screen reader hear.
    public static func news(title: String, number: Int, of count: Int, paused: Bool) -> String {
        paused
            // TRANSLATORS: %1$s is the track's title, %2$d its place in the playlist, %3$d the playlist's length.
            ? tr("Paused %1$s, %2$d of %3$d", title, number, count)
            // TRANSLATORS: %1$s is the track's title, %2$d its place in the playlist, %3$d the playlist's length.
            : tr("Playing %1$s, %2$d of %3$d", title, number, count)
    }

    /// The Play/Pause button's name for what it would do now: pause a track playing, resume
    /// one paused, or play the selected track.
    public static func buttonName(playing: Bool, paused: Bool) -> String {
        playing ? tr("Pause") : paused ? tr("Resume") : tr("Play the selected track")
    }
}
