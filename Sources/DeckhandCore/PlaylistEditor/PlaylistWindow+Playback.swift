import Foundation
import DeckhandGtk
import DeckhandModels
import Localization
import Playlist

/// Hearing a track to decide where it goes: Play/Pause (the header bar's button, Ctrl+Space,
/// as in Rhythmbox; Space stays the keyboard's pick-up) plays the selected track through GTK's
/// media backend (GStreamer), marks its row, and goes on to the next track in the playlist's
/// order as it is now. Removing the playing track stops it; a file that cannot play says why.
extension PlaylistWindow {
    /// Pauses or resumes the track playing; with none, plays the first selected track (the
    /// first track when nothing is selected).
    func playOrPause() {
        if let playing {
            if playing.media.isPlaying { playing.media.pause() } else { playing.media.play() }
            refreshBoundRows()
            showPlayButton()
            announce(playing: playing.id, paused: !playing.media.isPlaying)
            return
        }
        let selected = list.selectedPositions.first.flatMap { shown[safe: $0] }
        guard let id = PlaylistPlayback.trackToStart(selected: selected, in: document.tracks) else { return }
        play(id)
    }

    /// Plays the track `id` from its start, stopping whatever played.
    func play(_ id: Track.ID) {
        stopPlaying()
        guard let track = document.tracks.first(where: { $0.id == id }) else { return }
        let title = known(track).displayTitle
        guard case .file(let url) = track.location else {
            return say(tr("“%s” is a stream: Deckhand plays the playlist's own files", title))
        }
        guard FileManager.default.fileExists(atPath: url.path) else {
            files.noteMissing(url.path)
            missingIDs = nil
            refreshBoundRows()
            showTracks()
            // TRANSLATORS: %1$s is the track's title, %2$s the path of its file.
            return say(tr("“%1$s” cannot be played: %2$s is not there", title, url.path))
        }
        let media = MediaFile(path: url.path)
        // The next track starts once the ended file's signal is over.
        media.onEnded { [weak self] in MainLoop.whenIdle { self?.playNext(after: id) } }
        media.onProblem { [weak self, weak media] in
            guard let self, let media, playing?.id == id else { return }
            // TRANSLATORS: fills the %2$s of "“%1$s” cannot be played: %2$s" when GStreamer gives no reason.
            let problem = media.problem ?? tr("the file could not be played")
            stopPlaying()
            // TRANSLATORS: %1$s is the track's title, %2$s why it cannot be played (GStreamer's words).
            say(tr("“%1$s” cannot be played: %2$s", title, problem))
        }
        playing = (id, media)
        media.play()
        refreshBoundRows()
        announce(playing: id, paused: false)
        updateAvailability()
    }

    /// Goes on to the next track after `id` in the playlist's order now whose file is there
    /// (streams and missing files are passed over); stops after the last, or at once when the
    /// user turned Play On off.
    private func playNext(after id: Track.ID) {
        if settings?.boolean("play-on") == false {
            stopPlaying()
            guard let track = document.tracks.first(where: { $0.id == id }) else { return say(tr("Played “the track”")) }
            return say(tr("Played “%s”", known(track).displayTitle))
        }
        guard document.tracks.contains(where: { $0.id == id }) else { return stopPlaying() }
        let next = PlaylistPlayback.next(after: id, in: document.tracks) { track, url in
            guard !isMissing(track) else { return false }
            // A file gone since it was looked at is marked now, and passed over too.
            guard FileManager.default.fileExists(atPath: url.path) else {
                files.noteMissing(url.path)
                missingIDs = nil
                return false
            }
            return true
        }
        refreshBoundRows()
        showTracks()
        guard let next else {
            stopPlaying()
            return say(tr("Played to the end of the playlist"))
        }
        play(next.id)
    }

    /// Stops playing, if anything plays, and unmarks its row.
    func stopPlaying() {
        guard let playing else { return }
        playing.media.stop()
        self.playing = nil
        refreshBoundRows()
        updateAvailability()
    }

    /// After an edit: a playing track that was removed stops, and says so.
    func stopPlayingIfRemoved() {
        guard let id = playing?.id, !document.tracks.contains(where: { $0.id == id }) else { return }
        stopPlaying()
        say(tr("Stopped: the track playing was removed"))
    }

    /// The header bar's button as what it would do now: Pause while a track plays, Play
    /// otherwise.
    func showPlayButton() {
        guard let playButton else { return }
        let pauses = playing?.media.isPlaying == true
        let name = PlaylistPlayback.buttonName(playing: pauses, paused: playing != nil && !pauses)
        playButton.iconName = pauses ? "media-playback-pause-symbolic" : "media-playback-start-symbolic"
        playButton.tooltip = Button.tooltip(name, accelerator: "<Control>space")
        playButton.setAccessibleLabel(name)
    }

    /// "Playing Harbour, 3 of 40" (or "Paused …"), in the status line and to a screen reader.
    private func announce(playing id: Track.ID, paused: Bool) {
        guard let index = document.tracks.firstIndex(where: { $0.id == id }) else { return }
        say(PlaylistPlayback.news(title: known(document.tracks[index]).displayTitle, number: index + 1, of: document.tracks.count, paused: paused))
    }
}
