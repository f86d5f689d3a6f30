import Foundation

/// The `deckhand` executable's entry point.
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
