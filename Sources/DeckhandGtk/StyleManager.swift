import CDeckhandGtk

/// The application's `AdwStyleManager`: whether the style is dark, and word when that changes.
///
/// The colour scheme follows the system's preference (the settings portal, or
/// `ADW_DEBUG_COLOR_SCHEME=prefer-dark` for testing). It exists once an `Application` has
/// started.
@MainActor
public final class StyleManager: Object {
    /// The style manager of the default display, made on first use (after the application
    /// started) and kept: the table asks it on every layout.
    public static let shared = StyleManager(borrowing: UnsafeMutableRawPointer(adw_style_manager_get_default()))

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
