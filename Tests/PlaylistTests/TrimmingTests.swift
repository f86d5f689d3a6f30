import Foundation
@testable import Playlist
import Testing
import SeededRandom

@Suite("Trimming spaces")
struct TrimmingTests {
    /// Characters a playlist line may start or end with: spaces of every kind, tabs, line
    /// breaks (which stay), letters, and a combining accent.
    private let alphabet: [String] = [" ", "\t", "\u{00A0}", "\u{2003}", "\u{3000}", "\n", "\r", "a", "Ω", "é", "e\u{0301}", "-", "/"]

    @Test(arguments: [UInt64(91), 92, 93])
    func trimsExactlyWhatFoundationsWhitespacesTrims(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...8, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
            let expected = text.trimmingCharacters(in: .whitespaces)
            let trimmed = text.trimmingSpaces()
            #expect(trimmed == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

@Suite("Splitting lines")
struct LineSplittingTests {
    private let alphabet: [String] = ["\n", "\r", "\r\n", "a", "é", "e\u{0301}", " ", "#", "\u{2028}", "日"]

    @Test(arguments: [UInt64(94), 95, 96])
    func splitsExactlyAsTheCharactersWould(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        for _ in 0..<2_000 {
            let length = Int.random(in: 0...12, using: &generator)
            let text = (0..<length).map { _ in alphabet.randomElement(using: &generator) ?? "" }.joined()
            let expected = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
            #expect(PlaylistText.lines(of: text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }

    @Test(arguments: [UInt64(97), 98])
    func findsLineBreaksExactlyAsCharactersDo(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let breaks = ["\n", "\r", "\r\n", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}", "a", "é", " ", "日"]
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in breaks.randomElement(using: &generator) ?? "" }.joined()
            #expect(PlaylistText.hasLineBreak(text) == text.contains(where: \.isNewline), "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
        }
    }
}

@Suite("Percent-encoding paths")
struct PercentEncodingTests {
    @Test(arguments: [UInt64(101), 102])
    func encodesExactlyAsFoundationDoes(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        let pieces = ["a", "Z", "9", " ", "/", "%", "#", "?", "é", "日", "~", "-", ":", "@", "&", "[", "\"", "\u{1F3B5}", "+", ";"]
        let allowed = CharacterSet.urlPathAllowed.subtracting(["/"])
        for _ in 0..<2_000 {
            let path = (0..<Int.random(in: 0...10, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let expected = path.split(separator: "/", omittingEmptySubsequences: false)
                .map { $0.addingPercentEncoding(withAllowedCharacters: allowed) ?? String($0) }.joined(separator: "/")
            #expect(XSPFCoding.percentEncodedPath(path) == expected, "\(path)")
        }
    }
}
