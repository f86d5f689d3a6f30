import Foundation
import Synchronization

/// What a look at a playlist's files found: which are not there, and what the others say of
/// themselves.
public struct FileFindings: Sendable, Equatable {
    /// The tracks whose local file is not there.
    public var missing: Set<Track.ID> = []
    /// The tracks whose local file is there (a mark of a missing file comes off).
    public var present: Set<Track.ID> = []
    /// The tags of the files that are there (and that TagLib could read), by track.
    public var tags: [Track.ID: AudioTags] = [:]

    /// Nothing found yet.
    public init() {}

    /// Whether this holds nothing.
    public var isEmpty: Bool { missing.isEmpty && present.isEmpty && tags.isEmpty }

    /// Adds what `other` found.
    public mutating func merge(_ other: FileFindings) {
        missing.formUnion(other.missing)
        present.formUnion(other.present)
        tags.merge(other.tags) { _, new in new }
    }
}

/// Looks on disk at the files a playlist's tracks point to.
public enum FileCheck {
    /// Looks at the file of each local track of `tracks` (remote URLs are not looked at):
    /// whether it is there and, if so, its tags. Works on `threads` threads and hands what it
    /// found to `found` in batches, at most every `interval` seconds (or sooner once `limit`
    /// files are waiting, so that no batch is long to take in) and once more at the end, on
    /// one of those threads, one batch at a time. Reports to `progress` and stops soon after
    /// it is cancelled. Returns when every file was looked at (or the look was cancelled).
    ///
    /// ```swift
    /// Thread.detachNewThread {
    ///     FileCheck.look(at: tracks) { batch in MainLoop.onMainThread { show(batch) } }
    /// }
    /// ```
    ///
    /// - Complexity: O(*n*) file opens, spread over `threads`.
    public static func look(
        at tracks: [Track], threads: Int = ProcessInfo.processInfo.activeProcessorCount, interval: Double = 0.1,
        limit: Int = 2_000, progress: ReadProgress? = nil, found: @Sendable (FileFindings) -> Void
    ) {
        let files: [(id: Track.ID, url: URL)] = tracks.compactMap { track in
            guard case .file(let url) = track.location else { return nil }
            return (track.id, url)
        }
        struct Pending: ~Copyable {
            var findings = FileFindings()
            var looked = 0
            var lastBatch = Date()
        }
        let pending = Mutex(Pending())
        let workers = max(1, min(threads, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            for index in stride(from: worker, to: files.count, by: workers) {
                if progress?.isCancelled == true { return }
                let file = files[index]
                var one = FileFindings()
                // Whether it is there first: TagLib complains on the terminal of a file it
                // cannot open, and a playlist can name 100,000 files that are gone.
                if !FileManager.default.fileExists(atPath: file.url.path) {
                    one.missing.insert(file.id)
                } else {
                    one.present.insert(file.id)
                    one.tags[file.id] = AudioTags.read(from: file.url)
                }
                pending.withLock { state in
                    state.findings.merge(one)
                    state.looked += 1
                    progress?.report(Double(state.looked) / Double(files.count))
                    let waiting = state.findings.missing.count + state.findings.present.count
                    guard waiting >= limit || Date().timeIntervalSince(state.lastBatch) >= interval, waiting > 0 else { return }
                    found(state.findings)
                    state.findings = FileFindings()
                    state.lastBatch = Date()
                }
            }
        }
        pending.withLock { state in
            if !state.findings.isEmpty { found(state.findings) }
            state.findings = FileFindings()
        }
    }
}
