import DeckhandCore
import DeckhandGtk
import Foundation
import Localization

/// The `deckhand` executable's entry point: everything else is in DeckhandCore.
@main
enum DeckhandMain {
    @MainActor
    static func main() {
        // Before anything is said: even the command line's errors are in the user's language.
        Translations.start(localeDirectory: CatalogueFolder.find())
        let environment = ProcessInfo.processInfo.environment
        let application = DeckhandApplication(
            automationPath: environment["DECKHAND_AUTOMATION_FILE"],
            timingFrames: environment["DECKHAND_AUTOMATION_FRAMES"] == "1"
        )
        exit(application.run(arguments: CommandLine.arguments))
    }
}
