/// A card on the gallery's grid: a title, a colour and a shape.
struct GalleryCard: Identifiable, Equatable, Sendable {
    /// The colours cards come in; each names a CSS class in the stylesheet.
    enum Colour: String, Sendable {
        case blue, green, yellow, orange, red, purple, brown, slate
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

    /// The cards the gallery opens with.
    static let samples: [GalleryCard] = [
        GalleryCard(id: "p1", title: "Harbour", colour: .blue, shape: .wide),
        GalleryCard(id: "p2", title: "Lighthouse", colour: .red, shape: .tall),
        GalleryCard(id: "p3", title: "Anchor", colour: .slate, shape: .regular),
        GalleryCard(id: "p4", title: "Compass", colour: .yellow, shape: .regular),
        GalleryCard(id: "p5", title: "Lantern", colour: .orange, shape: .regular),
        GalleryCard(id: "p6", title: "Sailcloth", colour: .purple, shape: .wide),
        GalleryCard(id: "p7", title: "Buoy", colour: .green, shape: .regular),
        GalleryCard(id: "p8", title: "Gull", colour: .brown, shape: .regular),
        GalleryCard(id: "p9", title: "Tide Chart", colour: .blue, shape: .tall),
        GalleryCard(id: "p10", title: "Pier", colour: .green, shape: .regular),
        GalleryCard(id: "p11", title: "Mast", colour: .red, shape: .regular),
        GalleryCard(id: "p12", title: "Reef", colour: .purple, shape: .regular),
        GalleryCard(id: "p13", title: "Driftwood", colour: .brown, shape: .wide),
        GalleryCard(id: "p14", title: "Signal Flag", colour: .yellow, shape: .regular),
    ]
}
