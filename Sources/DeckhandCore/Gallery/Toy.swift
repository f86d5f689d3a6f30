import Foundation

/// A toy on the lists page, owned by one of the cats.
struct Toy: Identifiable, Equatable, Sendable {
    let id: String
    let name: String

    /// A toy with a fresh ID.
    init(name: String) {
        self.init(id: "toy-\(UUID().uuidString.prefix(8).lowercased())", name: name)
    }

    init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// A cat on the lists page: a name, and how many toys fit in its basket.
struct Cat: Identifiable, Sendable {
    let id: Int
    let name: String
    /// The most toys the basket holds; a full basket refuses toys from elsewhere.
    let capacity: Int?

    /// The cats and the toys they start with.
    static let household: [(cat: Cat, toys: [Toy])] = [
        (Cat(id: 0, name: "Tom", capacity: nil), [
            Toy(id: "t1", name: "Feather wand"), Toy(id: "t2", name: "Yarn ball"),
            Toy(id: "t3", name: "Catnip mouse"), Toy(id: "t4", name: "Laser dot"),
        ]),
        (Cat(id: 1, name: "Luna", capacity: 4), [
            Toy(id: "t5", name: "Crinkle tunnel"), Toy(id: "t6", name: "Bell ball"),
            Toy(id: "t7", name: "Cardboard box"), Toy(id: "t8", name: "Paper bag"),
        ]),
        (Cat(id: 2, name: "Max", capacity: nil), [
            Toy(id: "t9", name: "Spring coil"), Toy(id: "t10", name: "Fishing rod"),
        ]),
    ]
}
