import DiffableDataSourceKit
import XCTest

/// A delegate that sizes rows with closures and records which rows it was asked about.
@MainActor
final class RecordingHeightDelegate: HeadlessTableViewDelegate {
    var height: (IndexPath) -> CGFloat
    var estimate: (IndexPath) -> CGFloat
    private(set) var heightRequests: [IndexPath] = []
    private(set) var estimateRequests = 0

    init(height: @escaping (IndexPath) -> CGFloat, estimate: @escaping (IndexPath) -> CGFloat = { _ in 50 }) {
        self.height = height
        self.estimate = estimate
    }

    func tableView(_ tableView: HeadlessTableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightRequests.append(indexPath)
        return height(indexPath)
    }

    func tableView(_ tableView: HeadlessTableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        estimateRequests += 1
        return estimate(indexPath)
    }

    func resetCounts() {
        heightRequests = []
        estimateRequests = 0
    }
}

/// A cell whose content needs a height set by the builder (the stand-in for Auto Layout).
final class SizedCell: TableViewCell {
    var contentHeight: CGFloat = 44
    override var fittingHeight: CGFloat { contentHeight }
}

/// A table whose rows show `Int` items in `SizedCell`s of height `sizes(item)`.
@MainActor
func makeSizedTable(
    _ layout: [(String, [Int])], viewportHeight: CGFloat = 400, sizes: @escaping (Int) -> CGFloat = { _ in 44 }
) -> (HeadlessTableView, ReorderableDataSource<String, Int>) {
    let table = HeadlessTableView()
    table.viewportHeight = viewportHeight
    table.register(SizedCell.self, forCellReuseIdentifier: "sized")
    let dataSource = ReorderableDataSource<String, Int>.create(tableView: table) { tableView, indexPath, item, _ in
        let cell = try tableView.dequeueReusableCell(SizedCell.self, withIdentifier: "sized", for: indexPath)
        cell.text = "\(item)"
        cell.contentHeight = sizes(item)
        return cell
    }
    dataSource.apply(tableSnapshot(layout), animatingDifferences: false, completion: nil)
    return (table, dataSource)
}

final class HeadlessTableLayoutTests: XCTestCase {
    // MARK: Geometry

    @MainActor
    func testContentHeightAndRowRects() async throws {
        let (table, dataSource) = makeSizedTable([("A", [1, 2, 3]), ("B", []), ("C", [4, 5])])
        XCTAssertEqual(table.contentHeight, 5 * 44)
        XCTAssertEqual(table.rectForRow(at: path(0, 0)), CGRect(x: 0, y: 0, width: 0, height: 44))
        XCTAssertEqual(table.rectForRow(at: path(0, 2)), CGRect(x: 0, y: 88, width: 0, height: 44))
        XCTAssertEqual(table.rectForRow(at: path(2, 0)), CGRect(x: 0, y: 132, width: 0, height: 44))
        XCTAssertEqual(table.rectForRow(at: path(2, 1)).minY, 176)
        for outOfRange in [path(0, 3), path(1, 0), path(3, 0), path(-1, 0), path(0, -1), IndexPath(index: 0)] {
            XCTAssertEqual(table.rectForRow(at: outOfRange), .zero, "\(outOfRange)")
        }
        dataSource.apply(tableSnapshot([]), completion: nil)
        XCTAssertEqual(table.contentHeight, 0)
    }

