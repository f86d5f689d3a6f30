/// The games a `KlondikeGame` deals and plays: Klondike, or Yukon (no stock; every card dealt
/// to the tableau, most face up; any face-up card moves with the cards on it).
public enum KlondikeVariant: String, Hashable, Sendable, Codable {
    case klondike
    case yukon
}
