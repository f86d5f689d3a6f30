/// A line of a playlist file that a read left out, or took only in part, and why: a player
/// keeps every entry that has a location and drops what is damaged around it; an editor says
/// what it dropped.
///
/// ```swift
/// var skipped: [SkippedLine] = []
/// let tracks = try PlaylistFile.read(contentsOf: url, skipped: &skipped)
/// // skipped: [SkippedLine(line: 2, reason: "#EXTINF length 'abc' is not a number of seconds")]
/// ```
public struct SkippedLine: Hashable, Sendable {
    /// The line, counted from 1.
    public let line: Int
    /// What was wrong there, and what the read did about it.
    public let reason: String

    /// Notes that `line` was skipped for `reason`.
    public init(line: Int, reason: String) {
        self.line = line
        self.reason = reason
    }
}
