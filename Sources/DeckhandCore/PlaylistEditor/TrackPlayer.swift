import Foundation
import DeckhandGtk
import DeckhandModels
import Localization
import Playlist

/// Hearing a track to decide where it goes: Play/Pause (the header bar's button, Ctrl+Space,
/// as in Rhythmbox; Space stays the keyboard's pick-up) plays the selected track through GTK's
/// media backend (GStreamer), marks its row, and goes on to the next track in the playlist's
/// order as it is now. Removing the playing track stops it; a file that cannot play says why.
/// What plays is the model's (`PlaylistEditorModel.playing`); the file as GTK plays it, here.
@MainActor
final class TrackPlayer {
    private weak var editor: PlaylistWindow?
    private var media: MediaFile?

    /// Plays the tracks of `editor`.
    init(for editor: PlaylistWindow) {
        self.editor = editor
    }

    /// Pauses or resumes the track playing; with none, plays the first selected track (the
    /// first track when nothing is selected).
    func playOrPause() {
        guard let editor else { return }
        let model = editor.model
        if let playing = model.playing, let media {
            if media.isPlaying { media.pause() } else { media.play() }
            model.playing = (playing.id, !media.isPlaying)
            editor.rows.refresh()
            showButton()
            return announce(playing.id)
        }
        let selected = editor.list.selectedPositions.first.flatMap { model.shown[safe: $0] }
        guard let id = PlaylistPlayback.trackToStart(selected: selected, in: model.document.tracks) else { return }
        play(id)
    }

    /// Plays the track `id` from its start, stopping whatever played.
    private func play(_ id: Track.ID) {
        stop()
        guard let editor, let track = editor.model.document.tracks.first(where: { $0.id == id }) else { return }
        let title = editor.model.known(track).displayTitle
        guard case .file(let url) = track.location else {
            return editor.say(tr("“%s” is a stream: Deckhand plays the playlist's own files", title))
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            editor.model.noteMissing(url.path)
            editor.rows.refresh()
            editor.showTracks()
            // TRANSLATORS: %1$s is the track's title, %2$s the path of its file.
            return editor.say(tr("“%1$s” cannot be played: %2$s is not there", title, url.path))
        }
        let media = MediaFile(path: url.path)
        // The next track starts once the ended file's signal is over.
        media.onEnded { [weak self] in MainLoop.whenIdle { self?.playNext(after: id) } }
        media.onProblem { [weak self, weak media] in
            guard let self, let media, self.media === media else { return }
            // TRANSLATORS: fills the %2$s of "“%1$s” cannot be played: %2$s" when GStreamer gives no reason.
            let problem = media.problem ?? tr("the file could not be played")
            stop()
            // TRANSLATORS: %1$s is the track's title, %2$s why it cannot be played (GStreamer's words).
            self.editor?.say(tr("“%1$s” cannot be played: %2$s", title, problem))
        }
        self.media = media
        media.play()
        editor.model.playing = (id, !media.isPlaying)
        editor.rows.refresh()
        announce(id)
        editor.updateAvailability()
    }

    /// Goes on to the next track after `id` in the playlist's order now whose file is there
    /// (streams and missing files are passed over); stops after the last, or at once when the
    /// user turned Play On off.
    private func playNext(after id: Track.ID) {
        guard let editor else { return }
        let model = editor.model
        if editor.settings?.boolean("play-on") == false {
            stop()
            guard let track = model.document.tracks.first(where: { $0.id == id }) else { return editor.say(tr("Played “the track”")) }
            return editor.say(tr("Played “%s”", model.known(track).displayTitle))
        }
        guard model.document.tracks.contains(where: { $0.id == id }) else { return stop() }
        let next = PlaylistPlayback.next(after: id, in: model.document.tracks) { track, url in
            guard !model.isMissing(track) else { return false }
            // A file gone since it was looked at is marked now, and passed over too.
            guard FileManager.default.fileExists(atPath: url.path) else {
                model.noteMissing(url.path)
                return false
            }
            return true
        }
        editor.rows.refresh()
        editor.showTracks()
        guard let next else {
            stop()
            return editor.say(tr("Played to the end of the playlist"))
        }
        play(next.id)
    }

    /// Stops playing, if anything plays, and unmarks its row.
    func stop() {
        guard let media else { return }
        media.stop()
        self.media = nil
        editor?.model.playing = nil
        editor?.rows.refresh()
        editor?.updateAvailability()
    }

    /// After an edit: a playing track that was removed stops, and says so.
    func stopIfRemoved() {
        guard let editor, let id = editor.model.playing?.id, !editor.model.document.tracks.contains(where: { $0.id == id }) else { return }
        stop()
        editor.say(tr("Stopped: the track playing was removed"))
    }

    /// The header bar's button as what it would do now: Pause while a track plays, Play
    /// otherwise.
    func showButton() {
        let pauses = media?.isPlaying == true
        let name = PlaylistPlayback.buttonName(playing: pauses, paused: media != nil && !pauses)
        editor?.header.showPlayButton(pauses: pauses, name: name)
    }

    /// Whether the track playing is paused.
    var isPaused: Bool { media.map { !$0.isPlaying } ?? false }

    /// "Playing Harbour, 3 of 40" (or "Paused …"), in the status line and to a screen reader.
    private func announce(_ id: Track.ID) {
        guard let editor, let index = editor.model.document.tracks.firstIndex(where: { $0.id == id }) else { return }
        let tracks = editor.model.document.tracks
        let title = editor.model.known(tracks[index]).displayTitle
        editor.say(PlaylistPlayback.news(title: title, number: index + 1, of: tracks.count, paused: isPaused))
    }
}
