import DeckhandGtk
import ReorderGtk
import ReorderKit

/// A song or a photo: its number is its identity and its key in the view's model.
struct Numbered: Identifiable {
    let id: Int
}

var songs = (1...10_000).map(Numbered.init)
var photos = (1...100_000).map(Numbered.init)

/// Gives `view` (a list or a grid) a label for each item on screen, named `"\(kind) \(id)"`,
/// telling `host` which widget shows which item.
@MainActor
func showLabels(in view: ListBase, host: VirtualizedContentHost<Numbered>, kind: String, items: @escaping () -> [Numbered]) {
    var labels: [UnsafeMutableRawPointer: Label] = [:]
    view.setRows(setup: {
        let label = Label("")
        if view is GridView {
            label.setSizeRequest(width: 96, height: 72)
            label.addCSSClass("card")
        } else {
            label.xAlign = 0
            label.setMargins(8)
        }
        labels[label.pointer] = label
        host.prepare(row: label)
        return label
    }, bind: { row, position in
        let item = items()[position]
        labels[row.pointer]?.text = "\(kind) \(item.id)"
        host.bind(row: row, to: item.id)
    }, teardown: { row in
        labels[row.pointer] = nil
        host.forget(row: row)
    })
    view.setItems(items().map(\.id))
}

let app = Application(id: "org.example.Virtualized")
app.onActivate {
    let window = ApplicationWindow(application: app)
    window.title = "Songs and Photos"
    window.setDefaultSize(width: 900, height: 600)

    // 10,000 songs in a list: only the rows on screen are widgets.
    let list = ListView()
    let listScroller = ScrolledWindow()
    listScroller.setChild(list)
    listScroller.setSizeRequest(width: 240, height: -1)
    listScroller.expandsVertically = true
    let songRows = ListViewContentHost(list: list, scroller: listScroller) { songs }
    showLabels(in: list, host: songRows, kind: "Song") { songs }
    let songList = songRows.reorderContainer { difference in
        songs.apply(difference: difference)
        list.setItems(songs.map(\.id))
        print("Songs: " + songs.prefix(5).map { String($0.id) }.joined(separator: ","))
    }

    // 100,000 photos in a grid of up to five columns.
    let grid = GridView()
    grid.maxColumns = 5
    let gridScroller = ScrolledWindow()
    gridScroller.setChild(grid)
    gridScroller.expandsHorizontally = true
    gridScroller.expandsVertically = true
    let photoCells = GridViewContentHost(grid: grid, scroller: gridScroller) { photos }
    showLabels(in: grid, host: photoCells, kind: "Photo") { photos }
    let photoGrid = photoCells.reorderContainer { difference in
        photos.apply(difference: difference)
        grid.setItems(photos.map(\.id))
        print("Photos: " + photos.prefix(7).map { String($0.id) }.joined(separator: ","))
    }

    let both = Box(.horizontal)
    both.append(songList.view)
    both.append(photoGrid.view)
    window.setChild(both)
    window.present()
}
app.run()
