import Foundation

/// Why a playlist could not be read or written: which file, where in it, and what is wrong.
public struct PlaylistError: Error, Equatable, LocalizedError, Sendable {
    /// The file, if known.
    public var file: URL?
    /// The 1-based line, if the problem has one.
    public var line: Int?
    /// The 1-based column, for XML.
    public var column: Int?
    /// What is wrong, in a sentence.
    public var message: String

    /// Creates an error.
    public init(file: URL? = nil, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// This error, about `file`.
    public func about(_ file: URL) -> PlaylistError {
        var error = self
        error.file = file
        return error
    }

    /// "mix.pls, line 4: Length2 is not a number of seconds: 'soon'".
    public var errorDescription: String? {
        var place = file?.lastPathComponent ?? "playlist"
        if let line { place += ", line \(line)" }
        if let column { place += ", column \(column)" }
        return "\(place): \(message)"
    }
}
