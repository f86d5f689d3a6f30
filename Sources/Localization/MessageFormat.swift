/// Fills the printf-style places of a translated message: `%s`, `%d`, `%i`, `%u` (each takes the
/// next argument's description), `%N$s` and the like (argument N), and `%%`.
///
/// These are printf's places, so `msgfmt --check` catches a translation whose places do not
/// match the original's, and `scripts/translations compile` refuses one that uses any other
/// (a width or a flag, which this would print as written). A place with no argument stays as
/// written rather than trapping.
///
/// ```swift
/// MessageFormat.fill("%2$s, %1$s", with: ["world", "Hello"])   // "Hello, world"
/// ```
/// - Complexity: O(n) in the message's length plus the arguments' descriptions.
public enum MessageFormat {
    /// `template` with its places replaced by `arguments`.
    public static func fill(_ template: String, with arguments: [any CustomStringConvertible]) -> String {
        var result = ""
        var next = 0
        var rest = Substring(template)
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let afterPercent = rest.index(after: percent)
            guard let place = Place(parsing: rest[afterPercent...]) else {
                result.append("%")
                rest = rest[afterPercent...]
                continue
            }
            switch place.kind {
            case .percent:
                result.append("%")
            case .argument(let position):
                let index = position.map { $0 - 1 } ?? next
                if position == nil { next += 1 }
                if arguments.indices.contains(index) {
                    result += arguments[index].description
                } else {
                    result += rest[percent..<place.end]
                }
            }
            rest = rest[place.end...]
        }
        return result + rest
    }

    /// One `%…` place: what it stands for and where it ends.
    private struct Place {
        enum Kind { case percent, argument(position: Int?) }
        let kind: Kind
        let end: Substring.Index

        init?(parsing text: Substring) {
            guard let first = text.first else { return nil }
            if first == "%" {
                kind = .percent
                end = text.index(after: text.startIndex)
                return
            }
            var index = text.startIndex
            var digits = ""
            while index < text.endIndex, let digit = text[index].wholeNumberValue, text[index].isASCII {
                digits.append(String(digit))
                index = text.index(after: index)
            }
            var position: Int?
            if !digits.isEmpty {
                guard index < text.endIndex, text[index] == "$", let number = Int(digits), number > 0 else {
                    return nil
                }
                position = number
                index = text.index(after: index)
            }
            while index < text.endIndex, text[index] == "l" { index = text.index(after: index) }
            guard index < text.endIndex, "sdiu".contains(text[index]) else { return nil }
            kind = .argument(position: position)
            end = text.index(after: index)
        }
    }
}
