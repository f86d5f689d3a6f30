import DeckhandGtk
import Localization
import ReorderGtk
import ReorderKit

/// The gallery window: the reorder engine in every container shape, one page each.
@MainActor
final class GalleryWindow: DeckhandWindow {
    let window: ApplicationWindow
    private let stack = ViewStack()
    /// The pages' switcher in the header bar; when the window is too narrow for it, the title,
    /// and the switcher moves to a bar along the bottom.
    private lazy var switcherTitle = ViewSwitcherTitle(for: stack, title: tr("Gallery"))
    /// Told after every change the window shows (the automation file follows it).
    var changed: @MainActor () -> Void = {}
    private var pages: [any GalleryPage] = []
    private let statusLine = StatusLine()
    private var status: Label { statusLine.message }
    /// Kept here: the toggle's handler reads it, and a wrapper lives only as long as its owner.
    private let editToggle = ToggleButton(label: trc("turn reordering on", "Edit"))
    // TRANSLATORS: the programming language, on the button that shows a page's source code.
    private let sourceToggle = ToggleButton(label: tr("Swift"))
    private let source = PageSourcePanel()
    private var announcement = ""
    /// The window's undo and redo actions, set up once the pages exist.
    private var actions: [String: Action] = [:]
    /// The header bar's buttons a phone's narrow window leaves to the menu and the keys.
    private var wideOnlyButtons: [Widget] = []

    /// Opens the gallery on the page named `page`, else on the page shown last (the first when
    /// that is unknown too).
    init(application: Application, page: String?, settings: StoredSettings?) {
        window = ApplicationWindow(application: application)
        window.title = tr("Gallery")
        RememberedWindowSize(kind: .gallery, settings: settings, fallback: (1024, 720)).apply(to: window)
        let context = GalleryPageContext(
            changed: { [weak self] in self?.pageChanged() },
            announce: { [weak self] in self?.announce($0) }
        )
        pages = [
            GridPage(context: context), StacksPage(context: context),
            CustomPage(context: context), ListsPage(context: context),
        ]
        for page in pages {
            stack.addPage(page.widget, name: page.name, title: page.title, iconName: page.iconName)
        }
        let opening = page ?? settings?.string("gallery-page")
        stack.visiblePageName = opening.flatMap { name in pages.first { $0.name == name }?.name }
            ?? pages.first?.name
        stack.onNotify("visible-child-name") { [weak self] in
            guard let self else { return }
            if let name = currentPage?.name { settings?.setString("gallery-page", name) }
            pageChanged()
        }

        window.setTitlebar(makeHeaderBar())
        // The source goes under the page: beside it, the wider pages would make the window
        // grow. The pages scroll when it takes their room, so the window keeps its size.
        let body = Box(.vertical)
        let pageScroller = ScrolledWindow()
        // Sideways too: a page wider than a narrow window (the stacks' row of cards) scrolls.
        pageScroller.setPolicy(horizontal: .automatic, vertical: .automatic)
        pageScroller.setChild(stack)
        pageScroller.expandsVertically = true
        body.append(pageScroller)
        body.append(source.widget)
        body.expandsVertically = true
        status.text = tr("Tab to a card, Space to pick it up, arrows to move it, Space to drop, Escape to cancel")
        window.setChild(body)
        window.addBottomBar(statusLine.widget)
        window.addBottomBar(ViewSwitcherBar(for: stack, when: switcherTitle))
        // Below 560 px (a phone) Redo and the source's toggle leave the header bar for the
        // menu, where they always are.
        window.adapt { [weak self] width in self?.wideOnlyButtons.forEach { $0.isVisible = width >= 560 } }
        installActions(application: application)
        updateActions()
        followClickToMove(in: settings)
    }

    /// Moves items by clicks on every page while the Preferences' Click to Move is on.
    private func followClickToMove(in settings: StoredSettings?) {
        guard let settings else { return }
        let read: VoidHandler = { [weak self, settings] in
            self?.pages.forEach { $0.clickToMove = settings.boolean("click-to-move") }
        }
        read()
        settings.onChanged(["click-to-move"], while: window, read)
    }

    private func makeHeaderBar() -> HeaderBar {
        let header = HeaderBar()
        header.setTitleWidget(switcherTitle)
        editToggle.isActive = true
        editToggle.tooltip = tr("Turn reordering on or off")
        editToggle.onToggled { [weak self] in
            guard let self else { return }
            pages.forEach { $0.isEditing = editToggle.isActive }
            changed()
        }
        header.packStart(editToggle)
        sourceToggle.tooltip = tr("Show the Swift that builds this page (Ctrl+U)")
        sourceToggle.onToggled { [weak self] in
            guard let self else { return }
            source.isShown = sourceToggle.isActive
            pageChanged()
        }
        header.packPrimaryMenu([
            (tr("Redo"), "win.redo"),
            (tr("Show Swift Source"), "win.show-source"),
            (tr("Preferences"), "app.preferences"),
            (tr("Help"), "win.help"),
            (tr("About Deckhand"), "win.about"),
            (tr("Close"), "win.close"),
        ])
        header.packEnd(sourceToggle)
        let buttons = header.packActionButtons([
            ("edit-undo-symbolic", "win.undo", tr("Undo"), "<Control>z"),
            ("edit-redo-symbolic", "win.redo", tr("Redo"), "<Control><Shift>z"),
        ])
        wideOnlyButtons = [sourceToggle] + buttons.dropFirst().map { $0 as Widget }
        return header
    }

    private func installActions(application: Application) {
        actions = window.addActions([
            ("undo", ["<Control>z"], { [weak self] in self?.currentPage?.undo() }),
            ("redo", ["<Control><Shift>z", "<Control>y"], { [weak self] in self?.currentPage?.redo() }),
            ("show-source", ["<Control>u"], { [weak self] in self?.sourceToggle.isActive.toggle() }),
            ("close", ["<Control>w"], { [weak self] in self?.window.close() }),
            ("about", [], { [weak self] in
                if let self { AboutDeckhand.show(over: window) }
            }),
            ("help", ["F1"], { [weak self] in
                if let self { HelpBook.open("gallery", over: window, sayingWhyIn: status) }
            }),
        ], application: application)
    }

    private var currentPage: (any GalleryPage)? {
        pages.first { $0.name == stack.visiblePageName }
    }

    /// Shows a keyboard-reordering announcement in the status line.
    private func announce(_ text: String) {
        announcement = text
        status.text = text
        changed()
    }

    private func pageChanged() {
        source.show(page: currentPage?.name ?? "")
        updateActions()
        changed()
    }

    private func updateActions() {
        actions["undo"]?.isEnabled = currentPage?.canUndo ?? false
        actions["redo"]?.isEnabled = currentPage?.canRedo ?? false
    }

    /// The window's state, for the automation file (`GalleryAutomation`): the page shown,
    /// what the keyboard said last, the source shown, and each page's own.
    var automationModel: [String: JSONValue] {
        var model: [String: JSONValue] = [
            "page": .string(stack.visiblePageName ?? ""), "announcement": .string(announcement),
            "source": .string(source.isShown ? source.text : ""),
        ]
        for page in pages { model.merge(page.automationModel()) { current, _ in current } }
        return model
    }

    /// Every page's containers, for the automation file.
    var automationContainers: [AutomationContainer] {
        pages.flatMap { $0.automationContainers(in: window) }
    }
}
