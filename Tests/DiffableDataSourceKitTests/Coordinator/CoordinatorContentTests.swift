import XCTest

@testable import DiffableDataSourceKit

/// The coordinator reads a declared list only when its version changed: a view that updates
/// on every state change pays O(1) for an unchanged list (counted: no content read, no
/// update of the view). After a user's drag the content is read again, so the model's
/// order wins.
@MainActor
final class CoordinatorContentTests: XCTestCase {
    func testAThousandUpdatesOfTheSameVersionReadTheContentOnce() async {
        let list = CoordinatedList([])
        var reads = 0
        let items = Array(0..<1_000)
        func declare(_ version: Int) {
            list.coordinator.update(
                fromView: {
                    list.coordinator.update(version: version) {
                        let _ = reads += 1
                        ListSection("a", items: items)
                    }
                }, selection: [], scrollPosition: .top)
        }
        let updates = list.updates
        for _ in 0..<1_000 { declare(1) }
        XCTAssertEqual(reads, 1)
        XCTAssertEqual(list.updates, updates + 1)
        XCTAssertEqual(list.dataSource.snapshot().numberOfItems, 1_000)
        for _ in 0..<1_000 { declare(2) }
        XCTAssertEqual(reads, 2)
        XCTAssertEqual(list.updates, updates + 2, "a new version with the same items: one update, no changes")
    }

    func testAUsersDragMakesTheNextUpdateReadTheContent() async {
        let list = CoordinatedList([])
        list.dataSource.allowReordering = true
        var model = [0, 1, 2, 3]
        func declare() -> Bool {
            list.coordinator.update(version: 7) { ListSection("a", items: model) }
        }
        XCTAssertTrue(declare())
        XCTAssertFalse(declare())
        list.view.beginUserDrag(at: list.path(0))
        list.view.dropUserDrag(at: IndexPath(item: 3, section: 0))
        list.view.turnRunLoop()
        XCTAssertEqual(list.dataSource.snapshot().itemIdentifiers, [1, 2, 3, 0])
        // The app refused the move (its model did not change): the list shows the model.
        XCTAssertTrue(declare())
        XCTAssertEqual(list.dataSource.snapshot().itemIdentifiers, [0, 1, 2, 3])
        XCTAssertEqual(list.view.snapshot(), list.dataSource.snapshot())
        model = [3, 2, 1, 0]
        XCTAssertFalse(declare(), "the same version again: not read")
    }

    func testAListThatCannotBeBuiltIsReportedAndTheViewKeepsWhatItShowed() async {
        let list = CoordinatedList([("a", [1, 2])])
        let (_, diagnostics) = recordingDiagnostics {
            list.coordinator.update(version: 1) {
                ListSection("a", items: [1, 2])
                ListSection("b", items: [2])
            }
        }
        XCTAssertEqual(diagnostics.map(\.kind), [.bindingRefused])
        XCTAssertEqual(diagnostics.first?.file.hasSuffix("CoordinatorContentTests.swift"), true)
        XCTAssertEqual(list.dataSource.snapshot(), CoordinatedList.snapshot([("a", [1, 2])]))
        XCTAssertFalse(
            list.coordinator.update(version: 1) { ListSection("a", items: [1]) }, "until the version changes")
        XCTAssertTrue(list.coordinator.update(version: 2) { ListSection("a", items: [1]) })
        XCTAssertEqual(list.dataSource.snapshot().itemIdentifiers, [1])
    }

    func testCancelStopsTheReports() async {
        let list = CoordinatedList()
        var fired = 0
        list.coordinator.whenNearEnd(within: 2) { fired += 1 }
        list.coordinator.cancel()
        list.view.performUserTap(at: list.path(2))
        list.userScrolls(to: 10_000)
        XCTAssertEqual(list.selections, [])
        XCTAssertEqual(list.positions, [])
        XCTAssertEqual(fired, 0)
    }
}
