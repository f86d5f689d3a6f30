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
    /// Play or pause on the track that plays, a warning on one whose file is not there,
    /// nothing otherwise: one slot, so that the titles line up.
    private let statusIcon = Icon(named: "")

    /// What a row says of its track besides its fields.
    struct Marks: OptionSet, Equatable {
        let rawValue: Int
        /// The file is not there.
        static let missing = Marks(rawValue: 1)
        /// The track plays.
        static let playing = Marks(rawValue: 2)
        /// The track is paused.
        static let paused = Marks(rawValue: 4)
    }

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
        statusIcon.setSizeRequest(width: 16, height: -1)
        widget.append(position)
        widget.append(statusIcon)
        for label in [title, artist, length] { widget.append(label) }
    }

    /// What the row shows now, so that binding it again to the same thing costs nothing.
    private var shown: (track: Track, index: Int, count: Int, marks: Marks)?
    /// The name the row last gave screen readers.
    private var accessibleName = ""

    /// Shows `track` at `index` (0-based) of a playlist of `count` tracks, with `marks`.
    func show(_ track: Track, at index: Int, of count: Int, marks: Marks) {
        let before = shown
        if let before, before.index == index, before.count == count, before.track == track, before.marks == marks { return }
        shown = (track, index, count, marks)
        let playing = !marks.isDisjoint(with: [.playing, .paused])
        // Only what changed is set again: a batch of tags read reshows every row in view.
        if before?.marks != marks {
            statusIcon.iconName = marks.contains(.paused) ? "media-playback-pause-symbolic"
                : playing ? "media-playback-start-symbolic" : marks.contains(.missing) ? "dialog-warning-symbolic" : ""
            statusIcon.tooltip = marks.contains(.missing) && !playing ? "The file is not there" : nil
            for (style, on) in [("accent", playing), ("warning", marks.contains(.missing) && !playing)] {
                if on { statusIcon.addCSSClass(style) } else { statusIcon.removeCSSClass(style) }
            }
        }
        position.text = "\(index + 1)"
        title.text = track.displayTitle
        artist.text = track.artist ?? ""
        length.text = track.duration.map(DurationText.clock) ?? ""
        let state = marks.contains(.playing) ? "playing" : marks.contains(.paused) ? "paused" : nil
        let name = [track.displayTitle, track.artist, marks.contains(.missing) ? "file missing" : nil, state]
            .compactMap { $0 }.joined(separator: ", ")
        let named = "\(name), \(index + 1) of \(count)"
        guard named != accessibleName else { return }
        accessibleName = named
        widget.setAccessibleLabel(name)
        // The list's row around it is what takes focus: a screen reader names the focused row,
        // with its place in the playlist.
        widget.parent?.setAccessibleLabel(named)
    }
}
