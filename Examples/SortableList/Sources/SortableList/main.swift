import DeckhandGtk
import ReorderGtk

/// A fruit in the list; its name is its identity.
struct Fruit: Identifiable {
    let id: String
}

let app = Application(id: "org.example.SortableList")
app.onActivate {
    let window = ApplicationWindow(application: app)
    window.title = "Fruit"
    window.setDefaultSize(width: 320, height: 420)
    let fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig"].map(Fruit.init)
    let rows = ForEach(fruits) { Label($0.id) }.reorderable()
    let box = Box(.vertical, spacing: 6)
    box.setMargins(18)
    let list = BoxContentHost(box: box).reorderContainer(content: rows) { fruits in
        print(fruits.map(\.id).joined(separator: ","))
    }
    window.setChild(list.view)
    window.present()
}
app.run()
