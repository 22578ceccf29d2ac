#if !canImport(UIKit)
import DiffableDataSourceKit
import HeadlessUIKit
import XCTest

@testable import ApplePorts

/// Two view controllers written for Apple's diffable data source, ported by
/// rename, run headless: the code an app runs on a `UITableView`, here on the headless
/// table under UIKit's names.
@MainActor
final class ApplePortsTests: XCTestCase {
    func table(of controller: UIViewController) throws -> HeadlessTableView {
        try XCTUnwrap(controller.view.subviews.first as? HeadlessTableView)
    }

    func testTheCitiesScreenListsTheModelAndLetsTheUserSwipeACityAway() async throws {
        let (controller, diagnostics) = recordingDiagnosticsOf {
            let controller = CitiesViewController()
            controller.loadViewIfNeeded()
            return controller
        }
        XCTAssertEqual(diagnostics, [])
        let table = try table(of: controller)
        XCTAssertTrue(table.dataSource is CitiesDataSource)
        let cells = table.visibleCells.compactMap { $0 as? CityWeatherTableViewCell }
        XCTAssertEqual(cells.map(\.cityNameLabel.text), ["Seoul", "Busan", "Jeju"])
        XCTAssertEqual(cells.map(\.temperatureLabel.text), ["3°", "9°", "12°"])

        // The subclass's canEditRowAt and commit(_:forRowAt:) drive the swipe.
        XCTAssertTrue(table.performUserDelete(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(controller.model.cities.map(\.name), ["Seoul", "Jeju"])
        XCTAssertEqual(
            table.visibleCells.compactMap { ($0 as? CityWeatherTableViewCell)?.cityNameLabel.text }, ["Seoul", "Jeju"])
        XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
    }

    func testTheNotesScreenShowsItsNotesAndATapNamesTheRightNote() async throws {
        let controller = NotesViewController()
        controller.loadViewIfNeeded()
        let table = try table(of: controller)
        XCTAssertEqual(table.visibleCells.map(\.textLabel?.text), ["0", "1"])
        XCTAssertEqual(table.visibleCells.map(\.reuseIdentifier), ["cell", "cell"])
        XCTAssertTrue(table.performUserTap(at: IndexPath(row: 1, section: 0)))
        XCTAssertEqual(controller.selectedNote, Note(id: 1, content: "1"))

        controller.updateData([Note(id: 1, content: "1"), Note(id: 2, content: "2")])
        XCTAssertEqual(table.visibleCells.map(\.textLabel?.text), ["1", "2"])
    }

    /// Apple's editing sample's drag, ported by rename: the override of `moveRowAt` does not
    /// call `super` and applies the moved snapshot itself; the overridden `apply` sees every
    /// apply, and the table ends showing the data source, each cell its item.
    func testADragHandledAsApplesEditingSampleDoesIsShownOnce() async throws {
        let table = UITableView()
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = IngredientsDataSource(tableView: table) { tableView, indexPath, ingredient in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = ingredient
            return cell
        }
        XCTAssertTrue(dataSource.isEmpty)
        var snapshot = ListSnapshot<Int, String>()
        try snapshot.appendSections([0])
        try snapshot.appendItems(["flour", "eggs", "milk", "salt"], toSection: 0)
        dataSource.apply(snapshot, animatingDifferences: false, completion: nil)
        XCTAssertFalse(dataSource.isEmpty)

        XCTAssertEqual(
            table.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)),
            IndexPath(row: 2, section: 0))
        XCTAssertEqual(dataSource.savedOrders, [["eggs", "milk", "flour", "salt"]])
        table.turnRunLoop()
        XCTAssertNil(table.lastUpdateError)
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, ["eggs", "milk", "flour", "salt"])
        XCTAssertEqual(table.visibleCells.map(\.textLabel?.text), ["eggs", "milk", "flour", "salt"])
    }

    /// Collects the diagnostics `body` reports.
    func recordingDiagnosticsOf<Result>(_ body: () -> Result) -> (Result, [ListDiagnostic.Kind]) {
        let log = KindLog()
        let previous = ListDiagnostics.handler
        ListDiagnostics.handler = { log.append($0.kind) }
        defer { ListDiagnostics.handler = previous }
        return (body(), log.kinds)
    }
}

/// Diagnostic kinds recorded from any thread.
final class KindLog: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var stored: [ListDiagnostic.Kind] = []

    func append(_ kind: ListDiagnostic.Kind) {
        lock.lock()
        stored.append(kind)
        lock.unlock()
    }

    var kinds: [ListDiagnostic.Kind] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
#endif
