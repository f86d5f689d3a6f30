import DeckhandGtk
import Patience

/// The colours cards are drawn in, for the light or the dark style: in the dark the faces are
/// a soft off-white, so that a table of them does not glare.
struct CardPalette: Equatable {
    typealias Color = Canvas.Color

    let face: Color
    let edge: Color
    let red: Color
    let black: Color
    let gold: Color
    let skin: Color
    let back: Color
    let backPattern: Color
    /// An empty pile's place on the felt.
    let place: Color

    /// The palette for the light style, or the dark one.
    init(dark: Bool) {
        face = dark ? Color(hex: 0xE4E2DE) : Color(hex: 0xFFFFFF)
        // Opaque: a stack of translucent edges would darken into a black frame.
        edge = dark ? Color(hex: 0x5E5C64) : Color(hex: 0xA8A6A2)
        red = Color(hex: 0xC01C28)
        black = Color(hex: 0x241F31)
        gold = Color(hex: 0xE5A50A)
        skin = dark ? Color(hex: 0xE8C4A0) : Color(hex: 0xF6D5B5)
        back = dark ? Color(hex: 0x1C4B85) : Color(hex: 0x1A5FB4)
        // Opaque, the back's blue lightened: the lattice's lines are stroked one by one, and a
        // translucent white would brighten where they cross.
        backPattern = Self.lightened(back, by: dark ? 0.16 : 0.22)
        place = Color(hex: 0xFFFFFF, alpha: dark ? 0.07 : 0.10)
    }

    /// `colour` with `share` of white laid over it.
    private static func lightened(_ colour: Color, by share: Double) -> Color {
        func towardWhite(_ component: Double) -> Double { component + (1 - component) * share }
        return Color(red: towardWhite(colour.red), green: towardWhite(colour.green), blue: towardWhite(colour.blue))
    }

    /// The ink of `suit`.
    func ink(_ suit: Card.Suit) -> Color {
        suit.isRed ? red : black
    }
}