    @MainActor
    func testIndexPathForRowAtAPoint() async throws {
        let (table, dataSource) = makeSizedTable([("A", [1, 2]), ("B", [3])])
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 0)), path(0, 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 43.9)), path(0, 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 44)), path(0, 1), "a row owns its top edge")
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 88)), path(1, 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 131.9)), path(1, 0))
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 0, y: 132)), "below the content")
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 0, y: -1)), "above the content")
        for row in 0..<2 {
            XCTAssertEqual(
                table.indexPathForRow(at: CGPoint(x: 0, y: table.rectForRow(at: path(0, row)).midY)),
                path(0, row))
        }
    }

    @MainActor
    func testHeaderAndFooterTitlesAddHeight() async throws {
        let (table, dataSource) = makeSizedTable([("A", [1, 2]), ("B", [3]), ("C", [])])
        dataSource.headerTitle = { $0 == "C" ? nil : "Section \($0)" }
        dataSource.footerTitle = { $0 == "B" ? "\($0) ends" : nil }
        table.reloadData()
        // A: header 28, rows 0..<88 -> 28..<116; B: header 116..<144, row 144..<188, footer
        // 188..<216; C: nothing.
        XCTAssertEqual(table.contentHeight, 3 * 44 + 3 * 28)
        XCTAssertEqual(table.rectForRow(at: path(0, 0)).minY, 28)
        XCTAssertEqual(table.rectForRow(at: path(1, 0)).minY, 144)
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 0, y: 10)), "a point on a header")
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 0, y: 130)), "a point on a header")
        XCTAssertNil(table.indexPathForRow(at: CGPoint(x: 0, y: 200)), "a point on a footer")
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 28)), path(0, 0))
        XCTAssertEqual(table.indexPathForRow(at: CGPoint(x: 0, y: 150)), path(1, 0))

        table.sectionHeaderHeight = 40
        table.sectionFooterHeight = 10
        XCTAssertEqual(table.contentHeight, 3 * 44 + 2 * 40 + 10)
        XCTAssertEqual(table.rectForRow(at: path(1, 0)).minY, 40 + 88 + 40)

        dataSource.headerTitle = nil
        dataSource.footerTitle = nil
        table.reloadData()
        XCTAssertEqual(table.contentHeight, 3 * 44, "sections without titles have no header or footer")
    }

    @MainActor
    func testRowHeightSizesEveryRow() async throws {
        let (table, dataSource) = makeSizedTable([("A", Array(0..<20))], viewportHeight: 300)
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        XCTAssertEqual(table.rowHeight, 44, "UIKit's default")
        XCTAssertEqual(table.visibleRowPaths.count, 7)
        table.rowHeight = 100
        XCTAssertEqual(table.contentHeight, 2_000)
        XCTAssertEqual(table.rectForRow(at: path(0, 3)), CGRect(x: 0, y: 300, width: 0, height: 100))
        XCTAssertEqual(table.visibleRowPaths, [path(0, 0), path(0, 1), path(0, 2)])
        table.rowHeight = 0
        XCTAssertEqual(table.contentHeight, 0)
        XCTAssertEqual(table.visibleRowPaths, [], "rows of no height are never visible")
    }

    // MARK: Scrolling

    @MainActor
    func testScrollToRowPutsTheRowAtTheTop() async throws {
        let (table, dataSource) = makeSizedTable([("A", Array(0..<10)), ("B", Array(10..<30))], viewportHeight: 220)
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        table.scrollToRow(at: path(1, 2))
        XCTAssertEqual(table.contentOffset.y, 12 * 44)
        XCTAssertEqual(table.visibleRowPaths, (2..<7).map { path(1, $0) })
        XCTAssertEqual(table.cellForRow(at: path(1, 2))?.text, "12")

        table.scrollToRow(at: path(1, 19))
        XCTAssertEqual(table.contentOffset.y, 30 * 44 - 220, "as far as the content allows")
        XCTAssertEqual(table.visibleRowPaths.last, path(1, 19))
        XCTAssertEqual(table.visibleRowPaths.count, 5)

        let before = table.contentOffset
        for ignored in [path(2, 0), path(1, 20), path(-1, 0), IndexPath()] {
            table.scrollToRow(at: ignored)
            XCTAssertEqual(table.contentOffset, before, "\(ignored) is out of range")
        }
    }

    @MainActor
    func testContentOffsetIsClampedToTheContent() async throws {
        let (table, dataSource) = makeSizedTable([("A", Array(0..<20))], viewportHeight: 440)
        table.contentOffset.y = -50
        XCTAssertEqual(table.contentOffset.y, 0)
        table.contentOffset.y = 10_000
        XCTAssertEqual(table.contentOffset.y, 20 * 44 - 440)
        XCTAssertEqual(table.visibleRowPaths, (10..<20).map { path(0, $0) })

        table.viewportHeight = 600
        XCTAssertEqual(table.contentOffset.y, 20 * 44 - 600, "a taller viewport scrolls back")
        XCTAssertEqual(table.visibleRowPaths.last, path(0, 19))

        dataSource.apply(tableSnapshot([("A", Array(0..<5))]), completion: nil)
        XCTAssertEqual(table.contentOffset.y, 0, "content shorter than the viewport shows from the top")
        XCTAssertEqual(table.visibleRowPaths, (0..<5).map { path(0, $0) })
        XCTAssertEqual(table.visibleCells.map(\.text), ["0", "1", "2", "3", "4"])

        table.contentOffset.x = 30
        XCTAssertEqual(table.contentOffset.x, 30, "only y is used")
    }

    // MARK: Measuring

    @MainActor
    func testWithoutEstimatesEveryRowIsMeasured() async throws {
        let (table, dataSource) = makeSizedTable([("A", Array(0..<1_000))], viewportHeight: 440)
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        let delegate = RecordingHeightDelegate(height: { $0.row % 2 == 0 ? 40 : 60 })
        table.delegate = delegate
        XCTAssertEqual(Set(delegate.heightRequests).count, 1_000)
        XCTAssertEqual(delegate.estimateRequests, 0)
        XCTAssertEqual(table.contentHeight, 500 * 40 + 500 * 60)
        XCTAssertEqual(table.rectForRow(at: path(0, 3)), CGRect(x: 0, y: 140, width: 0, height: 60))
        XCTAssertEqual(table.visibleRowPaths.count, 9)  // 4 pairs of 100 points, then row 8
    }

    @MainActor
    func testEstimatedRowHeightMeasuresOnlyVisibleRows() async throws {
        let (table, dataSource) = makeSizedTable(
            [("A", Array(0..<10_000)), ("B", Array(10_000..<20_000))], viewportHeight: 440)
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        let delegate = RecordingHeightDelegate(height: { _ in 88 }, estimate: { _ in 30 })
        table.estimatedRowHeight = 30
        delegate.resetCounts()
        table.delegate = delegate

        let visible = table.visibleRowPaths
        XCTAssertEqual(visible, (0..<5).map { path(0, $0) }, "440 points of 88-point rows")
        let measured = Set(delegate.heightRequests)
        XCTAssertLessThanOrEqual(measured.count, 15, "only rows that were visible at some point are measured")
        XCTAssertTrue(measured.isSuperset(of: visible))
        XCTAssertTrue(measured.allSatisfy { $0.section == 0 && $0.row < 15 }, "\(measured.sorted())")
        XCTAssertLessThanOrEqual(delegate.heightRequests.count, 3 * measured.count)
        XCTAssertEqual(delegate.estimateRequests, 20_000, "every row gets an estimate, as in UIKit")
        XCTAssertEqual(table.rectForRow(at: path(0, 4)), CGRect(x: 0, y: 4 * 88, width: 0, height: 88))
        XCTAssertEqual(table.rectForRow(at: path(0, 100)).height, 30, "not measured yet")

        // Scrolling to the middle measures the rows that come into view, and only those.
        delegate.resetCounts()
        table.scrollToRow(at: path(1, 5_000))
        XCTAssertEqual(table.visibleRowPaths.first, path(1, 5_000))
        XCTAssertEqual(table.visibleRowPaths.count, 5)
        XCTAssertLessThanOrEqual(Set(delegate.heightRequests).count, 15)
        XCTAssertEqual(delegate.estimateRequests, 0, "scrolling does not estimate again")
        XCTAssertEqual(table.cellForRow(at: path(1, 5_000))?.text, "15000")
        XCTAssertLessThanOrEqual(table.cellsCreated, 16, "cells for the rows that fit by the estimates, then reused")
    }

    @MainActor
    func testAutomaticDimensionUsesTheCellsFittingHeight() async throws {
        let (table, dataSource) = makeSizedTable([("A", Array(0..<100))], viewportHeight: 400) {
            $0 % 2 == 0 ? 100 : 50
        }
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        table.rowHeight = HeadlessTableView.automaticDimension
        table.estimatedRowHeight = 44
        XCTAssertEqual(table.rectForRow(at: path(0, 0)).height, 100)
        XCTAssertEqual(table.rectForRow(at: path(0, 1)), CGRect(x: 0, y: 100, width: 0, height: 50))
        XCTAssertEqual(table.rectForRow(at: path(0, 4)).minY, 300)
        XCTAssertEqual(table.visibleRowPaths, (0..<5).map { path(0, $0) }, "exactly 400 points")
        XCTAssertEqual(table.rectForRow(at: path(0, 50)).height, 44, "an estimate until it is shown")
        table.scrollToRow(at: path(0, 50))
        XCTAssertEqual(table.rectForRow(at: path(0, 50)).height, 100)
        XCTAssertEqual(table.rectForRow(at: path(0, 51)).height, 50)
    }

    @MainActor
    func testAutomaticDimensionWithoutAnEstimateStillAsksTheCell() async throws {
        // rowHeight = automaticDimension with estimatedRowHeight left at 0.
        let (table, dataSource) = makeSizedTable([("A", Array(0..<10))], viewportHeight: 1_000) { _ in 70 }
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        table.rowHeight = HeadlessTableView.automaticDimension
        XCTAssertEqual(table.contentHeight, 700)
        XCTAssertEqual(table.rectForRow(at: path(0, 9)), CGRect(x: 0, y: 630, width: 0, height: 70))
    }

    @MainActor
    func testADelegateReturningAutomaticDimensionAsksTheCell() async throws {
        // As the guide's heightForRowAt does; the delegate's documentation promises the cell is
        // asked, with or without estimates.
        for estimated: CGFloat in [0, 44] {
            let (table, dataSource) = makeSizedTable([("A", Array(0..<10))], viewportHeight: 1_000) { _ in 70 }
            defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
            table.estimatedRowHeight = estimated
            let delegate = RecordingHeightDelegate(height: { _ in HeadlessTableView.automaticDimension })
            table.delegate = delegate
            XCTAssertEqual(table.contentHeight, 700, "estimatedRowHeight \(estimated)")
            XCTAssertEqual(table.rectForRow(at: path(0, 9)).minY, 630, "estimatedRowHeight \(estimated)")
        }
    }

    @MainActor
    func testMeasuredRowsThatShrinkKeepTheOffsetInsideTheContent() async throws {
        // Estimates larger than the real heights: scrolled to the bottom by the estimates,
        // the measured rows shrink the content; the offset must follow.
        let (table, dataSource) = makeSizedTable([("A", Array(0..<100))], viewportHeight: 440) { _ in 44 }
        defer { withExtendedLifetime(dataSource) {} }  // the table does not retain it
        table.rowHeight = HeadlessTableView.automaticDimension
        table.estimatedRowHeight = 200
        table.contentOffset.y = 1_000_000
        XCTAssertEqual(table.contentOffset.y, table.contentHeight - table.viewportHeight, "at the bottom")
        XCTAssertEqual(table.visibleRowPaths.last, path(0, 99), "the bottom of the content is shown")
        let shown = table.visibleRowPaths.reduce(CGFloat(0)) { $0 + table.rectForRow(at: $1).height }
        XCTAssertGreaterThanOrEqual(shown, table.viewportHeight, "the viewport is filled")
    }
}
