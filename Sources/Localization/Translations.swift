import CGettext

/// Deckhand's gettext catalogue: where it is, and the call that makes every `tr` speak the
/// user's language.
///
/// ```swift
/// Translations.start(localeDirectory: "/usr/share/locale")
/// print(tr("Hint"))    // "Tipp" under LANGUAGE=de
/// ```
public enum Translations {
    /// The gettext domain: catalogues are `<locale dir>/<language>/LC_MESSAGES/deckhand.mo`.
    public static let domain = "deckhand"

    /// Sets the locale from the environment and binds the domain to `localeDirectory` (the
    /// system's folder when nil), in UTF-8.
    public static func start(localeDirectory: String?) {
        setlocale(LC_ALL, "")
        if let localeDirectory {
            bindtextdomain(domain, localeDirectory)
        }
        bind_textdomain_codeset(domain, "UTF-8")
    }
}

/// The gettext lookups everything else is built on; `nil` context means none.
///
/// gettext answers an untranslated message with the very pointer it was given, so each answer
/// is copied while the message's C string is still alive.
enum Catalogue {
    /// `message` translated in `domain`, its places filled with `arguments`.
    static func say(
        _ message: String, context: String? = nil, _ arguments: [any CustomStringConvertible], in domain: String
    ) -> String {
        let translated = lookUp(message, context: context, in: domain)
        return arguments.isEmpty ? translated : MessageFormat.fill(translated, with: arguments)
    }

    /// The form for `count` translated in `domain`, its places filled with `arguments` (with
    /// `count` when there are none).
    static func say(
        _ singular: String, _ plural: String, count: Int, context: String? = nil,
        _ arguments: [any CustomStringConvertible], in domain: String
    ) -> String {
        let translated = lookUp(singular, plural, count: count, context: context, in: domain)
        return MessageFormat.fill(translated, with: arguments.isEmpty ? [count] : arguments)
    }

    /// The translation of `message` in `domain`, or `message` itself.
    static func lookUp(_ message: String, context: String?, in domain: String) -> String {
        guard let context else {
            return message.withCString { String(cString: dgettext(domain, $0)) }
        }
        // gettext keys a message with context as "context\u{4}message" (pgettext's convention).
        let key = context + "\u{4}" + message
        let found = key.withCString { String(cString: dgettext(domain, $0)) }
        return found == key ? message : found
    }

    /// The translation of the singular or plural form that `count` takes in the user's language.
    static func lookUp(_ singular: String, _ plural: String, count: Int, context: String?, in domain: String) -> String {
        let n = UInt(clamping: count.magnitude)
        let key = context.map { $0 + "\u{4}" + singular } ?? singular
        let found = key.withCString { key in
            plural.withCString { plural in String(cString: dngettext(domain, key, plural, n)) }
        }
        return found == key ? singular : found
    }
}
