import XCTest

@testable import DiffableDataSourceKit

/// ``ScrollAnchor/bottom`` with rows that size themselves (issue 49, finding 8): a chat at
/// its newest message, rows estimated at 44 points and measured by their cells, gets a
/// message taller than the estimate. The newest message must end at the bottom of the
/// screen, measured, so the next update still finds the end in view and keeps following.
@MainActor
final class SelfSizingBottomTests: XCTestCase {
    func testTheNewestSelfSizingMessageEndsAtTheBottomOfTheScreen() async throws {
        // Messages 0..<100 are 60 points high, new ones 120: both unlike the estimate.
        let height = { (item: Int) -> CGFloat in item < 100 ? 60 : 120 }
        let (table, dataSource) = makeSizedTable([("chat", Array(0..<100))], viewportHeight: 400, sizes: height)
        table.rowHeight = HeadlessTableView.automaticDimension
        table.estimatedRowHeight = 44
        dataSource.scrollAnchor = .bottom
        // The user is at the newest message: scrolled to the end, as far as the rows
        // measured so far say, and again once the rows now in view are measured.
        for _ in 0..<3 { table.contentOffset.y = table.contentHeight - table.viewportHeight }
        let last = try XCTUnwrap(dataSource.indexPath(for: 99))
        XCTAssertEqual(table.rectForRow(at: last).maxY - table.contentOffset.y, 400, "the chat starts at its end")

        for message in 100..<103 {
            var snapshot = dataSource.snapshot()
            try snapshot.appendItems([message], toSection: "chat")
            dataSource.apply(snapshot, animatingDifferences: true, completion: nil)
            // The plain model: the message is measured (its cell's height) and ends where
            // the screen ends.
            let path = try XCTUnwrap(dataSource.indexPath(for: message))
            let frame = table.rectForRow(at: path)
            XCTAssertEqual(frame.height, 120, "message \(message) is measured")
            XCTAssertEqual(
                frame.maxY - table.contentOffset.y, table.viewportHeight,
                "message \(message) ends at the bottom of the screen")
            XCTAssertEqual(table.contentOffset.y, table.contentHeight - table.viewportHeight, "message \(message)")
        }
    }
}
