import Foundation
import XCTest

/// A language Deckhand is tested in: the locale's environment for the app, once that locale is
/// generated on the machine.
enum TranslatedLocale: String {
    case hebrew = "he_IL"
    case german = "de_DE"

    /// LANG, LC_ALL and LANGUAGE for the app.
    var environment: [String: String] {
        let name = rawValue + ".UTF-8"
        return ["LANG": name, "LC_ALL": name, "LANGUAGE": String(rawValue.prefix(2))]
    }
}

/// Skips (or, in CI, fails) when `locale` (such as "he_IL") is not generated:
/// `scripts/install-dependencies test` makes the ones the tests use.
func requireLocale(_ locale: String) throws {
    let locales = Process()
    locales.executableURL = URL(fileURLWithPath: "/usr/bin/locale")
    locales.arguments = ["-a"]
    let output = Pipe()
    locales.standardOutput = output
    try locales.run()
    locales.waitUntilExit()
    let names = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).lowercased()
    guard !names.contains(locale.lowercased() + ".utf8") else { return }
    let message = "no \(locale).UTF-8 locale; scripts/install-dependencies test generates it"
    if ProcessInfo.processInfo.environment["CI"] != nil { XCTFail(message) }
    throw XCTSkip(message)
}
