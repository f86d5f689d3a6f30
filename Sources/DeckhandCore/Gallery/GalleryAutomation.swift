import DeckhandGtk

/// Publishes a gallery window to the automation file (the test contract): every page's
/// containers and model. It observes the window from outside, through its `changed` callback.
@MainActor
final class GalleryAutomation: AutomationSource {
    let window: ApplicationWindow
    private weak var gallery: GalleryWindow?

    private init(_ gallery: GalleryWindow) {
        window = gallery.window
        self.gallery = gallery
    }

    /// Publishes `gallery` through `publisher` from now on.
    static func attach(to gallery: GalleryWindow, publisher: AutomationPublisher) {
        gallery.changed = { [weak publisher] in publisher?.setNeedsWrite() }
        publisher.register(GalleryAutomation(gallery))
    }

    func automationSnapshot() -> AutomationWindow {
        AutomationWindow(
            kind: "gallery", title: window.title, width: window.width, height: window.height, xid: window.x11WindowID,
            containers: gallery?.automationContainers ?? [], model: .object(gallery?.automationModel ?? [:])
        )
    }
}
