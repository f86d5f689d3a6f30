import CGtk

/// The application's `AdwStyleManager`: whether the style is dark, and word when that changes.
///
/// The colour scheme follows the system's preference (the settings portal, or
/// `ADW_DEBUG_COLOR_SCHEME=prefer-dark` for testing). It exists once an `Application` has
/// started, or after `StyleManager.start()`.
@MainActor
public final class StyleManager: Object {
    /// The style manager of the default display.
    public static var shared: StyleManager {
        StyleManager(borrowing: UnsafeMutableRawPointer(adw_style_manager_get_default()))
    }

    /// Starts libadwaita without an `Application` (as tests do): its stylesheet, and the style
    /// manager following the system's preference.
    public static func start() {
        adw_init()
    }

    /// Whether the application is using dark colours now.
    public var isDark: Bool {
        adw_style_manager_get_dark(OpaquePointer(pointer)) != 0
    }

    /// Runs `handler` each time the style turns dark or light.
    @discardableResult
    public func onDarkChanged(_ handler: @escaping VoidHandler) -> UInt {
        onNotify("dark", handler)
    }
}
