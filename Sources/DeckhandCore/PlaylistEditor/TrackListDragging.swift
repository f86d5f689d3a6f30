import Foundation
import DeckhandGtk
import Localization
import Playlist
import ReorderGtk
import ReorderKit

/// The playlist editor's drag container: tracks reorder as a selection, drag out to other
/// apps as their titles and files, and files, folders and playlists dropped from other apps
/// are read off the main thread and added where they land.
@MainActor
enum TrackListDragging {
    /// The container for `editor`'s list, its edits and announcements going to `editor`.
    static func container(for editor: PlaylistWindow) -> ReorderContainer<Track, ReorderableSingleCollectionIdentifier> {
        let reorder = ReorderContainer(for: Track.self, in: ReorderableSingleCollectionIdentifier.self) { [weak editor] difference in
            editor?.edit { $0.apply(difference) }
        }
        reorder.dragContainer = .selection
        // TRANSLATORS: the list of the playlist's tracks, as a screen reader names it.
        reorder.sectionName = { _ in tr("Tracks") }
        reorder.itemName = { $0.displayTitle }
        reorder.exportedText = { $0.displayTitle }
        reorder.exportedFile = { track in
            guard case .file(let url) = track.location else { return nil }
            return url.path
        }
        reorder.dropDestination = { [weak editor] value, destination in
            guard editor != nil, DroppedAudio.mayBringTracks(value) else { return false }
            let anchor: Track.ID? = if case .before(let id) = destination.position { id } else { nil }
            // Dropped playlists are read and dropped folders walked on a thread of their own,
            // which holds the window only weakly: one closed meanwhile takes nothing.
            Thread.detachNewThread { [weak editor] in
                let found = DroppedAudio.read(value)
                MainLoop.onMainThread { [weak editor] in editor?.insert(found, before: anchor) }
            }
            return true
        }
        reorder.onEvent { [weak editor, weak reorder] event in
            switch event {
            case .announced(let text): editor?.status.text = text
            // Pointer drags only: a keyboard hold is no drag to measure.
            case .reorder(.began): if reorder?.currentDrag != nil { editor?.activity(.dragging) }
            case .reorder(let step) where step.endsInteraction: editor?.activity(.dropped)
            default: break
            }
        }
        return reorder
    }
}
