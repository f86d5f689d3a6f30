/// The user's language's version of `message`, a literal xgettext extracts (keyword `tr`).
///
/// Arguments fill the message's printf-style places in order, or by position (`%2$s`), so that
/// a translation may reorder them:
/// ```swift
/// let title = tr("Game %d", 3)                 // "Spiel 3" in German
/// let name = tr("%1$s of %2$s", "Ace", "spades")
/// ```
/// Put a `// TRANSLATORS:` comment on the line above where the message's use is not obvious.
public func tr(_ message: String, _ arguments: any CustomStringConvertible...) -> String {
    Catalogue.say(message, arguments, in: Translations.domain)
}

/// `tr` for a message whose words depend on a count: the plural form the user's language uses
/// for `count` (keyword `trn`), with `count` filling the first place unless arguments are given.
///
/// ```swift
/// let moves = trn("%d move", "%d moves", 3)   // "3 Züge" in German
/// ```
public func trn(
    _ singular: String, _ plural: String, _ count: Int, _ arguments: any CustomStringConvertible...
) -> String {
    Catalogue.say(singular, plural, count: count, arguments, in: Translations.domain)
}

/// `tr` for a short message whose meaning its context settles, such as a card rank "Jack" or a
/// menu's "Open" (keyword `trc`, gettext's `pgettext`).
///
/// ```swift
/// let rank = trc("card rank", "Jack")           // "Bube" in German
/// ```
public func trc(_ context: String, _ message: String, _ arguments: any CustomStringConvertible...) -> String {
    Catalogue.say(message, context: context, arguments, in: Translations.domain)
}

/// `trn` with a context (keyword `trnc`).
public func trnc(
    _ context: String, _ singular: String, _ plural: String, _ count: Int,
    _ arguments: any CustomStringConvertible...
) -> String {
    Catalogue.say(singular, plural, count: count, context: context, arguments, in: Translations.domain)
}
