@testable import DeckhandCore
import Foundation
import DeckhandModels
import DeckhandGtk
import TestFolders
import Testing

@Suite("Settings", .serialized)
@MainActor
struct DeckhandSettingsTests {
    /// The settings' folder, which opening the settings makes.
    private let folder: TemporaryFolder

    init() throws {
        try Resources.register(bundle: ResourceBundle.data)
        folder = try TemporaryFolder("deckhand-settings", creating: false)
    }

    @Test func valuesWrittenAreThereForTheNextRun() throws {
        let first = try #require(DeckhandSettings.open(in: folder.url))
        #expect(first.integer("cards-window-width") == 1024, "the schema's default")
        #expect(first.string("draw-mode") == "one")
        first.setInteger("cards-window-width", 1300)
        first.setBoolean("playlist-window-maximized", true)
        first.setString("gallery-page", "lists")
        StoredSettings.sync()

        let next = try #require(DeckhandSettings.open(in: folder.url))
        #expect(next.integer("cards-window-width") == 1300)
        #expect(next.boolean("playlist-window-maximized"))
        #expect(next.string("gallery-page") == "lists")
        let file = try String(contentsOf: folder.url.appendingPathComponent("settings.ini"), encoding: .utf8)
        #expect(file.contains("[app/deckhand/Deckhand]"))
    }

    @Test func valuesOutsideTheSchemaAreRefused() throws {
        let settings = try #require(DeckhandSettings.open(in: folder.url))
        settings.setString("draw-mode", "five")
        settings.setInteger("gallery-window-width", 0)
        #expect(settings.string("draw-mode") == "one")
        #expect(settings.integer("gallery-window-width") == 1024)
    }

    @Test func anUnwritableFolderStillGivesSettingsForTheRun() throws {
        // A file where the folder should be: nothing can be written there.
        try FileManager.default.createDirectory(at: folder.url, withIntermediateDirectories: true)
        let blocked = folder.url.appendingPathComponent("blocked")
        try Data().write(to: blocked)
        let settings = try #require(DeckhandSettings.open(in: blocked))
        settings.setString("draw-mode", "three")
        #expect(settings.string("draw-mode") == "three")
        #expect(!FileManager.default.fileExists(atPath: DeckhandSettings.scratchSchemaFolder.path), "the schema's copy is not left behind")
    }

    @Test func theSettingsLiveInTheConfigFolderOrTheTestsDataFolder() {
        #expect(UserDataFolder.settingsURL(environment: ["DECKHAND_DATA_HOME": "/tmp/d"]).path == "/tmp/d/settings")
        #expect(UserDataFolder.settingsURL(environment: ["XDG_CONFIG_HOME": "/home/a/.cfg"]).path == "/home/a/.cfg/deckhand")
    }

    @Test func withoutXDGFoldersBothFoldersAreInTheHomeThatHOMENames() {
        // As GLib takes it: a HOME other than the account's (a fresh one for a first start, a
        // sandbox's) holds the settings and the saved games.
        #expect(UserDataFolder.settingsURL(environment: ["HOME": "/home/b"]).path == "/home/b/.config/deckhand")
        #expect(UserDataFolder.url(environment: ["HOME": "/home/b"]).path == "/home/b/.local/share/deckhand")
        // An empty or relative XDG variable is ignored, as the base directory specification says.
        #expect(UserDataFolder.url(environment: ["HOME": "/home/b", "XDG_DATA_HOME": ""]).path == "/home/b/.local/share/deckhand")
        #expect(UserDataFolder.settingsURL(environment: ["HOME": "/home/b", "XDG_CONFIG_HOME": "cfg"]).path == "/home/b/.config/deckhand")
        #expect(UserDataFolder.url(environment: ["XDG_DATA_HOME": "/data"]).path == "/data/deckhand")
    }

    @Test func theAutomationFileSaysWhetherTheStyleIsDark() {
        let document = AutomationDocument(windows: [], dark: true, iconFound: false)
        #expect(document.json.contains("\"style\":{\"dark\":true,\"iconFound\":false}"))
    }
}
