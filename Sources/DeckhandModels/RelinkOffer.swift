import Foundation
import Localization
import Playlist

/// What Find Missing Files offers once it has looked in a folder: the tracks still missing
/// whose files it found, each shown as "title  →  path", how many stay missing, and the one
/// undoable relink that puts them right.
///
/// ```swift
/// if let offer = RelinkOffer(found, from: folder, in: model) {
///     print(offer.title)   // "Relink 2 tracks?"
///     model.edit { $0.relink(offer.locations) > 0 }
/// }
/// ```
public struct RelinkOffer: Equatable, Sendable {
    /// Where each track's file was found.
    public let locations: [Track.ID: TrackLocation]
    /// The dialog's title: "Relink 2 tracks?".
    public let title: String
    /// One line a track, and how many stay missing.
    public let text: String
    /// The button that relinks.
    public let button: String
    /// What the status line says while the offer is up.
    public let status: String

    /// The offer of `found`, the files found in `folder`, for the tracks of `model` still
    /// missing (they may have changed while the folder was searched); nil when none is.
    public init?(_ found: [Track.ID: URL], from folder: URL, in model: PlaylistEditorModel) {
        let tracks = model.document.tracks.filter { found[$0.id] != nil && model.isMissing($0) }
        guard !tracks.isEmpty else { return nil }
        let lines = tracks.compactMap { track in
            // TRANSLATORS: a track to relink: %1$s is its title, %2$s the path of the file found for it.
            found[track.id].map { tr("%1$s  →  %2$s", model.known(track).displayTitle, $0.path) }
        }
        let count = tracks.count
        let still = (model.missingCount ?? 0) - count
        text = lines.joined(separator: "\n") + (still > 0 ? "\n\n" + trn("%d track stays missing.", "%d tracks stay missing.", still) : "")
        locations = Dictionary(uniqueKeysWithValues: tracks.compactMap { track in found[track.id].map { (track.id, TrackLocation.file($0)) } })
        // TRANSLATORS: %2$s is the folder the files were found in.
        status = trn("Found the files of %1$d track in %2$s", "Found the files of %1$d tracks in %2$s", count, count, folder.path)
        title = trn("Relink %d track?", "Relink %d tracks?", count)
        button = trn("_Relink %d track", "_Relink %d tracks", count)
    }

    /// What the status line says when none of the missing files is in `folder`.
    public static func noneFound(in folder: URL) -> String {
        tr("None of the missing files is in %s", folder.path)
    }

    /// What the status line says once `count` tracks were relinked.
    public static func relinked(_ count: Int) -> String {
        trn("Relinked %d track", "Relinked %d tracks", count)
    }
}
