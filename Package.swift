// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Deckhand",
    products: [
        .executable(name: "deckhand", targets: ["Deckhand"]),
        .executable(name: "reorder-benchmarks", targets: ["ReorderBenchmarks"]),
        .executable(name: "deckhand-drag-source-fixture", targets: ["DragSourceFixture"]),
        .executable(name: "deckhand-adwaita-floor-fixture", targets: ["AdwaitaFloorFixture"]),
        .executable(name: "deckhand-kept-edits-fixture", targets: ["KeptEditsFixture"]),
        .executable(name: "deckhand-stylesheet-fixture", targets: ["StylesheetFixture"]),
        .executable(name: "deckhand-two-containers-fixture", targets: ["TwoContainersFixture"]),
        .library(name: "ReorderKit", targets: ["ReorderKit"]),
        .library(name: "DeckhandGtk", targets: ["DeckhandGtk"]),
        .library(name: "ReorderGtk", targets: ["ReorderGtk"]),
        .library(name: "Patience", targets: ["Patience"]),
        .library(name: "SeededRandom", targets: ["SeededRandom"]),
        .library(name: "Playlist", targets: ["Playlist"]),
        .library(name: "Localization", targets: ["Localization"]),
    ],
    targets: [
        .systemLibrary(
            name: "CDeckhandGtk",
            pkgConfig: "libadwaita-1",
            providers: [.apt(["libadwaita-1-dev", "libgtk-4-dev"])]
        ),
        .target(name: "CDeckhandX11", linkerSettings: [.linkedLibrary("X11")]),
        // A library's translations (Translations/, compiled by scripts/translations into locale/) go
        // with it as resources: it binds its own gettext domain to them, in any app.
        .target(
            name: "DeckhandGtk", dependencies: ["CDeckhandGtk", "CDeckhandX11", "Localization"],
            exclude: ["Translations"], resources: [.copy("locale")]
        ),
        .target(name: "ReorderKit", dependencies: ["Localization"], exclude: ["Translations"], resources: [.copy("locale")]),
        .systemLibrary(name: "CGettext"),
        .target(name: "Localization", dependencies: ["CGettext"]),
        .target(
            name: "ReorderGtk", dependencies: ["DeckhandGtk", "ReorderKit", "Localization"],
            exclude: ["Translations"], resources: [.copy("locale")]
        ),
        .target(name: "SeededRandom"),
        .target(name: "Patience", dependencies: ["ReorderKit", "SeededRandom", "Localization"]),
        .systemLibrary(
            name: "CLibXML2",
            pkgConfig: "libxml-2.0",
            providers: [.apt(["libxml2-dev"])]
        ),
        // TagLib's C API, opened on first use (the library is Debian's libtagc0).
        .target(name: "CTagLib"),
        .target(name: "Playlist", dependencies: ["ReorderKit", "CLibXML2", "CTagLib", "Localization"]),
        .target(name: "DeckhandModels", dependencies: ["Patience", "Playlist", "ReorderKit", "Localization"]),
        .target(
            name: "DeckhandCore",
            dependencies: ["ReorderGtk", "ReorderKit", "DeckhandGtk", "DeckhandModels", "Patience", "Playlist", "Localization"]
        ),
        .executableTarget(name: "Deckhand", dependencies: ["DeckhandCore", "DeckhandGtk", "Localization"]),
        // Tools scripts/generate runs to write Sources/DeckhandCore/Generated (not build-tool
        // plugins: a package that depends on the libraries would compile those too).
        .executableTarget(name: "GallerySourcesTool"),
        .executableTarget(name: "ResourceBundleTool"),
        .executableTarget(
            name: "ReorderBenchmarks",
            dependencies: ["ReorderKit", "Playlist", "Patience"],
            path: "Benchmarks/ReorderBenchmarks"
        ),
        .executableTarget(
            name: "DragSourceFixture",
            dependencies: ["DeckhandGtk"],
            path: "Tests/Fixtures/DragSourceFixture"
        ),
        .executableTarget(
            name: "AdwaitaFloorFixture",
            dependencies: ["DeckhandGtk"],
            path: "Tests/Fixtures/AdwaitaFloorFixture"
        ),
        .executableTarget(
            name: "TwoContainersFixture",
            dependencies: ["DeckhandGtk", "ReorderGtk"],
            path: "Tests/Fixtures/TwoContainersFixture"
        ),
        .executableTarget(
            name: "StylesheetFixture",
            dependencies: ["DeckhandGtk"],
            path: "Tests/Fixtures/StylesheetFixture"
        ),
        .executableTarget(
            name: "KeptEditsFixture",
            dependencies: ["Playlist", "ReorderKit", "SeededRandom"],
            path: "Tests/Fixtures/KeptEditsFixture"
        ),
        .testTarget(name: "ReorderKitTests", dependencies: ["ReorderKit", "SeededRandom"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization"]),
        .testTarget(name: "PatienceTests", dependencies: ["Patience", "ReorderKit", "SeededRandom"]),
        .testTarget(
            name: "PlaylistTests",
            dependencies: ["Playlist", "SeededRandom", "KeptEditsFixture", "TestFolders"],
            resources: [.copy("Corpus"), .copy("RealWorld"), .copy("Audio")]
        ),
        .target(name: "TestFolders", path: "Tests/TestFolders"),
        .target(name: "TestProcesses", path: "Tests/TestProcesses"),
        .target(name: "GtkTestSupport", dependencies: ["DeckhandGtk", "CDeckhandGtk"], path: "Tests/GtkTestSupport"),
        .testTarget(name: "GtkTests", dependencies: ["DeckhandGtk", "ReorderGtk", "ReorderKit", "GtkTestSupport", "TestProcesses"]),
        .testTarget(name: "ReorderGtkTests", dependencies: ["ReorderGtk", "ReorderKit", "DeckhandGtk", "CDeckhandGtk", "GtkTestSupport"]),
        .testTarget(name: "DeckhandEndToEndTests", dependencies: ["Deckhand", "DragSourceFixture", "StylesheetFixture", "TwoContainersFixture", "SeededRandom", "Patience", "TestFolders", "TestProcesses"]),
        .testTarget(name: "DesktopIntegrationTests", dependencies: ["GallerySourcesTool", "ResourceBundleTool", "Patience", "TestFolders", "TestProcesses"]),
        .testTarget(name: "DeckhandModelsTests", dependencies: ["DeckhandModels", "Patience", "Playlist", "ReorderKit", "SeededRandom", "TestFolders"]),
        .testTarget(name: "DeckhandCoreTests", dependencies: ["DeckhandCore", "DeckhandGtk", "CDeckhandGtk", "DeckhandModels", "Patience", "Playlist", "GtkTestSupport", "TestFolders"]),
    ],
    swiftLanguageModes: [.v6]
)
