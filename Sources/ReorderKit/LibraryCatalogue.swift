import Localization

/// ReorderKit's own words, in the user's language: the `reorderkit` gettext domain, whose catalogues are this
/// target's resources (`locale/`, compiled from `Translations/` by `scripts/translations`).
let catalogue = TextDomain("reorderkit", resourcesOf: "ReorderKit")
