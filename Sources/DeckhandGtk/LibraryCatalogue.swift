import Localization

/// DeckhandGtk's own words, in the user's language: the `deckhandgtk` gettext domain, whose catalogues are this
/// target's resources (`locale/`, compiled from `Translations/` by `scripts/translations`).
let catalogue = TextDomain("deckhandgtk", resourcesOf: "DeckhandGtk")
