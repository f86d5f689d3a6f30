import DeckhandGtk
import DeckhandModels
import Localization
import Playlist

/// The Sort menu: sorting, shuffling and removing duplicates, each one undoable edit made of
/// the reorders (or the removal) a drag or Delete makes, announced like them.
@MainActor
enum PlaylistOrderActions {
    /// The menu's entries: label and action.
    static var menuEntries: [(label: String, action: String)] {
        [
            (tr("Sort by Artist"), "win.sort-artist"), (tr("Sort by Album"), "win.sort-album"), (tr("Sort by Title"), "win.sort-title"),
            (tr("Sort by Track Number"), "win.sort-trackNumber"), (tr("Sort by Length"), "win.sort-length"),
            (tr("Sort by File Path"), "win.sort-path"),
            (trc("put the tracks in a random order", "Shuffle"), "win.shuffle"), (tr("Remove Duplicates"), "win.remove-duplicates"),
        ]
    }

    /// The actions' names, to turn them on and off together.
    static var names: [String] {
        TrackOrder.allCases.map { "sort-\($0.rawValue)" } + ["shuffle", "remove-duplicates"]
    }

    /// The actions, by name, for `editor`'s window.
    static func handlers(for editor: PlaylistWindow) -> [(String, [String], @MainActor () -> Void)] {
        var handlers = TrackOrder.allCases.map { order -> (String, [String], @MainActor () -> Void) in
            ("sort-\(order.rawValue)", [], { [weak editor] in
                guard let editor else { return }
                rearrange(PlaylistOrdering.sort(editor.model.document.tracks.map(editor.model.known), by: order), in: editor)
            })
        }
        handlers.append(("shuffle", [], { [weak editor] in
            guard let editor else { return }
            var random = SystemRandomNumberGenerator()
            rearrange(PlaylistOrdering.shuffle(editor.model.document.tracks, using: &random), in: editor)
        }))
        handlers.append(("remove-duplicates", [], { [weak editor] in
            guard let editor else { return }
            let duplicates = editor.model.document.duplicateIDs
            guard !duplicates.isEmpty else { return editor.say(PlaylistOrdering.duplicatesRemoved(0)) }
            guard editor.edit({ $0.remove(duplicates) > 0 }) else { return }
            editor.say(PlaylistOrdering.duplicatesRemoved(duplicates.count), undoable: true)
        }))
        return handlers
    }

    /// Puts `editor`'s tracks in the new order as one edit and says so ("Sorted by title: 40
    /// tracks"), or that the order is already so.
    private static func rearrange(_ rearrangement: PlaylistOrdering.Rearrangement, in editor: PlaylistWindow) {
        guard editor.model.phase.acceptsEdits else { return }
        guard editor.edit({ $0.reorder(to: rearrangement.order) }) else { return editor.say(rearrangement.unchanged) }
        editor.say(rearrangement.done, undoable: true)
    }
}
