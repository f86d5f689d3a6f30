// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "SortableList",
    dependencies: [.package(name: "Deckhand", path: "../..")],
    targets: [
        .executableTarget(name: "SortableList", dependencies: [
            .product(name: "ReorderGtk", package: "Deckhand"),
            .product(name: "DeckhandGtk", package: "Deckhand"),
        ]),
    ]
)
