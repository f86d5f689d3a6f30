import Localization

/// A card on the gallery's grid: a title, a colour and a shape.
struct GalleryCard: Identifiable, Equatable, Sendable {
    /// The colours cards come in; each names a CSS class in the stylesheet.
    enum Colour: String, Sendable {
        case blue, green, yellow, orange, red, purple, brown, slate

        /// The colour's name as a card's caption shows it: "Blue".
        var name: String {
            switch self {
            case .blue: trc("card colour", "Blue")
            case .green: trc("card colour", "Green")
            case .yellow: trc("card colour", "Yellow")
            case .orange: trc("card colour", "Orange")
            case .red: trc("card colour", "Red")
            case .purple: trc("card colour", "Purple")
            case .brown: trc("card colour", "Brown")
            case .slate: trc("card colour", "Slate")
            }
        }

        /// What a card of this colour is, as a screen reader says it: "blue card".
        var cardName: String {
            switch self {
            case .blue: tr("blue card")
            case .green: tr("green card")
            case .yellow: tr("yellow card")
            case .orange: tr("orange card")
            case .red: tr("red card")
            case .purple: tr("purple card")
            case .brown: tr("brown card")
            case .slate: tr("slate card")
            }
        }
    }

    /// How much of the grid a card takes.
    enum Shape: Sendable {
        case small, row, regular, wide, tall

        /// The card's size in pixels.
        var size: (width: Int, height: Int) {
            switch self {
            case .small: (120, 84)
            case .row: (300, 52)
            case .regular: (150, 110)
            case .wide: (312, 110)
            case .tall: (150, 232)
            }
        }
    }

    let id: String
    let title: String
    let colour: Colour
    let shape: Shape

    /// The card as a screen reader names it: "Harbour, blue card".
    var accessibleName: String {
        // TRANSLATORS: a gallery card as a screen reader names it: %1$s is its title ("Harbour"), %2$s what it is ("blue card").
        trc("gallery card", "%1$s, %2$s", title, colour.cardName)
    }

    /// The cards the gallery opens with, named after what a harbour has.
    static var samples: [GalleryCard] {
        [
            // TRANSLATORS: the gallery's sample cards' titles, things found in a harbour.
            GalleryCard(id: "p1", title: trc("nautical", "Harbour"), colour: .blue, shape: .wide),
            GalleryCard(id: "p2", title: trc("nautical", "Lighthouse"), colour: .red, shape: .tall),
            GalleryCard(id: "p3", title: trc("nautical", "Anchor"), colour: .slate, shape: .regular),
            GalleryCard(id: "p4", title: trc("nautical", "Compass"), colour: .yellow, shape: .regular),
            GalleryCard(id: "p5", title: trc("nautical", "Lantern"), colour: .orange, shape: .regular),
            GalleryCard(id: "p6", title: trc("nautical", "Sailcloth"), colour: .purple, shape: .wide),
            GalleryCard(id: "p7", title: trc("nautical", "Buoy"), colour: .green, shape: .regular),
            GalleryCard(id: "p8", title: trc("nautical", "Gull"), colour: .brown, shape: .regular),
            GalleryCard(id: "p9", title: trc("nautical", "Tide Chart"), colour: .blue, shape: .tall),
            GalleryCard(id: "p10", title: trc("nautical", "Pier"), colour: .green, shape: .regular),
            GalleryCard(id: "p11", title: trc("nautical", "Mast"), colour: .red, shape: .regular),
            GalleryCard(id: "p12", title: trc("nautical", "Reef"), colour: .purple, shape: .regular),
            GalleryCard(id: "p13", title: trc("nautical", "Driftwood"), colour: .brown, shape: .wide),
            GalleryCard(id: "p14", title: trc("nautical", "Signal Flag"), colour: .yellow, shape: .regular),
        ]
    }
}
