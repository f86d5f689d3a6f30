// An application that adds a stylesheet before it runs, as an app's top-level code does, and
// prints how wide the stylesheet makes a label once the application has started: 123 when
// the rules reached the display GTK opened in `run()`.
//
//     deckhand-stylesheet-fixture
import Foundation
import DeckhandGtk

@MainActor
func run() -> Int32 {
    let application = Application(id: "app.deckhand.StylesheetFixture", unique: false)
    application.addStylesheet(".probe { min-width: 123px; }")
    application.onActivate {
        let label = Label("")
        label.addCSSClass("probe")
        print("width \(label.measure(.horizontal).minimum)")
    }
    return application.run(arguments: [CommandLine.arguments[0]])
}

exit(MainActor.assumeIsolated { run() })
