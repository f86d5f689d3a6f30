import CGettext
#if canImport(Glibc)
import Glibc
#endif

/// Where a gettext domain's compiled catalogues are, for the running executable.
///
/// A folder counts when it holds `<language>/LC_MESSAGES/<domain>.mo` for some language. In
/// order: a SwiftPM resource bundle of the target beside the executable
/// (`<bin>/<package>_<target>.resources/locale`, which `swift build` and `swift test` make for a
/// target whose resources copy a `locale` folder); then `<bin>/../share/locale`, where an install
/// puts them. Nil leaves gettext with the system's folder.
public enum LocaleFolder {
    /// The folder for `domain`, given the target whose resources carry it.
    ///
    /// - Complexity: lists the executable's folder and each candidate's languages once.
    public static func find(domain: String, resourcesOf target: String) -> String? {
        guard let bin = executableFolder() else { return nil }
        let bundles = entries(of: bin).filter { $0.hasSuffix("_\(target).resources") }.sorted()
        let candidates = bundles.map { "\(bin)/\($0)/locale" } + [parent(of: bin) + "/share/locale"]
        return candidates.first { holds(domain, in: $0) }
    }

    /// Whether `folder` holds a catalogue of `domain` for any language.
    public static func holds(_ domain: String, in folder: String) -> Bool {
        entries(of: folder).contains { access("\(folder)/\($0)/LC_MESSAGES/\(domain).mo", R_OK) == 0 }
    }

    /// The folder of the running executable (`/proc/self/exe` resolved).
    static func executableFolder() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard length > 0 else { return nil }
        let path = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return parent(of: path)
    }

    /// `path` without its last component.
    static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The names in `folder`, without `.` and `..`; none when it cannot be read.
    static func entries(of folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { bytes in
                String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
