import Foundation

/// How a file stood on disk at one moment (which file the path named, its size, and when its
/// contents and its inode last changed, to the nanosecond), to tell later whether another
/// program changed or replaced it.
///
/// ```swift
/// let read = FileStamp(of: url)
/// // … later:
/// if FileStamp(of: url) != read { print("changed on disk") }
/// ```
public struct FileStamp: Equatable, Codable, Sendable {
    private let device: UInt64
    private let inode: UInt64
    private let size: Int64
    /// When the contents and the inode last changed, in nanoseconds since 1970.
    private let modified: Int
    private let changed: Int

    /// The stamp of the file at `url` now; nil if there is none.
    public init?(of url: URL) {
        var info = stat()
        guard stat(url.path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec
        changed = info.st_ctim.tv_sec * 1_000_000_000 + info.st_ctim.tv_nsec
    }
}
