// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Virtualized",
    dependencies: [.package(name: "Deckhand", path: "../..")],
    targets: [
        .executableTarget(name: "Virtualized", dependencies: [
            .product(name: "ReorderGtk", package: "Deckhand"),
            .product(name: "DeckhandGtk", package: "Deckhand"),
            .product(name: "ReorderKit", package: "Deckhand"),
        ]),
    ]
)
