import Foundation

/// Which names the folders of a playlist's tracks hold, each folder listed once, when first
/// asked: a playlist that escapes every path costs one listing per folder, not two looks at the
/// disk per track.
final class FolderListings {
    private var names: [String: Set<String>] = [:]

    /// Whether the file at `path` (absolute) exists, as its folder's listing says.
    ///
    /// - Complexity: O(1) once the folder is listed.
    func holds(_ path: String) -> Bool {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent().path
        if names[folder] == nil {
            names[folder] = Set((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
        }
        return names[folder]?.contains(url.lastPathComponent) ?? false
    }
}
