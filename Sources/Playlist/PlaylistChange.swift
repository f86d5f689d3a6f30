import Foundation
import Localization

/// One change to a playlist's tracks, by position: what an edit, an undo or a redo did, in a
/// form that can be written down and replayed on the same tracks read back from a file (whose
/// track IDs differ from the ones the edit saw).
///
/// ```swift
/// var tracks = try PlaylistFile.read(contentsOf: kept)
/// var nextID = tracks.count + 1
/// for change in changes { try change.apply(to: &tracks, nextID: &nextID) }
/// ```
public enum PlaylistChange: Sendable, Equatable {
    /// `entries` (their IDs ignored) went in, one after another, starting at `position`.
    case insert([Track], at: Int)
    /// The tracks at `positions` (ascending, as they were before) went out.
    case remove([Int])
    /// The tracks at `positions` (as they were before) were taken out and put back together,
    /// in that order, starting at `position` of what stayed.
    case move([Int], to: Int)

    /// Makes the change on `tracks`; inserted tracks are numbered from `nextID`. Throws when
    /// the change does not fit the tracks (it was made on others).
    ///
    /// - Complexity: O(*n*) in the number of tracks.
    public func apply(to tracks: inout [Track], nextID: inout Int) throws(PlaylistError) {
        switch self {
        case .insert(let entries, let position):
            guard (0...tracks.count).contains(position) else {
                // TRANSLATORS: %1$d is how many tracks the playlist has, %2$d where the change would insert.
                let message = trn("a kept change (an insert at %2$d) does not fit the %1$d track",
                                  "a kept change (an insert at %2$d) does not fit the %1$d tracks", tracks.count, tracks.count, position)
                throw PlaylistError(message: message)
            }
            let numbered = entries.map { entry in
                defer { nextID += 1 }
                return entry.numbered(nextID)
            }
            tracks.insert(contentsOf: numbered, at: position)
        case .remove(let positions):
            try Self.check(positions, ascending: true, in: tracks)
            tracks = Self.removing(positions, from: tracks)
        case .move(let positions, let position):
            try Self.check(positions, ascending: false, in: tracks)
            let moving = positions.map { tracks[$0] }
            var staying = Self.removing(positions.sorted(), from: tracks)
            guard (0...staying.count).contains(position) else {
                // TRANSLATORS: %1$d is how many tracks the playlist has, %2$d where the change would move tracks to.
                let message = trn("a kept change (a move to %2$d) does not fit the %1$d track",
                                  "a kept change (a move to %2$d) does not fit the %1$d tracks", tracks.count, tracks.count, position)
                throw PlaylistError(message: message)
            }
            staying.insert(contentsOf: moving, at: position)
            tracks = staying
        }
    }

    /// The tracks but those at `sortedPositions`.
    private static func removing(_ sortedPositions: [Int], from tracks: [Track]) -> [Track] {
        var left: [Track] = []
        left.reserveCapacity(tracks.count - sortedPositions.count)
        var next = sortedPositions.makeIterator()
        var skip = next.next()
        for (index, track) in tracks.enumerated() {
            if index == skip {
                skip = next.next()
            } else {
                left.append(track)
            }
        }
        return left
    }

    /// Throws unless `positions` are distinct positions of `tracks` (and ascending if asked).
    private static func check(_ positions: [Int], ascending: Bool, in tracks: [Track]) throws(PlaylistError) {
        guard positions.allSatisfy({ tracks.indices.contains($0) }) else {
            // TRANSLATORS: %d is how many tracks the playlist has.
            let message = trn("a kept change names a track past the %d there is", "a kept change names a track past the %d there are", tracks.count)
            throw PlaylistError(message: message)
        }
        let distinct = ascending ? zip(positions, positions.dropFirst()).allSatisfy { $0 < $1 } : Set(positions).count == positions.count
        guard distinct else { throw PlaylistError(message: tr("a kept change names the same track twice")) }
    }
}
