import CDeckhandGtk
import Foundation

/// The folders desktop apps look for shared data in, as GLib works them out (`XDG_DATA_HOME`
/// then `XDG_DATA_DIRS`, with their defaults): where Yelp finds help, for one.
public enum DataFolders {
    /// The user's data folder first, then the system's, in order.
    public static var searched: [URL] {
        var paths = [String(cString: g_get_user_data_dir())]
        if var cursor = g_get_system_data_dirs() {
            while let path = cursor.pointee {
                paths.append(String(cString: path))
                cursor += 1
            }
        }
        return paths.map { URL(fileURLWithPath: $0) }
    }
}
