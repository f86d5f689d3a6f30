import DeckhandGtk
import DeckhandModels
import Localization
import Playlist

/// The Sort menu: sorting, shuffling and removing duplicates, each one undoable edit made of
/// the reorders (or the removal) a drag or Delete makes, announced like them.
extension PlaylistWindow {
    /// The menu's entries: label and action.
    static var orderMenuEntries: [(label: String, action: String)] {
        [
            (tr("Sort by Artist"), "win.sort-artist"), (tr("Sort by Album"), "win.sort-album"), (tr("Sort by Title"), "win.sort-title"),
            (tr("Sort by Track Number"), "win.sort-trackNumber"), (tr("Sort by Length"), "win.sort-length"),
            (tr("Sort by File Path"), "win.sort-path"),
            (trc("put the tracks in a random order", "Shuffle"), "win.shuffle"), (tr("Remove Duplicates"), "win.remove-duplicates"),
        ]
    }

    /// The menu's actions, by name, for `installActions`.
    var orderActions: [(String, [String], @MainActor () -> Void)] {
        var actions: [(String, [String], @MainActor () -> Void)] = TrackOrder.allCases.map { order -> (String, [String], @MainActor () -> Void) in
            ("sort-\(order.rawValue)", [], { [weak self] in self?.sort(by: order) })
        }
        actions.append(("shuffle", [], { [weak self] in self?.shuffle() }))
        actions.append(("remove-duplicates", [], { [weak self] in self?.removeDuplicates() }))
        return actions
    }

    private func sort(by order: TrackOrder) {
        rearrange(PlaylistOrdering.sort(document.tracks.map(known), by: order))
    }

    private func shuffle() {
        var random = SystemRandomNumberGenerator()
        rearrange(PlaylistOrdering.shuffle(document.tracks, using: &random))
    }

    private func removeDuplicates() {
        let duplicates = document.duplicateIDs
        guard !duplicates.isEmpty else { return say(PlaylistOrdering.duplicatesRemoved(0)) }
        guard edit({ $0.remove(duplicates) > 0 }) else { return }
        say(PlaylistOrdering.duplicatesRemoved(duplicates.count), undoable: true)
    }

    /// Puts the tracks in the new order as one edit and says so ("Sorted by title: 40
    /// tracks"), or that the order is already so.
    private func rearrange(_ rearrangement: PlaylistOrdering.Rearrangement) {
        guard phase.acceptsEdits else { return }
        guard edit({ $0.reorder(to: rearrangement.order) }) else { return say(rearrangement.unchanged) }
        say(rearrangement.done, undoable: true)
    }

    /// "1 track", "40 tracks".
    static func trackCount(_ count: Int) -> String { trn("%d track", "%d tracks", count) }
}
