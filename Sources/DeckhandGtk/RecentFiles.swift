import CDeckhandGtk

/// The desktop's list of recently used files (`GtkRecentManager`), which file choosers and
/// other apps show.
@MainActor
public enum RecentFiles {
    /// Adds the file at the absolute `path` to the list.
    public static func add(path: String) {
        guard let file = g_file_new_for_path(path) else { return }
        defer { g_object_unref(UnsafeMutableRawPointer(file)) }
        guard let uri = g_file_get_uri(file) else { return }
        defer { g_free(uri) }
        gtk_recent_manager_add_item(gtk_recent_manager_get_default(), uri)
    }
}
