import Localization

/// ReorderGtk's own words, in the user's language: the `reordergtk` gettext domain, whose catalogues are this
/// target's resources (`locale/`, compiled from `Translations/` by `scripts/translations`).
let catalogue = TextDomain("reordergtk", resourcesOf: "ReorderGtk")
