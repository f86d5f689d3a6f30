import Foundation
import Gtk
import Playlist

/// Keeps one window's unsaved edits on disk as they happen, so that they survive Deckhand
/// being killed: a moment after the last edit, the tracks are written on a worker thread
/// (one shared queue, so writes land in order); saving or discarding forgets them.
@MainActor
final class UnsavedEditsKeeper {
    /// Names this window's entry in the store.
    let id: String
    private let store: UnsavedPlaylistStore
    private var pending: RepeatingTimer?
    /// Writes and removals, in the order they were asked for.
    private static let queue = DispatchQueue(label: "app.deckhand.unsaved-edits")
    /// How long after an edit the tracks are written, so a burst of edits writes once.
    private static let delayMilliseconds = 300

    /// A keeper writing to `store` under `id` (a fresh one unless restoring an entry).
    init(store: UnsavedPlaylistStore, id: String = UUID().uuidString) {
        self.store = store
        self.id = id
    }

    /// Keeps the document's tracks soon if it has unsaved changes, or forgets them if not;
    /// `current` gives the document as it is when the moment comes (not a copy held until
    /// then, which would make the next edit copy every track).
    func documentChanged(_ document: PlaylistDocument, current: @escaping @MainActor () -> PlaylistDocument) {
        guard document.hasUnsavedChanges else { return forget() }
        pending?.stop()
        pending = RepeatingTimer(milliseconds: Self.delayMilliseconds) { [weak self] in
            let document = current()
            if document.hasUnsavedChanges { self?.write(document.tracks, of: document.url) }
            return false
        }
    }

    /// Drops a write not yet started: a save is about to make it moot (if the save fails,
    /// `documentChanged` asks again).
    func cancelPendingWrite() {
        pending?.stop()
    }

    /// Forgets what was kept: the edits were saved or thrown away. The removal queues behind
    /// any write in progress; both count as `BackgroundWrites`, which the app waits for.
    func forget() {
        pending?.stop()
        let (store, id) = (store, id)
        Self.queue.async(group: BackgroundWrites.group) { store.discard(id: id) }
    }

    /// A keeper for the same store under a fresh ID, leaving what this one kept alone.
    func keeperOfItsOwn() -> UnsavedEditsKeeper {
        UnsavedEditsKeeper(store: store)
    }

    private func write(_ tracks: [Track], of file: URL?) {
        let (store, id) = (store, id)
        Self.queue.async(group: BackgroundWrites.group) {
            do {
                try store.keep(tracks, id: id, file: file)
            } catch {
                FileHandle.standardError.write(Data("deckhand: cannot keep unsaved edits: \(error.localizedDescription)\n".utf8))
            }
        }
    }
}
