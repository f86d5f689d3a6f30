extension StringProtocol {
    /// The text without the spaces and tabs (but not line breaks) at either end, as
    /// `trimmingCharacters(in: .whitespaces)` gives, without Foundation's detour through
    /// `NSString`, which dominated reading a large playlist.
    ///
    /// - Complexity: O(*k*) in the characters trimmed.
    func trimmingSpaces() -> String {
        let isSpace = { (character: Character) in character.isWhitespace && !character.isNewline }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return ""
        }
        return String(self[first...last])
    }
}
