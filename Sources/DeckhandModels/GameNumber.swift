import Foundation
import Patience
import Localization

/// A game number as a player types it into Game Number…: a whole number from 1 up, spaces
/// around it allowed; what is wrong with anything else, in words.
///
/// ```swift
/// GameNumber(typed: " 617 ")?.value   // 617
/// GameNumber.problem(with: "6x")     // "“6x” is not a game number: a whole number from 1 up"
/// ```
public struct GameNumber: Equatable, Sendable {
    /// The number.
    public let value: UInt64

    /// The number `text` gives, if it is one.
    public init?(typed text: String) {
        guard let value = UInt64(text.trimmingCharacters(in: .whitespaces)), value > 0 else { return nil }
        self.value = value
    }

    /// What is wrong with `text` as a game number; empty when nothing is (or nothing is typed).
    public static func problem(with text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard GameNumber(typed: trimmed) == nil, !trimmed.isEmpty else { return "" }
        // TRANSLATORS: %s is what was typed as a game number.
        return tr("“%s” is not a game number: a whole number from 1 up", trimmed)
    }

    /// What the dialog says of `kind`'s numbers.
    public static func explanation(for kind: GameKind) -> String {
        kind.numbersExplanation ?? tr("The same number always deals the same game.")
    }
}
