import Foundation
import Localization

/// Replacing a file's contents all at once: written beside it, flushed to disk, then renamed
/// over it, as GIO's replace does.
enum AtomicFile {
    /// Writes `data` to `url` atomically; on failure the previous file is untouched and no
    /// temporary file is left behind.
    static func write(_ data: Data, to url: URL) throws(PlaylistError) {
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString.prefix(8)).tmp")
        do {
            guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
                // TRANSLATORS: follows a file's name and a colon; %s is a folder's path.
                throw PlaylistError(message: tr("cannot create a file in %s", folder.path))
            }
            let handle = try FileHandle(forWritingTo: temporary)
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
            guard rename(temporary.path, url.path) == 0 else {
                let problem = String(cString: strerror(errno))
                // TRANSLATORS: follows a file's name and a colon; %s is the system's account of the problem.
                throw PlaylistError(message: tr("cannot replace the file: %s", problem))
            }
        } catch let error as PlaylistError {
            try? FileManager.default.removeItem(at: temporary)
            throw error
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            // TRANSLATORS: follows a file's name and a colon; %s is the system's account of the problem.
            throw PlaylistError(message: tr("cannot be written: %s", error.localizedDescription))
        }
    }
}
