import Foundation
import Localization

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
    static var household: [(cat: Cat, toys: [Toy])] {
        [
            // TRANSLATORS: a cat's name; keep it, or give a cat's name usual in your language.
            (Cat(id: 0, name: trc("cat's name", "Tom"), capacity: nil), [
                Toy(id: "t1", name: trc("cat toy", "Feather wand")), Toy(id: "t2", name: trc("cat toy", "Yarn ball")),
                Toy(id: "t3", name: trc("cat toy", "Catnip mouse")), Toy(id: "t4", name: trc("cat toy", "Laser dot")),
            ]),
            // TRANSLATORS: a cat's name; keep it, or give a cat's name usual in your language.
            (Cat(id: 1, name: trc("cat's name", "Luna"), capacity: 4), [
                Toy(id: "t5", name: trc("cat toy", "Crinkle tunnel")), Toy(id: "t6", name: trc("cat toy", "Bell ball")),
                Toy(id: "t7", name: trc("cat toy", "Cardboard box")), Toy(id: "t8", name: trc("cat toy", "Paper bag")),
            ]),
            // TRANSLATORS: a cat's name; keep it, or give a cat's name usual in your language.
            (Cat(id: 2, name: trc("cat's name", "Max"), capacity: nil), [
                Toy(id: "t9", name: trc("cat toy", "Spring coil")), Toy(id: "t10", name: trc("cat toy", "Fishing rod")),
            ]),
        ]
    }
}
