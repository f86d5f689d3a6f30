import Localization
import Playlist

/// The playlist editor's Sort menu as data: the new order each entry asks for, and what the
/// status line says once it is made, or when it changes nothing.
///
/// ```swift
/// let sort = PlaylistOrdering.sort(tracks, by: .title)
/// if document.reorder(to: sort.order) { status = sort.done } else { status = sort.unchanged }
/// ```
public enum PlaylistOrdering {
    /// A new order, and its words for the status line.
    public struct Rearrangement: Equatable, Sendable {
        /// The tracks' IDs in the new order.
        public let order: [Track.ID]
        /// What is said once the tracks are in it: "Sorted by title: 40 tracks".
        public let done: String
        /// What is said when they were in it already.
        public let unchanged: String
    }

    /// `tracks` (with their files' tags filled in) sorted by `order`.
    ///
    /// - Complexity: O(*n* log *n*).
    public static func sort(_ tracks: [Track], by order: TrackOrder) -> Rearrangement {
        // A reorder keeps the playlist's length: the count said once sorted is the one now.
        let count = tracks.count
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
        return Rearrangement(order: order.ids(of: tracks), done: done, unchanged: unchanged)
    }

    /// `tracks` shuffled by `random`: never into the order they are in (a shuffle that changed
    /// nothing would look broken), unless there is no other, with one track or none.
    public static func shuffle(_ tracks: [Track], using random: inout some RandomNumberGenerator) -> Rearrangement {
        let now = tracks.map(\.id)
        var order = now
        if order.count > 1 { repeat { order.shuffle(using: &random) } while order == now }
        let done = trn("Shuffled: %d track", "Shuffled: %d tracks", order.count)
        return Rearrangement(order: order, done: done, unchanged: tr("There is nothing to shuffle"))
    }

    /// What Remove Duplicates says once it removed `count` tracks, or when there were none.
    public static func duplicatesRemoved(_ count: Int) -> String {
        count == 0 ? tr("No track appears twice") : trn("Removed %d duplicate track", "Removed %d duplicate tracks", count)
    }
}
