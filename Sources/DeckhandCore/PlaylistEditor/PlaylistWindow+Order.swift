import DeckhandGtk
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
        // A reorder keeps the playlist's length: the count said once sorted is the one now.
        let count = document.tracks.count
        let (done, unchanged): (String, String) = switch order {
        case .artist:
            (trn("Sorted by artist: %d track", "Sorted by artist: %d tracks", count), tr("The tracks are in artist order already"))
        case .album:
            (trn("Sorted by album: %d track", "Sorted by album: %d tracks", count), tr("The tracks are in album order already"))
        case .title:
            (trn("Sorted by title: %d track", "Sorted by title: %d tracks", count), tr("The tracks are in title order already"))
        case .trackNumber:
            (trn("Sorted by track number: %d track", "Sorted by track number: %d tracks", count), tr("The tracks are in track number order already"))
        case .length:
            (trn("Sorted by length: %d track", "Sorted by length: %d tracks", count), tr("The tracks are in length order already"))
        case .path:
            (trn("Sorted by file path: %d track", "Sorted by file path: %d tracks", count), tr("The tracks are in file path order already"))
        }
        rearrange(to: order.ids(of: document.tracks.map(known)), done: done, unchanged: unchanged)
    }

    private func shuffle() {
        var order = document.tracks.map(\.id)
        // A shuffle that changes nothing would look broken; two tracks have one other order.
        if order.count > 1 { repeat { order.shuffle() } while order == document.tracks.map(\.id) }
        let done = trn("Shuffled: %d track", "Shuffled: %d tracks", order.count)
        rearrange(to: order, done: done, unchanged: tr("There is nothing to shuffle"))
    }

    private func removeDuplicates() {
        let duplicates = document.duplicateIDs
        guard !duplicates.isEmpty else { return say(tr("No track appears twice")) }
        guard edit({ $0.remove(duplicates) > 0 }) else { return }
        say(trn("Removed %d duplicate track", "Removed %d duplicate tracks", duplicates.count), undoable: true)
    }

    /// Puts the tracks in `order` as one edit and says `done` ("Sorted by title: 40 tracks"),
    /// or `unchanged` when the order is already so.
    private func rearrange(to order: [Track.ID], done: String, unchanged: String) {
        guard phase.acceptsEdits else { return }
        guard edit({ $0.reorder(to: order) }) else { return say(unchanged) }
        say(done, undoable: true)
    }

    /// "1 track", "40 tracks".
    static func trackCount(_ count: Int) -> String { trn("%d track", "%d tracks", count) }
}
