/// A JSON value, for the automation file, written by hand: a window's model can hold 100,000
/// track IDs, and the file is rewritten after painted frames, so writing must be cheap.
enum JSONValue: Equatable, Sendable {
    case string(String)
    case number(Double)
    case bool(Bool)
    case array([JSONValue])
    case object([String: JSONValue])
    /// JSON text written once and kept (a long list that rarely changes).
    case written(String)

    /// An array of whole numbers written as strings (`["7","12"]`, as IDs are published),
    /// written once now, digit by digit into one buffer.
    ///
    /// - Complexity: O(*n*) in the length of the text.
    static func writtenNumberStrings(_ numbers: some Sequence<Int>) -> JSONValue {
        var bytes: [UInt8] = [UInt8(ascii: "[")]
        var digits: [UInt8] = []
        for (index, number) in numbers.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            bytes.append(UInt8(ascii: "\""))
            if number < 0 { bytes.append(UInt8(ascii: "-")) }
            var rest = number.magnitude
            digits.removeAll(keepingCapacity: true)
            repeat {
                digits.append(UInt8(ascii: "0") + UInt8(rest % 10))
                rest /= 10
            } while rest > 0
            bytes.append(contentsOf: digits.reversed())
            bytes.append(UInt8(ascii: "\""))
        }
        bytes.append(UInt8(ascii: "]"))
        return .written(String(decoding: bytes, as: UTF8.self))
    }

    /// Appends the value's JSON text to `text`; object keys are sorted.
    ///
    /// - Complexity: O(*n*) in the size of the text.
    func write(to text: inout String) {
        switch self {
        case .string(let value):
            Self.writeString(value, to: &text)
        case .number(let value):
            if value.rounded() == value, abs(value) < 1e15 {
                text += String(Int(value))
            } else {
                text += value.isFinite ? "\(value)" : "null"
            }
        case .bool(let value):
            text += value ? "true" : "false"
        case .array(let values):
            text += "["
            for (index, value) in values.enumerated() {
                if index > 0 { text += "," }
                value.write(to: &text)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.writeString(key, to: &text)
                text += ":"
                members[key]?.write(to: &text)
            }
            text += "}"
        case .written(let json):
            text += json
        }
    }

    private static func writeString(_ value: String, to text: inout String) {
        text += "\""
        defer { text += "\"" }
        // Most strings (IDs, titles) need nothing escaped: copy them whole.
        if value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
            text += value
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
    }
}
