import Foundation
import DeckhandGtk
import DeckhandModels
import Localization

/// The playlist editor's actions and their keys, each a call on the window or one of its
/// controllers.
@MainActor
enum PlaylistActions {
    /// Adds `editor`'s actions to its window, with their shortcuts; returns them by name.
    static func install(on editor: PlaylistWindow, application: Application) -> [String: Action] {
        var handlers: [(String, [String], @MainActor () -> Void)] = [
            ("new", ["<Control>n"], { [weak editor] in editor?.host?.newPlaylist() }),
            ("open", ["<Control>o"], { [weak editor] in if let editor { chooseFilesToOpen(over: editor) } }),
            ("save", ["<Control>s"], { [weak editor] in editor?.saver.save() }),
            ("save-as", ["<Control><Shift>s"], { [weak editor] in editor?.saver.saveAs() }),
            ("edit-undo", [], { [weak editor] in editor?.edit { $0.undo() } }),
            ("edit-redo", [], { [weak editor] in editor?.edit { $0.redo() } }),
            ("delete-tracks", [], { [weak editor] in editor?.deleteSelection() }),
            ("move-up", ["<Alt>Up"], { [weak editor] in editor?.moveSelection(by: -1) }),
            ("move-down", ["<Alt>Down"], { [weak editor] in editor?.moveSelection(by: 1) }),
            ("find", ["<Control>f"], { [weak editor] in _ = editor?.header.searchEntry.grabFocus() }),
            ("shortcuts", ["<Control>question"], { [weak editor] in
                if let editor { ShortcutsWindow.show(over: editor.window, groups: PlaylistShortcuts.groups) }
            }),
            ("help", ["F1"], { [weak editor] in
                if let editor { HelpBook.open("playlist-editor", over: editor.window, sayingWhyIn: editor.status) }
            }),
            ("about", [], { [weak editor] in if let editor { AboutDeckhand.show(over: editor.window) } }),
            ("show-skipped", [], { [weak editor] in if let editor { editor.skippedReport.presentDetails(over: editor.window) } }),
            ("close", ["<Control>w"], { [weak editor] in editor?.window.close() }),
            ("play-pause", ["<Control>space", "AudioPlay"], { [weak editor] in editor?.player.playOrPause() }),
            ("find-missing", [], { [weak editor] in editor?.finder.chooseFolder() }),
            ("stop-finding", [], { [weak editor] in editor?.finder.stop() }),
        ]
        handlers += PlaylistOrderActions.handlers(for: editor)
        let actions = editor.window.addActions(handlers, application: application)
        // Keys a text field keeps for itself (Delete, Ctrl+Z): they reach the playlist's actions
        // only when the focused widget lets them pass, so in the search field they edit the text.
        // (The actions have names of their own: application shortcuts the other windows set for
        // `win.undo` would otherwise reach them first.)
        let editingKeys = ShortcutController()
        editingKeys.add("<Control>z", action: "win.edit-undo")
        editingKeys.add("<Control><Shift>z|<Control>y", action: "win.edit-redo")
        editingKeys.add("Delete|KP_Delete", action: "win.delete-tracks")
        editor.window.addController(editingKeys)
        return actions
    }

    /// Turns the actions on or off for what `model` says can be done.
    static func update(_ actions: [String: Action], for can: PlaylistEditorModel.Availability) {
        let switches: [([String], Bool)] = [
            (["save", "save-as"], can.save), (["delete-tracks"], can.deleteTracks), (["move-up", "move-down"], can.moveTracks),
            (PlaylistOrderActions.names, can.order), (["edit-undo"], can.undo), (["edit-redo"], can.redo),
            (["find-missing"], can.findMissing), (["stop-finding"], can.stopFinding), (["play-pause"], can.playPause),
        ]
        for (names, on) in switches { names.forEach { actions[$0]?.isEnabled = on } }
    }

    /// Asks for playlists to open, each in its own window.
    private static func chooseFilesToOpen(over editor: PlaylistWindow) {
        FileChooser.open(over: editor.window, title: tr("Open Playlist"), filter: PlaylistSaver.playlistFilter) { [weak editor] paths in
            guard !paths.isEmpty else { return }
            editor?.host?.openPlaylists(paths.map { URL(fileURLWithPath: $0) })
        }
    }
}
