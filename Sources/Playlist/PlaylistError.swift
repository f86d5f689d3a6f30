import Foundation
import Localization

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
        // TRANSLATORS: stands in for the name of a playlist's file, when it is not known.
        let name = file?.lastPathComponent ?? tr("playlist")
        switch (line, column) {
        case let (line?, column?):
            // TRANSLATORS: %1$s is a file's name, %2$d a line in it, %3$d a column, %4$s what is wrong there.
            return tr("%1$s, line %2$d, column %3$d: %4$s", name, line, column, message)
        case let (line?, nil):
            // TRANSLATORS: %1$s is a file's name, %2$d a line in it, %3$s what is wrong there.
            return tr("%1$s, line %2$d: %3$s", name, line, message)
        case let (nil, column?):
            // TRANSLATORS: %1$s is a file's name, %2$d a column in it, %3$s what is wrong there.
            return tr("%1$s, column %2$d: %3$s", name, column, message)
        case (nil, nil):
            // TRANSLATORS: %1$s is a file's name, %2$s what is wrong with it.
            return tr("%1$s: %2$s", name, message)
        }
    }
}
