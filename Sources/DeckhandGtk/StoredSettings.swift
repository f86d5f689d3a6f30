import CDeckhandGtk

/// A `GSettings` for one schema, whose values are kept in a key file (as a sandboxed GNOME app
/// keeps them), or only in memory.
///
/// ```swift
/// let settings = try StoredSettings(schema: "app.deckhand.Deckhand", compiledIn: folder, keyFile: path)
/// settings.setInteger("cards-window-width", 1300)
/// ```
@MainActor
public final class StoredSettings: Object {
    /// Opens schema `id` from the `gschemas.compiled` in `schemaFolder`. With a `keyFile` path,
    /// values are read from and written to that file (made when first written); without one,
    /// they last as long as the process.
    ///
    /// - Throws: `SettingsError` when the folder holds no compiled schemas, or not `id`.
    public init(schema id: String, compiledIn schemaFolder: String, keyFile: String?) throws(SettingsError) {
        var error: UnsafeMutablePointer<GError>?
        guard let source = g_settings_schema_source_new_from_directory(schemaFolder, nil, 1, &error) else {
            defer { if let error { g_error_free(error) } }
            throw SettingsError(message: error.map { String(cString: $0.pointee.message) } ?? catalogue.tr("no compiled schemas"))
        }
        defer { g_settings_schema_source_unref(source) }
        guard let schema = g_settings_schema_source_lookup(source, id, 0) else {
            // TRANSLATORS: %1$s is a folder's path, %2$s a settings schema's ID ("app.deckhand.Deckhand").
            throw SettingsError(message: catalogue.tr("the compiled schemas in %1$s have no %2$s", schemaFolder, id))
        }
        defer { g_settings_schema_unref(schema) }
        let backend = keyFile.map { g_keyfile_settings_backend_new($0, "/", nil) } ?? g_memory_settings_backend_new()
        defer { g_object_unref(UnsafeMutableRawPointer(backend)) }
        super.init(taking: UnsafeMutableRawPointer(g_settings_new_full(schema, backend, nil)))
    }

    private var settings: UnsafeMutablePointer<GSettings> { typed() }

    /// The integer value of `key`.
    public func integer(_ key: String) -> Int { Int(g_settings_get_int(settings, key)) }

    /// Sets the integer `key`; a value outside the schema's range is not stored.
    public func setInteger(_ key: String, _ value: Int) {
        _ = g_settings_set_int(settings, key, gint(clamping: value))
    }

    /// The boolean value of `key`.
    public func boolean(_ key: String) -> Bool { g_settings_get_boolean(settings, key) != 0 }

    /// Sets the boolean `key`.
    public func setBoolean(_ key: String, _ value: Bool) {
        _ = g_settings_set_boolean(settings, key, value ? 1 : 0)
    }

    /// The string value of `key`.
    public func string(_ key: String) -> String {
        guard let value = g_settings_get_string(settings, key) else { return "" }
        defer { g_free(value) }
        return String(cString: value)
    }

    /// Sets the string `key`; a value outside the schema's choices is not stored.
    public func setString(_ key: String, _ value: String) {
        _ = g_settings_set_string(settings, key, value)
    }

    /// The list of strings `key` holds.
    public func strings(_ key: String) -> [String] {
        guard let values = g_settings_get_strv(settings, key) else { return [] }
        defer { g_strfreev(values) }
        var strings: [String] = []
        var index = 0
        while let value = values[index] {
            strings.append(String(cString: value))
            index += 1
        }
        return strings
    }

    /// Sets the list of strings `key` holds.
    public func setStrings(_ key: String, _ values: [String]) {
        var copies = values.map { strdup($0) }
        defer { copies.forEach { free($0) } }
        copies.append(nil)
        copies.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress?.withMemoryRebound(to: UnsafePointer<gchar>?.self, capacity: buffer.count) { pointer in
                _ = g_settings_set_strv(settings, key, pointer)
            }
        }
    }

    /// Runs `handler` whenever `key` changes, here or in another window or process.
    @discardableResult
    public func onChanged(_ key: String, _ handler: @escaping VoidHandler) -> UInt {
        connect("changed::\(key)", handler, trampoline: trampolinePointer(notifyTrampoline))
    }

    /// Runs `handler` whenever any of `keys` changes, for as long as `widget` lasts: the
    /// settings may outlive it, so its handlers go with it.
    ///
    /// ```swift
    /// func follow(_ settings: StoredSettings, in window: ApplicationWindow) {
    ///     settings.onChanged(["show-score", "show-timer"], while: window) { print("changed") }
    /// }
    /// ```
    public func onChanged(_ keys: [String], while widget: Widget, _ handler: @escaping VoidHandler) {
        let handlers = keys.map { onChanged($0, handler) }
        widget.onDestroy { [weak self] in
            guard let self else { return }
            handlers.forEach(disconnect)
        }
    }

    /// Writes every change made so far to its backend before returning (before the process
    /// exits, say).
    public static func sync() {
        g_settings_sync()
    }
}

/// Why settings could not be opened.
public struct SettingsError: Error, Equatable {
    /// What went wrong, in GLib's words or ours.
    public var message: String

    /// An error saying `message`.
    public init(message: String) {
        self.message = message
    }
}
