/// A card where it lies on the table: face up or face down.
public struct PlacedCard: Identifiable, Hashable, Sendable {
    public let card: Card
    public var isFaceUp: Bool

    /// The card's ID.
    public var id: Card.ID { card.id }

    /// Places `card`, face up or down.
    public init(_ card: Card, faceUp: Bool) {
        self.card = card
        self.isFaceUp = faceUp
    }
}
