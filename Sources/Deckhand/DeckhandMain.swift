import Foundation
import Gtk

/// The `deckhand` executable's entry point.
@main
enum DeckhandMain {
    @MainActor
    static func main() {
        let application = DeckhandApplication(
            automationPath: ProcessInfo.processInfo.environment["DECKHAND_AUTOMATION_FILE"]
        )
        let status = application.run(arguments: CommandLine.arguments)
        // Saves and kept edits still being written are settled before the process goes.
        BackgroundWrites.finish()
        StoredSettings.sync()
        exit(status)
    }
}
