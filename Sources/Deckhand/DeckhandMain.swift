import DeckhandCore
import Foundation
import Localization

/// The `deckhand` executable's entry point: everything else is in DeckhandCore.
@main
enum DeckhandMain {
    @MainActor
    static func main() {
        // Before anything is said: even the command line's errors are in the user's language.
        Translations.start(localeDirectory: CatalogueFolder.find())
        let application = DeckhandApplication(
            automationPath: ProcessInfo.processInfo.environment["DECKHAND_AUTOMATION_FILE"]
        )
        exit(application.run(arguments: CommandLine.arguments))
    }
}
