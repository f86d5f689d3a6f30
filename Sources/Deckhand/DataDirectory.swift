import Foundation

/// Finds Deckhand's data files (the stylesheet) whether it runs installed or from a build tree.
enum DataDirectory {
    /// The stylesheet's file name, the same in `data/` and in the installed data folder.
    static let stylesheetName = "app.deckhand.Deckhand.css"

    /// The stylesheet's path: `$DECKHAND_DATA_DIR`, then `<prefix>/share/deckhand` beside the
    /// installed binary, then the `data/` folder of the source tree the binary was built in.
    static func stylesheetPath() -> String? {
        candidates().map { $0.appendingPathComponent(stylesheetName).path }
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    private static func candidates() -> [URL] {
        var folders: [URL] = []
        if let override = ProcessInfo.processInfo.environment["DECKHAND_DATA_DIR"] {
            folders.append(URL(fileURLWithPath: override))
        }
        guard let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() else {
            return folders
        }
        let binFolder = executable.deletingLastPathComponent()
        folders.append(binFolder.deletingLastPathComponent().appendingPathComponent("share/deckhand"))
        var ancestor = binFolder
        for _ in 0..<5 {
            ancestor = ancestor.deletingLastPathComponent()
            folders.append(ancestor.appendingPathComponent("data"))
        }
        return folders
    }
}
