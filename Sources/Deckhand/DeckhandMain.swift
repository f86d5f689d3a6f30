import DeckhandCore
import Foundation

/// The `deckhand` executable's entry point: everything else is in DeckhandCore.
@main
enum DeckhandMain {
    @MainActor
    static func main() {
        let application = DeckhandApplication(
            automationPath: ProcessInfo.processInfo.environment["DECKHAND_AUTOMATION_FILE"]
        )
        exit(application.run(arguments: CommandLine.arguments))
    }
}
