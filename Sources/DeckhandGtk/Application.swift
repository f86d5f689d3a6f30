import CDeckhandGtk
import Foundation

/// An `AdwApplication` (or a plain `GtkApplication`): the process's connection to the desktop
/// and owner of its windows.
///
/// Being a libadwaita application, its style follows the system's light or dark preference, and
/// it loads `style.css` (and, when dark, `style-dark.css`) and the `icons/` folder from the
/// registered resources under the path its id names (`/app/deckhand/Deckhand/` for
/// `app.deckhand.Deckhand`). Once started, it reads the icon theme on a worker thread, so that
/// its first window's first icon does not read it on the main thread.
@MainActor
public final class Application: Object {
    /// Whether this is a libadwaita application, whose windows are `AdwApplicationWindow`s.
    public let isAdwaita: Bool
    /// The stylesheets `addStylesheet` added, kept for the application's life.
    private var stylesheets: [GeneratedStylesheet] = []
    /// The stylesheets added before `run()` opened the display, added once it has.
    private var waitingStylesheets: [String] = []

    /// Creates an application with the reverse-DNS `id`. It opens its windows in `onActivate`,
    /// or handles its command lines itself once `onCommandLine` is connected; `unique: false`
    /// lets several instances run side by side; `adwaita: false` makes a plain GTK application
    /// (a baseline for benchmarks).
    ///
    /// ```swift
    /// let app = Application(id: "org.example.Fruits")
    /// app.onActivate {
    ///     let window = ApplicationWindow(application: app)
    ///     window.setChild(Label("Hello"))
    ///     window.present()
    /// }
    /// exit(app.run())
    /// ```
    public init(id: String, unique: Bool = true, adwaita: Bool = true) {
        let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
        isAdwaita = adwaita
        let application: UnsafeMutableRawPointer = adwaita
            ? UnsafeMutableRawPointer(adw_application_new(id, flags))
            : UnsafeMutableRawPointer(gtk_application_new(id, flags))
        super.init(taking: application)
        // GTK's own startup has added the resource path by now, which dropped the icon theme
        // GTK read as the display opened; read it again off the main thread, while the first
        // window is built, rather than at its first icon (`cgtk_icon_theme_load_in_background`).
        onStartup {
            guard let display = gdk_display_get_default(), let theme = gtk_icon_theme_get_for_display(display) else { return }
            cgtk_icon_theme_load_in_background(theme)
        }
    }

    /// Runs `handler` in the primary instance with each command line (its own or a remote
    /// one's) instead of activating; the handler returns the exit status. Connect it before
    /// `run`.
    @discardableResult
    public func onCommandLine(_ handler: @escaping @MainActor ([String]) -> Int32) -> UInt {
        let flags = g_application_get_flags(typed()).rawValue | G_APPLICATION_HANDLES_COMMAND_LINE.rawValue
        g_application_set_flags(typed(), GApplicationFlags(flags))
        return connect("command-line", handler, trampoline: trampolinePointer(commandLineTrampoline))
    }

    /// Runs `handler` when the application starts without a command-line handler (or is
    /// started again while it runs): the place to open the first window.
    @discardableResult
    public func onActivate(_ handler: @escaping VoidHandler) -> UInt {
        connect("activate", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Runs `handler` once the application is registered, before any command line.
    @discardableResult
    public func onStartup(_ handler: @escaping VoidHandler) -> UInt {
        connect("startup", handler, trampoline: trampolinePointer(voidTrampoline))
    }

    /// Adds `css` to the application's style for as long as the application lives, at the
    /// application's priority, above the theme and any library's default look: the place for
    /// an app's own rules when it has no `style.css` in a GResource. Call it before `run()` or
    /// after: rules added before GTK opens the display wait for it.
    ///
    /// ```swift
    /// app.addStylesheet(".drop-indicator { background-color: @success_color; }")
    /// ```
    public func addStylesheet(_ css: String) {
        guard gdk_display_get_default() != nil else {
            waitingStylesheets.append(css)
            guard waitingStylesheets.count == 1 else { return }
            // GTK opens the display in the application's own startup, before handlers run.
            onStartup { [weak self] in
                guard let self else { return }
                let waiting = waitingStylesheets
                waitingStylesheets = []
                waiting.forEach(addStylesheet)
            }
            return
        }
        let stylesheet = GeneratedStylesheet(priority: .application)
        stylesheet.load(css)
        stylesheets.append(stylesheet)
    }

    /// The window the user last worked in, if the application has one.
    public var activeWindowPointer: UnsafeMutableRawPointer? {
        gtk_application_get_active_window(typed()).map { UnsafeMutableRawPointer($0) }
    }

    /// Runs the main loop until the last window closes, and returns the exit status.
    @discardableResult
    public func run(arguments: [String] = CommandLine.arguments) -> Int32 {
        var argv = arguments.map { strdup($0) }
        defer { argv.forEach { free($0) } }
        return argv.withUnsafeMutableBufferPointer { buffer in
            g_application_run(typed(), gint(buffer.count), buffer.baseAddress)
        }
    }
}

private typealias CommandLineBody = @MainActor ([String]) -> Int32

private let commandLineTrampoline: @convention(c) (gpointer?, UnsafeMutablePointer<GApplicationCommandLine>?, gpointer?) -> gint = {
    _, commandLine, data in
    var count: gint = 0
    var arguments: [String] = []
    if let commandLine, let argv = g_application_command_line_get_arguments(commandLine, &count) {
        arguments = (0..<Int(count)).compactMap { argv[$0].map { String(cString: $0) } }
        g_strfreev(argv)
    }
    let received = arguments
    nonisolated(unsafe) let userData = data
    return MainActor.assumeIsolated {
        unbox(userData, as: CommandLineBody.self)?(received) ?? 1
    }
}
