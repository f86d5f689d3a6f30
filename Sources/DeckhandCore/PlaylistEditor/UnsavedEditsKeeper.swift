import Foundation
import DeckhandGtk
import Localization
import Playlist

/// What holds the document an `UnsavedEditsKeeper` keeps: the keeper takes the document's
/// changes from it when the moment to write comes.
@MainActor
protocol KeptDocumentOwner: AnyObject {
    var document: PlaylistDocument { get set }
}

/// Keeps one window's unsaved edits on disk as they happen, so that they survive Deckhand
/// being killed: a moment after the last edit, what changed since the last write is written
/// on a worker thread (one shared queue, so writes land in order), as `KeptEdits` decides;
/// saving or discarding forgets them.
@MainActor
final class UnsavedEditsKeeper {
    /// Names this window's entry in the store.
    var id: String { kept.id }
    private let store: UnsavedPlaylistStore
    private var kept: KeptEdits
    private weak var owner: (any KeptDocumentOwner)?
    private var pending: RepeatingTimer?
    /// Writes and removals, in the order they were asked for.
    private static let queue = DispatchQueue(label: "app.deckhand.unsaved-edits")
    /// How long after an edit the changes are written, so a burst of edits writes once.
    private static let delayMilliseconds = 300

    /// A keeper writing to `store` under a fresh ID, or under `entry`'s when restoring it.
    init(store: UnsavedPlaylistStore, restoring entry: UnsavedPlaylistStore.Entry? = nil) {
        self.store = store
        kept = KeptEdits(id: entry?.id ?? UUID().uuidString, generation: entry?.generation ?? 0)
    }

    /// Keeps the changes to `owner`'s document soon if it has unsaved changes, or forgets
    /// what was kept if not. The changes are taken from the document when the moment comes,
    /// so a burst of edits is one write.
    func documentChanged(of owner: any KeptDocumentOwner) {
        self.owner = owner
        guard owner.document.hasUnsavedChanges else { return forget() }
        pending?.stop()
        pending = RepeatingTimer(milliseconds: Self.delayMilliseconds) { [weak self] in
            self?.writeNow()
            return false
        }
    }

    /// Drops a write not yet started: a save is about to make it moot (if the save fails,
    /// `documentChanged` asks again, and the changes are still in the document).
    func cancelPendingWrite() {
        pending?.stop()
    }

    /// Forgets what was kept: the edits were saved or thrown away. The removal queues behind
    /// any write in progress; both count as `BackgroundWrites`, which the app waits for.
    func forget() {
        pending?.stop()
        kept.startAfresh()
        let (store, id) = (store, id)
        Self.queue.async(group: BackgroundWrites.group) { store.discard(id: id) }
    }

    /// A keeper for the same store under a fresh ID, leaving what this one kept alone.
    func keeperOfItsOwn() -> UnsavedEditsKeeper {
        UnsavedEditsKeeper(store: store)
    }

    /// After a failed write: the next one is whole, a moment from now.
    private func retry() {
        kept.startAfresh()
        if let owner { documentChanged(of: owner) }
    }

    private func writeNow() {
        guard let owner, owner.document.hasUnsavedChanges else { return }
        let write = kept.nextWrite(for: &owner.document)
        let store = store
        Self.queue.async(group: BackgroundWrites.group) {
            do {
                try write.perform(in: store)
            } catch {
                // TRANSLATORS: printed on the terminal after "deckhand: "; %s is why the edits could not be written.
                let problem = tr("cannot keep unsaved edits: %s", error.localizedDescription)
                FileHandle.standardError.write(Data("deckhand: \(problem)\n".utf8))
                // What is on disk lacks these changes: try again soon, with all the tracks.
                MainLoop.onMainThread { [weak self] in self?.retry() }
            }
        }
    }
}
