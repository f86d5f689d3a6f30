import DeckhandGtk
import Playlist

/// One row of the playlist editor: position, title, artist and length.
@MainActor
final class TrackRow {
    let widget = Box(.horizontal, spacing: 12)
    private let position = Label("")
    private let title = Label("")
    private let artist = Label("")
    private let length = Label("")

    init() {
        widget.addCSSClass("track-row")
        position.addCSSClass("dim-label")
        position.setSizeRequest(width: 48, height: -1)
        position.xAlign = 1
        title.expandsHorizontally = true
        title.xAlign = 0
        title.ellipsizeAtEnd()
        artist.setSizeRequest(width: 220, height: -1)
        artist.xAlign = 0
        artist.ellipsizeAtEnd()
        artist.addCSSClass("dim-label")
        length.setSizeRequest(width: 56, height: -1)
        length.xAlign = 1
        length.addCSSClass("numeric")
        for label in [position, title, artist, length] { widget.append(label) }
    }

    /// What the row shows now, so that binding it again to the same thing costs nothing.
    private var shown: (track: Track, index: Int, count: Int)?

    /// Shows `track` at `index` (0-based) of a playlist of `count` tracks.
    func show(_ track: Track, at index: Int, of count: Int) {
        if let shown, shown.index == index, shown.count == count, shown.track == track { return }
        shown = (track, index, count)
        position.text = "\(index + 1)"
        title.text = track.displayTitle
        artist.text = track.artist ?? ""
        length.text = track.duration.map(Self.format) ?? ""
        let name = [track.displayTitle, track.artist].compactMap { $0 }.joined(separator: ", ")
        widget.setAccessibleLabel(name)
        // The list's row around it is what takes focus: a screen reader names the focused row,
        // with its place in the playlist.
        widget.parent?.setAccessibleLabel("\(name), \(index + 1) of \(count)")
    }

    /// Seconds as `m:ss` (or `h:mm:ss`).
    static func format(_ seconds: Double) -> String {
        let total = Int(seconds.rounded())
        let (hours, minutes, secs) = (total / 3600, total / 60 % 60, total % 60)
        let mmss = (minutes < 10 && hours > 0 ? "0" : "") + "\(minutes):" + (secs < 10 ? "0" : "") + "\(secs)"
        return hours > 0 ? "\(hours):\(mmss)" : mmss
    }
}
