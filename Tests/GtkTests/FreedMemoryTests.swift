import CDeckhandGtk
import DeckhandGtk
import Foundation
import TestProcesses
import XCTest

/// `FreedMemory`: what the card table asks of glibc before its solvers search.
final class FreedMemoryTests: XCTestCase {
    /// Set in the test process this test starts, which makes the check itself.
    private static let childVariable = "DECKHAND_FREED_MEMORY_CHECK"

    /// Once asked (and asking again changes nothing), a block of 1 MB is mapped on its own, so
    /// that freeing it gives its pages back at once: even after a larger block was freed, which
    /// would otherwise have glibc keep blocks up to its size in the arena. Checked in a process
    /// of its own, this test alone: a process that has run other tests holds freed memory in its
    /// arenas, from which glibc serves a large block whatever the bound.
    func testALargeBlockIsMappedOnItsOwnOnceAsked() throws {
        if ProcessInfo.processInfo.environment[Self.childVariable] != nil {
            return try checkInThisProcess()
        }
        let child = try ProgramRun(
            URL(fileURLWithPath: "/proc/self/exe"), ["GtkTests.FreedMemoryTests/testALargeBlockIsMappedOnItsOwnOnceAsked"],
            environment: ProcessInfo.processInfo.environment.merging([Self.childVariable: "1"]) { $1 }
        )
        XCTAssertEqual(child.status, 0, child.printed)
        XCTAssertTrue(child.printed.contains("Executed 1 test, with 0 failures"), child.printed)
    }

    private func checkInThisProcess() throws {
        free(try XCTUnwrap(malloc(4 * 1024 * 1024)))
        FreedMemory.returnLargeBlocksAtOnce()
        FreedMemory.returnLargeBlocksAtOnce()
        let before = mallinfo2().hblks
        let block = try XCTUnwrap(malloc(1024 * 1024))
        let during = mallinfo2().hblks
        free(block)
        XCTAssertEqual(during, before + 1)
        XCTAssertEqual(mallinfo2().hblks, before)
    }
}
