import DeckhandGtk
import ReorderGtk

/// A card on the board; its title is its identity.
struct Card: Identifiable {
    let id: String
}

let columns = [("To Do", ["Write", "Review", "Test"]), ("Done", ["Plan"])]

let app = Application(id: "org.example.Kanban")
app.onActivate {
    let window = ApplicationWindow(application: app)
    window.title = "Kanban"
    window.setDefaultSize(width: 480, height: 420)
    // One container for both columns: a card dragged (or moved with the keyboard's Left and
    // Right) from one column to the other changes both.
    let board = ReorderContainer(for: Card.self, in: String.self)
    board.sectionName = { $0 }
    // A status line along the window's bottom counts the cards in each column.
    let status = Label(columns.map { name, titles in "\(name): \(titles.count)" }.joined(separator: " · "))
    status.setMargins(6)
    board.onEvent { event in
        guard case .contentChanged(let tasks) = event else { return }
        print(columns.map { name, _ in "\(name): \((tasks[name] ?? []).map(\.id).joined(separator: ","))" }
            .joined(separator: " | "))
        status.text = columns.map { name, _ in "\(name): \(tasks[name]?.count ?? 0)" }.joined(separator: " · ")
    }
    let row = Box(.horizontal, spacing: 18)
    row.setMargins(18)
    row.isHomogeneous = true
    for (name, titles) in columns {
        let column = Box(.vertical, spacing: 6)
        let heading = Label(name)
        heading.addCSSClass("heading")
        column.append(heading)
        let cards = Box(.vertical, spacing: 6)
        cards.expandsVertically = true
        let content = ForEach(titles.map(Card.init)) { Label($0.id) }.reorderable()
        column.append(board.addSection(name, content: content, host: BoxContentHost(box: cards)))
        row.append(column)
    }
    row.expandsVertically = true
    window.setChild(row)
    window.addBottomBar(status)
    window.present()
}
app.run()
