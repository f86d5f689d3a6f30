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
    /// Whether a whole entry the file holds was left out (an XSPF track with no location,
    /// which XSPF allows), not just damaged details: saving over the file would lose it.
    public let leavesOutAnEntry: Bool

    /// Notes that `line` was skipped for `reason`, leaving out a whole entry or not.
    public init(line: Int, reason: String, leavesOutAnEntry: Bool = false) {
        self.line = line
        self.reason = reason
        self.leavesOutAnEntry = leavesOutAnEntry
    }
}
