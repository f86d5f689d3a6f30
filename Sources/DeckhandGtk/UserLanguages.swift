import CDeckhandGtk

/// The languages the user reads, most wanted first, as GLib works them out from `LANGUAGE`,
/// `LC_ALL`, `LC_MESSAGES` and `LANG`: "he_IL.UTF-8", "he_IL", "he", …, ending with "C".
public enum UserLanguages {
    /// The list, every variant of each language included.
    public static var preferred: [String] {
        var names: [String] = []
        guard var cursor = g_get_language_names() else { return ["C"] }
        while let name = cursor.pointee {
            names.append(String(cString: name))
            cursor += 1
        }
        return names
    }
}
