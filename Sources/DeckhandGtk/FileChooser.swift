import CDeckhandGtk
import Foundation

/// The desktop's file chooser (`GtkFileChooserNative`: the portal's dialog where there is one,
/// GTK's own otherwise), asked for files to open or a file to save to.
///
/// ```swift
/// FileChooser.open(over: window, title: "Open Playlist", filter: ("Playlists", ["m3u"])) { paths in … }
/// ```
@MainActor
public enum FileChooser {
    /// A named set of file name extensions the chooser shows, matched ignoring case, such as
    /// `("Playlists", ["m3u", "pls"])`.
    public typealias Filter = (name: String, extensions: [String])

    /// Asks for one or more existing files; `chosen` gets their paths, or none if cancelled.
    public static func open(
        over parent: ApplicationWindow, title: String, filter: Filter, chosen: @escaping @MainActor ([String]) -> Void
    ) {
        guard let dialog = make(over: parent, title: title, action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: catalogue.trc("file chooser", "_Open"), filter: filter) else {
            return chosen([])
        }
        gtk_file_chooser_set_select_multiple(OpaquePointer(dialog.pointer), 1)
        show(dialog, chosen: chosen)
    }

    /// Asks where to save, suggesting `name` in `folder`; `chosen` gets the path (the chooser
    /// confirms replacing a file), or none if cancelled.
    public static func save(
        over parent: ApplicationWindow, title: String, name: String, folder: String?, filter: Filter,
        chosen: @escaping @MainActor (String?) -> Void
    ) {
        guard let dialog = make(over: parent, title: title, action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: catalogue.trc("file chooser", "_Save"), filter: filter) else {
            return chosen(nil)
        }
        if let folder {
            let file = g_file_new_for_path(folder)
            gtk_file_chooser_set_current_folder(OpaquePointer(dialog.pointer), file, nil)
            g_object_unref(UnsafeMutableRawPointer(file))
        }
        gtk_file_chooser_set_current_name(OpaquePointer(dialog.pointer), name)
        show(dialog) { chosen($0.first) }
    }

    /// Asks for a folder; `chosen` gets its path, or nil if cancelled.
    public static func folder(
        over parent: ApplicationWindow, title: String, chosen: @escaping @MainActor (String?) -> Void
    ) {
        guard let dialog = make(over: parent, title: title, action: GTK_FILE_CHOOSER_ACTION_SELECT_FOLDER, accept: catalogue.trc("file chooser", "_Select"), filter: nil) else {
            return chosen(nil)
        }
        show(dialog) { chosen($0.first) }
    }

    /// Dialogs waiting for an answer, each kept until it responds.
    private static var pending: [ObjectIdentifier: Object] = [:]

    private static func make(
        over parent: ApplicationWindow, title: String, action: GtkFileChooserAction, accept: String, filter: Filter?
    ) -> Object? {
        guard let native = gtk_file_chooser_native_new(title, parent.typed(), action, accept, catalogue.trc("file chooser", "_Cancel")) else {
            return nil
        }
        let dialog = Object(taking: UnsafeMutableRawPointer(native))
        gtk_native_dialog_set_modal(dialog.typed(), 1)
        guard let filter else { return dialog }
        let fileFilter = gtk_file_filter_new()
        gtk_file_filter_set_name(fileFilter, filter.name)
        filter.extensions.forEach { gtk_file_filter_add_suffix(fileFilter, $0) }
        gtk_file_chooser_add_filter(OpaquePointer(dialog.pointer), fileFilter)
        g_object_unref(UnsafeMutableRawPointer(fileFilter))
        return dialog
    }

    private static func show(_ dialog: Object, chosen: @escaping @MainActor ([String]) -> Void) {
        let key = ObjectIdentifier(dialog)
        pending[key] = dialog
        // The dialog holds its handler; the handler holds the dialog weakly (`pending` keeps
        // it until it answers), so that both are freed once it has.
        let handler: ResponseHandler = { [weak dialog] response in
            guard let dialog else { return }
            var paths: [String] = []
            if response == GTK_RESPONSE_ACCEPT.rawValue, let files = gtk_file_chooser_get_files(OpaquePointer(dialog.pointer)) {
                for index in 0..<g_list_model_get_n_items(files) {
                    guard let file = g_list_model_get_item(files, index) else { continue }
                    if let path = g_file_get_path(OpaquePointer(file)) {
                        paths.append(String(cString: path))
                        g_free(path)
                    }
                    g_object_unref(file)
                }
                g_object_unref(UnsafeMutableRawPointer(files))
            }
            gtk_native_dialog_destroy(dialog.typed())
            pending[key] = nil
            chosen(paths)
        }
        dialog.connect("response", handler, trampoline: trampolinePointer(responseTrampoline))
        gtk_native_dialog_show(dialog.typed())
    }

    private typealias ResponseHandler = @MainActor (Int32) -> Void

    /// Trampoline for `response`: `void (*)(GtkNativeDialog*, gint, gpointer)`.
    private static let responseTrampoline: @convention(c) (gpointer?, gint, gpointer?) -> Void = { _, response, data in
        nonisolated(unsafe) let userData = data
        MainActor.assumeIsolated {
            unbox(userData, as: ResponseHandler.self)?(response)
        }
    }
}
