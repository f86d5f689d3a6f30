import DeckhandGtk
import Localization
import Playlist

/// One row of the playlist editor: position, title, artist and length; in a narrow window the
/// artist goes under the title, as on a phone. A long list keeps about 200 rows, all made as
/// it first shows: a row makes its status icon and the box that stacks the artist under the
/// title only once it needs them.
@MainActor
final class TrackRow {
    let widget = Box(.horizontal, spacing: 12)
    private let position = Label("")
    private let title = Label("")
    /// The artist under the title, in a narrow window (in a box with the title, made the first
    /// time the row is narrow).
    private var byline: Label?
    /// The artist in a column of its own, in a wide one.
    private let artist = Label("")
    private let length = Label("")
    /// Play or pause on the track that plays, a warning on one whose file is not there,
    /// nothing otherwise: one slot, so that the titles line up (a margin holds its place until
    /// the row first needs it).
    private var statusIcon: Icon?
    /// The icon's width and the row's spacing after it.
    private static let iconSlot = 16 + 12

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

    /// A row laid out as `layout` says.
    init(layout: Layout) {
        widget.addCSSClass("track-row")
        position.addCSSClass("dim-label")
        position.xAlign = 1
        position.marginEnd = Self.iconSlot
        title.expandsHorizontally = true
        title.xAlign = 0
        title.ellipsizeAtEnd()
        artist.xAlign = 0
        artist.ellipsizeAtEnd()
        artist.addCSSClass("dim-label")
        length.setSizeRequest(width: 56, height: -1)
        length.xAlign = 1
        length.addCSSClass("numeric")
        for part in [position, title, artist, length] { widget.append(part) }
        layOut(layout)
    }

    /// How wide a window's rows are laid out.
    enum Layout: Equatable {
        /// The artist in a column this wide.
        case columns(artistWidth: Int)
        /// The artist under the title, the position column narrower.
        case narrow

        /// The layout for a list `width` pixels wide: columns from 720 px (where the wide
        /// header bar still has room for the title; above its least width, so that a window
        /// made narrower gets to the narrow layout), the artist's taking about a third of what
        /// the position and length leave.
        init(width: Int) {
            // In steps of 20 px: a few pixels more or less lay no row out again.
            self = width < 720 ? .narrow : .columns(artistWidth: min(360, max(140, (width - 200) * 38 / 100 / 20 * 20)))
        }
    }

    /// Lays the row out as `layout` says.
    func layOut(_ layout: Layout) {
        switch layout {
        case .narrow:
            position.setSizeRequest(width: 32, height: -1)
            artist.isVisible = false
            showByline()
        case .columns(let width):
            position.setSizeRequest(width: 48, height: -1)
            artist.setSizeRequest(width: width, height: -1)
            artist.isVisible = true
            byline?.isVisible = false
        }
        rowLayout = layout
    }

    private var rowLayout = Layout.narrow

    /// Shows the artist under the title, in a box made the first time.
    private func showByline() {
        let shown = byline ?? {
            let label = Label("")
            label.xAlign = 0
            label.ellipsizeAtEnd()
            label.addCSSClass("dim-label")
            label.addCSSClass("caption")
            let stack = Box(.vertical)
            stack.expandsHorizontally = true
            widget.remove(title)
            stack.append(title)
            stack.append(label)
            widget.append(stack)
            widget.reorder(stack, after: statusIcon ?? position)
            byline = label
            return label
        }()
        // A line even with no artist: the list works out where rows are from one row's height.
        shown.text = artist.text.isEmpty ? " " : artist.text
        shown.isVisible = true
        // The row's own name says the artist (a text sets the label's own visibility to it).
        shown.setAccessibleHidden(true)
    }

    /// The status icon, made the first time a mark needs it, in the slot the position's margin
    /// kept.
    private func icon() -> Icon {
        if let statusIcon { return statusIcon }
        let made = Icon(named: "")
        made.setSizeRequest(width: 16, height: -1)
        made.tooltipWhenAsked { [weak self] in
            guard let marks = self?.shown?.marks, marks == .missing else { return nil }
            return tr("The file is not there")
        }
        widget.append(made)
        widget.reorder(made, after: position)
        position.marginEnd = 0
        statusIcon = made
        return made
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
        if before?.marks != marks, !marks.isEmpty || statusIcon != nil {
            let statusIcon = icon()
            statusIcon.iconName = marks.contains(.paused) ? "media-playback-pause-symbolic"
                : playing ? "media-playback-start-symbolic" : marks.contains(.missing) ? "dialog-warning-symbolic" : ""
            for (style, on) in [("accent", playing), ("warning", marks.contains(.missing) && !playing)] {
                if on { statusIcon.addCSSClass(style) } else { statusIcon.removeCSSClass(style) }
            }
        }
        position.text = "\(index + 1)"
        title.text = track.displayTitle
        artist.text = track.artist ?? ""
        if rowLayout == .narrow { showByline() }
        length.text = track.duration.map(DurationText.clock) ?? ""
        // What a screen reader says of the row, after the title and artist ("Harbour, Cy, file missing").
        let state = marks.contains(.playing) ? trc("track state", "playing")
            : marks.contains(.paused) ? trc("track state", "paused") : nil
        let missing = marks.contains(.missing) ? trc("track state", "file missing") : nil
        let name = [track.displayTitle, track.artist, missing, state]
            .compactMap { $0 }.joined(separator: trc("list separator", ", "))
        // TRANSLATORS: a playlist row as a screen reader names it: %1$s is what the row says ("Harbour, Cy"), %2$d its place, %3$d the playlist's length.
        let named = tr("%1$s, %2$d of %3$d", name, index + 1, count)
        guard named != accessibleName else { return }
        accessibleName = named
        widget.setAccessibleLabel(name)
        nameCell()
    }

    /// Names the list's row around this one, which is what takes focus: a screen reader names
    /// the focused row, with its place in the playlist. The reorder container names a row as
    /// it is bound (from its first label, with its place in the list); the playlist's own name
    /// (its title, artist and state, with its number in the whole playlist) goes on after it.
    func nameCell() {
        widget.parent?.setAccessibleLabel(accessibleName)
    }
}
