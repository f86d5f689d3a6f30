/// Standard Klondike scoring, as Windows Solitaire and Aisleriot count it.
public enum KlondikeScore {
    /// Points for a card moved from `source` to `destination`.
    public static func points(from source: PileID, to destination: PileID) -> Int {
        switch (source, destination) {
        case (.waste, .tableau): 5
        case (.waste, .foundation), (.tableau, .foundation): 10
        case (.foundation, .tableau): -15
        default: 0
        }
    }

    /// Points for turning a tableau card face up.
    public static let flip = 5

    /// Points for turning the waste back into the stock.
    public static func recycle(_ mode: DrawMode) -> Int { mode == .one ? -100 : -20 }
}
