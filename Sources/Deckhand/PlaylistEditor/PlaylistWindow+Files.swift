import Foundation
import Gtk
import Playlist

/// Opening other playlists, saving this one (in place or elsewhere), and asking before
/// closing with unsaved changes.
extension PlaylistWindow {
    /// The files the file chooser offers.
    static let playlistFilter: FileChooser.Filter = (
        "Playlists (M3U, M3U8, PLS, XSPF)", PlaylistFormat.allCases.map(\.rawValue)
    )

    /// Asks for playlists to open, each in its own window.
    func chooseFilesToOpen() {
        FileChooser.open(over: window, title: "Open Playlist", filter: Self.playlistFilter) { [weak self] paths in
            guard !paths.isEmpty else { return }
            self?.host?.openPlaylists(paths.map { URL(fileURLWithPath: $0) })
        }
    }

    /// Saves to the playlist's file, or asks where first when it has none; `then` learns
    /// whether the playlist ended up saved.
    func save(then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        guard document.url != nil else { return saveAs(then: done) }
        done(write(to: nil))
    }

    /// Asks where to save the playlist (its format follows the name's extension; M3U8 when it
    /// has none) and saves it there; `then` learns whether it was saved.
    func saveAs(then done: @escaping @MainActor (Bool) -> Void = { _ in }) {
        let suggested = document.url?.lastPathComponent ?? "New Playlist.m3u8"
        let folder = document.url?.deletingLastPathComponent().path
        FileChooser.save(
            over: window, title: "Save Playlist As", name: suggested, folder: folder, filter: Self.playlistFilter
        ) { [weak self] path in
            guard let self, let path else { return done(false) }
            var url = URL(fileURLWithPath: path)
            if url.pathExtension.isEmpty {
                url.appendPathExtension("m3u8")
                // The chooser asked about replacing the name typed, not this one.
                guard !FileManager.default.fileExists(atPath: url.path) else {
                    status.text = "\(url.lastPathComponent) already exists. Save As again and choose it to replace it."
                    return done(false)
                }
            }
            if let other = host?.window(showing: url), other !== self {
                status.text = "\(url.lastPathComponent) is open in another window. Close it there first, or choose another name."
                return done(false)
            }
            done(write(to: url))
        }
    }

    /// Saves atomically to `url` (the playlist's own file when nil); shows how it went.
    private func write(to url: URL?) -> Bool {
        do {
            try document.save(to: url)
        } catch {
            status.text = error.errorDescription ?? "The playlist could not be saved"
            return false
        }
        keeper.forget()
        if let saved = document.url { host?.noteRecent(saved) }
        showTracks()
        status.text = "Saved \(name)"
        return true
    }

    /// Asks whether to save the changes, discard them or keep the window open; saves and
    /// closes, closes, or does nothing. A failed save keeps the window open with the error.
    func askToSaveBeforeClosing() {
        guard !isAskingToSave else { return }
        isAskingToSave = true
        // Drags still reach a window under a modal dialog: no edits while the question is up.
        updateAvailability()
        QuestionDialog.ask(
            over: window, "Save changes to “\(name)” before closing?",
            detail: "If you close without saving, your changes are lost.",
            cancel: "_Cancel", destructive: "_Discard", suggested: "_Save"
        ) { [weak self] answer in
            guard let self else { return }
            isAskingToSave = false
            updateAvailability()
            switch answer {
            case .cancel:
                return
            case .destructive:
                keeper.forget()
                closeForGood()
            case .suggested:
                save { [weak self] saved in
                    if saved { self?.closeForGood() }
                }
            }
        }
    }

    private func closeForGood() {
        mayClose = true
        window.close()
    }
}
