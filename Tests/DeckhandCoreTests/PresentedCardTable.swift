@testable import DeckhandCore
import DeckhandGtk
import GtkTestSupport
import Patience

/// A card table showing `game` in a window 1024 by 760, shown on screen; destroy the window
/// when done.
@MainActor
func presentedCardTable(_ game: any PatienceGame) -> (table: CardTable, window: ApplicationWindow) {
    let table = CardTable(game: game) {}
    let window = ApplicationWindow()
    window.setDefaultSize(width: 1024, height: 760)
    window.setChild(table.widget)
    present(window, until: table.widget)
    return (table, window)
}
