import CDeckhandGtk

/// Memory a program has freed but the C library still holds.
public enum FreedMemory {
    /// Gives what every malloc arena holds freed back to the system (glibc's `malloc_trim`):
    /// after work that freed much on a thread that will then idle, whose arena glibc would
    /// otherwise keep at its largest.
    ///
    /// - Complexity: O(*n*) in the pages the arenas hold; a millisecond or so.
    public static func giveBack() {
        malloc_trim(0)
    }
}
