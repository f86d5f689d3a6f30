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

    /// From now on, every block of 128 KB or more that the arena cannot serve from memory it
    /// holds free is mapped on its own and unmapped as it is freed, and an arena keeps at most
    /// 128 KB free at its top: glibc otherwise raises the first bound to the largest such
    /// block freed so far (up to 32 MB) and the second to twice that, after which large blocks
    /// come from the arenas, where what a search freed stays resident around what is still in
    /// use. Call it before the work that frees large blocks starts, not before the toolkit
    /// does: Mesa's software renderer sets itself up by taking and freeing a 144 KB block some
    /// 130 times as GTK starts, and each one mapped afresh costs its pages' faults again
    /// (1,600 more as a window first shows). glibc asks for `mallopt` before other threads
    /// start; it takes the main arena's lock, and setting these two words later has been
    /// harmless here. Only the first call changes anything.
    public static func returnLargeBlocksAtOnce() {
        _ = largeBlocksReturned
    }

    private static let largeBlocksReturned: Void = {
        _ = mallopt(M_MMAP_THRESHOLD, 128 * 1024)
        _ = mallopt(M_TRIM_THRESHOLD, 128 * 1024)
    }()
}
