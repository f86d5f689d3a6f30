import CDeckhandGtk
import Foundation

/// GResource bundles compiled into the binary, registered so that GTK finds files at
/// `resource:///…` paths: the application's stylesheet and icons, UI definitions, schemas.
public enum Resources {
    /// Registers the bundle in `data` (what `glib-compile-resources` writes) for the process.
    ///
    /// - Throws: `ResourceError` when `data` is not a resource bundle.
    public static func register(bundle data: Data) throws(ResourceError) {
        let bytes = data.withUnsafeBytes { g_bytes_new($0.baseAddress, gsize($0.count)) }
        defer { g_bytes_unref(bytes) }
        var error: UnsafeMutablePointer<GError>?
        guard let resource = g_resource_new_from_data(bytes, &error) else {
            defer { if let error { g_error_free(error) } }
            throw ResourceError(message: error.map { String(cString: $0.pointee.message) } ?? catalogue.tr("not a resource bundle"))
        }
        g_resources_register(resource)
        g_resource_unref(resource)
    }

    /// The file at `path` in the registered bundles (`/app/deckhand/Deckhand/style.css`), or
    /// nil when no bundle has it.
    public static func data(at path: String) -> Data? {
        guard let bytes = g_resources_lookup_data(path, G_RESOURCE_LOOKUP_FLAGS_NONE, nil) else {
            return nil
        }
        defer { g_bytes_unref(bytes) }
        var size: gsize = 0
        guard let start = g_bytes_get_data(bytes, &size) else { return Data() }
        return Data(bytes: start, count: Int(size))
    }
}

/// Why a resource bundle could not be registered.
public struct ResourceError: Error, Equatable {
    /// GLib's words for it.
    public var message: String
}
