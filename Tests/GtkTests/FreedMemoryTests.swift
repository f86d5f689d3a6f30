import CDeckhandGtk
import DeckhandGtk
import XCTest

/// `FreedMemory`: what the card table asks of glibc before its solvers search.
final class FreedMemoryTests: XCTestCase {
    /// Once asked (and asking again changes nothing), a block of 256 KB is mapped on its own,
    /// so that freeing it gives its pages back at once: even after a larger block was freed,
    /// which would otherwise have glibc keep blocks up to its size in the arena.
    func testALargeBlockIsMappedOnItsOwnOnceAsked() throws {
        free(try XCTUnwrap(malloc(1024 * 1024)))
        FreedMemory.returnLargeBlocksAtOnce()
        FreedMemory.returnLargeBlocksAtOnce()
        let before = mallinfo2().hblks
        let block = try XCTUnwrap(malloc(256 * 1024))
        let during = mallinfo2().hblks
        free(block)
        XCTAssertEqual(during, before + 1)
        XCTAssertEqual(mallinfo2().hblks, before)
    }
}
