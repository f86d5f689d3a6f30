import CDeckhandGtk

/// A GObject held without a reference of its own (GLib's `GWeakRef`): it neither keeps the
/// object alive nor outlives it, and hands out a new wrapper while the object exists.
///
/// ```swift
/// let weakView = WeakReference(view) { Overlay(taking: $0) }
/// weakView.object?.addOverlay(badge)   // nothing happens once the view is gone
/// ```
@MainActor
public final class WeakReference<Wrapper: Object> {
    private nonisolated(unsafe) let cell = UnsafeMutablePointer<GWeakRef>.allocate(capacity: 1)
    private let wrap: @MainActor (UnsafeMutableRawPointer) -> Wrapper

    /// Refers to `object` weakly; `wrap` makes a wrapper that takes ownership of a new reference.
    public init(_ object: Wrapper, wrap: @escaping @MainActor (UnsafeMutableRawPointer) -> Wrapper) {
        self.wrap = wrap
        cell.initialize(to: GWeakRef())
        g_weak_ref_init(cell, object.pointer)
    }

    deinit {
        g_weak_ref_clear(cell)
        cell.deallocate()
    }

    /// A wrapper of the object, or nil once it has been finalized.
    public var object: Wrapper? {
        g_weak_ref_get(cell).map { wrap(UnsafeMutableRawPointer($0)) }
    }
}
