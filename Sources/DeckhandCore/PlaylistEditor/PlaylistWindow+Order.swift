import DeckhandGtk
import Playlist

/// The Sort menu: sorting, shuffling and removing duplicates, each one undoable edit made of
/// the reorders (or the removal) a drag or Delete makes, announced like them.
extension PlaylistWindow {
    /// The menu's entries: label and action.
    static let orderMenuEntries: [(label: String, action: String)] = [
        ("Sort by Artist", "win.sort-artist"), ("Sort by Album", "win.sort-album"), ("Sort by Title", "win.sort-title"),
        ("Sort by Track Number", "win.sort-trackNumber"), ("Sort by Length", "win.sort-length"),
        ("Sort by File Path", "win.sort-path"),
        ("Shuffle", "win.shuffle"), ("Remove Duplicates", "win.remove-duplicates"),
    ]

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
        let name = switch order {
        case .artist: "artist"
        case .album: "album"
        case .title: "title"
        case .trackNumber: "track number"
        case .length: "length"
        case .path: "file path"
        }
        rearrange(to: order.ids(of: document.tracks.map(known)), done: "Sorted by \(name)", unchanged: "The tracks are in \(name) order already")
    }

    private func shuffle() {
        var order = document.tracks.map(\.id)
        // A shuffle that changes nothing would look broken; two tracks have one other order.
        if order.count > 1 { repeat { order.shuffle() } while order == document.tracks.map(\.id) }
        rearrange(to: order, done: "Shuffled", unchanged: "There is nothing to shuffle")
    }

    private func removeDuplicates() {
        let duplicates = document.duplicateIDs
        guard !duplicates.isEmpty else { return say("No track appears twice") }
        guard edit({ $0.remove(duplicates) > 0 }) else { return }
        let count = duplicates.count
        say(count == 1 ? "Removed 1 duplicate track" : "Removed \(count) duplicate tracks", undoable: true)
    }

    /// Puts the tracks in `order` as one edit and says `done`, or `unchanged` when the order
    /// is already so.
    private func rearrange(to order: [Track.ID], done: String, unchanged: String) {
        guard phase.acceptsEdits else { return }
        guard edit({ $0.reorder(to: order) }) else { return say(unchanged) }
        say("\(done): \(Self.trackCount(document.tracks.count))", undoable: true)
    }

    /// "1 track", "40 tracks".
    static func trackCount(_ count: Int) -> String { count == 1 ? "1 track" : "\(count) tracks" }
}
