import DeckhandGtk

/// What a gallery page reports to its window.
@MainActor
struct GalleryPageContext {
    /// Runs after every change the automation file or the undo buttons should see.
    var changed: @MainActor () -> Void
    /// Shows (and hands to assistive technology) a keyboard-reordering announcement.
    var announce: @MainActor (String) -> Void
}

/// One page of the gallery window: a container shape with its own items and undo history.
@MainActor
protocol GalleryPage: AnyObject {
    /// The page's name on the command line (`--page=`) and in the automation file.
    var name: String { get }
    /// The page's title in the switcher.
    var title: String { get }
    /// The symbolic icon the switcher shows above the title.
    var iconName: String { get }
    /// The page's content.
    var widget: Widget { get }
    /// Whether dragging reorders on this page.
    var isEditing: Bool { get set }
    /// Whether a click picks an item up and a click where it should go puts it there.
    var clickToMove: Bool { get set }
    /// Whether there is a reorder to undo, or an undone one to redo.
    var canUndo: Bool { get }
    var canRedo: Bool { get }
    /// Undoes or redoes the newest reorder.
    func undo()
    func redo()
    /// The page's containers as the automation file shows them.
    func automationContainers(in window: ApplicationWindow) -> [AutomationContainer]
    /// The page's model as the automation file shows it.
    func automationModel() -> [String: JSONValue]
}
