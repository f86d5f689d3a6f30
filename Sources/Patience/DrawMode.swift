/// How many cards a deal turns from the stock.
public enum DrawMode: Int, Hashable, Sendable, Codable {
    case one = 1
    case three = 3
}
