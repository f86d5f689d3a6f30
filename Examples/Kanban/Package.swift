// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Kanban",
    dependencies: [.package(name: "Deckhand", path: "../..")],
    targets: [
        .executableTarget(name: "Kanban", dependencies: [
            .product(name: "ReorderGtk", package: "Deckhand"),
            .product(name: "DeckhandGtk", package: "Deckhand"),
        ]),
    ]
)
