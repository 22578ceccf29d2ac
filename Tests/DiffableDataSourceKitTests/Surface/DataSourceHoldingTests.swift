import XCTest

@testable import DiffableDataSourceKit

/// What a UIKit view holds as its data source (issue 48, item 7): the data source itself,
/// as Apple's views hold theirs, unless its class overrides the move method, and then a
/// proxy that reports the user's move around the override. Pinned on the recording view,
/// which stands in for the UIKit surfaces; the Objective-C runtime's answer (which class
/// has which implementation of the move method) is the look-up the tests pass in.
@MainActor
final class DataSourceHoldingTests: XCTestCase {
    /// Two classes as the runtime sees them: the kit's class and an app's subclass.
    final class KitClass: NSObject {}
    final class AppSubclass: NSObject {}

    /// The runtime's move implementations when the app's subclass has its own.
    static func overridden(_ type: AnyClass) -> String? { type == AppSubclass.self ? "app's" : "kit's" }
    /// The runtime's move implementations when the subclass inherits the kit's.
    static func inherited(_ type: AnyClass) -> String? { "kit's" }

    func testOnlyAClassWithAMoveMethodOfItsOwnNeedsTheProxy() async {
        XCTAssertTrue(
            DataSourceHolding.overridesMove(AppSubclass.self, of: KitClass.self, moveImplementation: Self.overridden))
        XCTAssertFalse(
            DataSourceHolding.overridesMove(AppSubclass.self, of: KitClass.self, moveImplementation: Self.inherited))
        XCTAssertFalse(
            DataSourceHolding.overridesMove(KitClass.self, of: KitClass.self, moveImplementation: Self.overridden))
        XCTAssertFalse(
            DataSourceHolding.overridesMove(AppSubclass.self, of: KitClass.self) { (_: AnyClass) -> Int? in nil },
            "a class without the method")
    }

    /// A data source on a recording view, adopted with a look-up that says whether its
    /// class overrides the move method; its items are 1...4 in "s".
    func adopt(overriding: Bool) -> (RecordingListView, ListDataSource<String, Int, RecordingListView>) {
        let view = RecordingListView()
        let dataSource = ListDataSource<String, Int, RecordingListView>.recording(on: view, allowCrossSectionMove: true)
        let dataSourceClass: AnyClass = type(of: dataSource)
        view.adopt(dataSource, kitClass: KitClass.self) { (type: AnyClass) -> String? in
            type == dataSourceClass && overriding ? "app's" : "kit's"
        }
        dataSource.apply(tableSnapshot([("s", [1, 2, 3, 4])]), animatingDifferences: false, completion: nil)
        view.clearCalls()
        return (view, dataSource)
    }

    func testWithoutAnOverrideTheViewHoldsTheDataSourceAndItsOwnMoveMethodTakesTheDrag() async {
        let (view, dataSource) = adopt(overriding: false)
        XCTAssertTrue(view.heldDataSource === dataSource, "tableView.dataSource as? MyDataSource finds it")
        XCTAssertFalse(view.holdsProxy)
        // UIKit calls the data source's own `moveRowAt`, the kit's, with no report around it.
        view.onUserMove = { [unowned dataSource] in dataSource.userMovedItem(from: $0, to: $1) }
        view.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [2, 3, 1, 4])
        view.commitDrop()
        XCTAssertEqual(view.calls, [], "the view shows the move already: no batch, no reload")
        XCTAssertEqual(view.raised, [])
    }

    func testWithAnOverrideThatSkipsSuperTheProxyReportsTheDrag() async {
        let (view, dataSource) = adopt(overriding: true)
        XCTAssertTrue(view.holdsProxy)
        XCTAssertTrue(view.heldDataSource === dataSource)
        // Apple's editing sample's override returns without calling `super` here.
        view.onUserMove = { _, _ in }
        view.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [2, 3, 1, 4], "the report took the move")
        view.commitDrop()
        XCTAssertEqual(view.calls, [])
        XCTAssertEqual(view.raised, [])

        // Why the proxy is needed: held directly, the same override leaves the snapshot
        // behind the view.
        view.hold(dataSource, reportingMoves: false)
        view.performUserMove(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        XCTAssertEqual(dataSource.snapshot().itemIdentifiers, [2, 3, 1, 4])
    }
}
