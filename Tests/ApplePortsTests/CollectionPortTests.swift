#if !canImport(UIKit)
import DiffableDataSourceKit
import HeadlessUIKit
import XCTest

@testable import CollectionPort

/// The bookshelf screen, written for Apple's data source and ported by rename without `try`
/// (issue 48), run on the headless collection view: what it shows, a long-press move with
/// the reload after it, a cancelled press, and the jump to a shelf.
@MainActor
final class CollectionPortTests: XCTestCase {
    let header = UICollectionView.elementKindSectionHeader

    /// The screen, loaded, and what it reported while loading.
    func load() -> (BookshelfViewController, [ListDiagnostic]) {
        let log = DiagnosticList()
        let previous = ListDiagnostics.handler
        ListDiagnostics.handler = { log.append($0) }
        defer { ListDiagnostics.handler = previous }
        let controller = BookshelfViewController(bookshelf: .sample())
        controller.loadViewIfNeeded()
        return (controller, log.entries)
    }

    /// A long press on the item at `from`, dragged over the item at `to`, then `finally`.
    func press(
        _ controller: BookshelfViewController, from: IndexPath, over to: IndexPath,
        finally state: UIGestureRecognizer.State
    ) throws {
        let collectionView = try XCTUnwrap(controller.collectionView)
        let gesture = UILongPressGestureRecognizer()
        let start = try XCTUnwrap(collectionView.frameForItem(at: from))
        let end = try XCTUnwrap(collectionView.frameForItem(at: to))
        for (state, frame) in [(UIGestureRecognizer.State.began, start), (.changed, end), (state, end)] {
            gesture.state = state
            gesture.locationInView = CGPoint(x: 20, y: frame.midY)
            controller.handleLongPress(gesture)
        }
    }

    func titles(_ controller: BookshelfViewController, section: Int) -> [String?] {
        let collectionView = controller.collectionView!
        return (0..<collectionView.numberOfItems(inSection: section)).map {
            collectionView.cellForItem(at: IndexPath(item: $0, section: section))?.contentConfiguration?.text
        }
    }

    func testTheScreenShowsItsShelvesThroughItsRegistrationsAndNamesTheRepeatedBook() async throws {
        let (controller, diagnostics) = load()
        let collectionView = try XCTUnwrap(controller.collectionView)
        XCTAssertEqual(collectionView.numberOfSections, 3)
        XCTAssertEqual(titles(controller, section: 0), ["Middlemarch", "The Dispossessed"])
        XCTAssertEqual(titles(controller, section: 1), ["Piranesi", "Kindred", "Stoner"], "the repeat shown once")
        XCTAssertEqual(collectionView.visibleCells.first?.secondaryText, "George Eliot")
        let headers = collectionView.visibleSupplementaryViews(ofKind: header).compactMap { $0 as? ShelfHeaderView }
        XCTAssertEqual(headers.map(\.label.text), ["Reading", "Up next", "Finished"])

        XCTAssertEqual(diagnostics.map(\.kind), [.duplicatesDropped])
        XCTAssertEqual(diagnostics.first?.file, "CollectionPort/BookshelfViewController.swift")
        XCTAssertTrue(diagnostics.first?.message.contains("Piranesi") == true)
    }

    func testALongPressMovesABookSavesTheOrderAndTheReloadAfterItRuns() async throws {
        let (controller, _) = load()
        let collectionView = try XCTUnwrap(controller.collectionView)
        try press(
            controller, from: IndexPath(item: 0, section: 1), over: IndexPath(item: 2, section: 1), finally: .ended)
        XCTAssertNil(collectionView.lastUpdateError, "the reload after endInteractiveMovement ran")
        XCTAssertFalse(collectionView.hasUncommittedUpdates)
        XCTAssertEqual(titles(controller, section: 1), ["Kindred", "Stoner", "Piranesi"])
        XCTAssertEqual(controller.bookshelf.savedOrders.last?.map(\.title), ["Kindred", "Stoner", "Piranesi"])
        XCTAssertEqual(controller.bookshelf.books[.next]?.map(\.id), [4, 5, 3])
    }

    func testACancelledPressLeavesTheShelfAsItWas() async throws {
        let (controller, _) = load()
        try press(
            controller, from: IndexPath(item: 0, section: 0), over: IndexPath(item: 1, section: 0),
            finally: .cancelled)
        XCTAssertEqual(titles(controller, section: 0), ["Middlemarch", "The Dispossessed"])
        XCTAssertEqual(controller.bookshelf.savedOrders.count, 0)
        XCTAssertFalse(controller.collectionView.hasUncommittedUpdates)
    }

    func testShowingAShelfScrollsItsFirstBookToTheTop() async throws {
        let (controller, _) = load()
        let collectionView = try XCTUnwrap(controller.collectionView)
        collectionView.viewportHeight = 300
        controller.show(.finished)
        let first = try XCTUnwrap(collectionView.frameForItem(at: IndexPath(item: 0, section: 2)))
        XCTAssertEqual(collectionView.contentOffset.y, first.minY)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.first, IndexPath(item: 0, section: 2))
    }
}

/// Diagnostics recorded from any thread.
final class DiagnosticList: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var stored: [ListDiagnostic] = []

    func append(_ diagnostic: ListDiagnostic) {
        lock.lock()
        stored.append(diagnostic)
        lock.unlock()
    }

    var entries: [ListDiagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}
#endif
