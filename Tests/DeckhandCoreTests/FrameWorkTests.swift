@testable import DeckhandCore
import XCTest

/// The automation file's frame figures: each painted frame's work, the latest kept.
final class FrameWorkTests: XCTestCase {
    func testEachPaintedFrameIsTimedAndOnlyTheLatestAreKept() {
        MainActor.assumeIsolated {
            let work = FrameWork()
            work.frameEnded()
            XCTAssertEqual(work.count, 0, "a frame seen to end but not to begin is not timed")
            work.frameBegan()
            work.frameEnded()
            XCTAssertEqual(work.count, 0, "a frame that only laid out is not timed")
            for _ in 0..<(FrameWork.kept + 5) {
                work.frameBegan()
                work.framePaints()
                work.frameEnded()
            }
            XCTAssertEqual(work.count, FrameWork.kept + 5)
            XCTAssertEqual(work.recent.count, FrameWork.kept)
            XCTAssertTrue(work.recent.allSatisfy { $0 >= 0 && $0 < 1 })
            guard case .object(let fields) = work.jsonValue, case .array(let times)? = fields["recentMs"] else {
                return XCTFail("not the figures' shape: \(work.jsonValue)")
            }
            XCTAssertEqual(fields["count"], .number(Double(FrameWork.kept + 5)))
            XCTAssertEqual(times.count, FrameWork.kept)
        }
    }
}
