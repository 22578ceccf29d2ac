import XCTest

@testable import DiffableDataSourceKit

// Cell types registered as apps register them with UIKit, which takes `AnyClass?`
// (issue 48, item 3): a generic helper over a protocol of cells, and a list of the
// protocol's metatypes, as Firefox's home screen does.

/// A cell that names its own reuse identifier: its class's name.
protocol ReusableCell: AnyObject {
    static var cellIdentifier: String { get }
}

extension ReusableCell {
    static var cellIdentifier: String { String(describing: self) }
}

final class TopSiteCell: CollectionViewCell, ReusableCell {}

final class PocketCell: CollectionViewCell, ReusableCell {}

final class TopSiteRowCell: TableViewCell, ReusableCell {}

/// A class that is no cell, registered by mistake.
final class NotACell: ReusableCell {}

final class SiteHeader: CollectionReusableView {}

extension HeadlessCollectionView {
    /// Firefox's helper, written against UIKit's `register(_:forCellWithReuseIdentifier:)`.
    func register<T: ReusableCell>(cellType: T.Type) {
        register(T.self, forCellWithReuseIdentifier: T.cellIdentifier)
    }
}

@MainActor
final class ClassRegistrationTests: XCTestCase {
    let kind = HeadlessCollectionView.elementKindSectionHeader

    func testCellTypesHeldAsAProtocolRegisterAndDequeueTheirClass() async {
        let collectionView = HeadlessCollectionView()
        collectionView.register(cellType: TopSiteCell.self)
        let cellTypes: [ReusableCell.Type] = [PocketCell.self]
        // Firefox's own words.
        // swift-format-ignore: ReplaceForEachWithForLoop
        cellTypes.forEach { collectionView.register($0, forCellWithReuseIdentifier: $0.cellIdentifier) }
        let (cells, diagnostics) = recordingDiagnostics {
            [TopSiteCell.cellIdentifier, PocketCell.cellIdentifier].map {
                collectionView.dequeueReusableCell(withReuseIdentifier: $0, for: IndexPath(item: 0, section: 0))
            }
        }
        XCTAssertTrue(cells[0] is TopSiteCell)
        XCTAssertTrue(cells[1] is PocketCell)
        XCTAssertEqual(cells.map(\.reuseIdentifier), ["TopSiteCell", "PocketCell"])
        XCTAssertEqual(diagnostics, [])
    }

    func testAClassThatIsNoCellIsReportedWhereItIsRegisteredAndDequeuesAPlainCell() async {
        let collectionView = HeadlessCollectionView()
        let registeredAt = #line + 2
        let (_, reported) = recordingDiagnostics {
            collectionView.register(NotACell.self, forCellWithReuseIdentifier: "site")
        }
        XCTAssertEqual(reported.map(\.kind), [.unregisteredIdentifier])
        XCTAssertEqual(reported.first?.file, "DiffableDataSourceKitTests/ClassRegistrationTests.swift")
        XCTAssertEqual(reported.first?.line, registeredAt)
        XCTAssertTrue(reported.first?.message.contains("NotACell is not a CollectionViewCell subclass") == true)
        XCTAssertTrue(reported.first?.description.contains("called at") == true)

        let (cell, dequeued) = recordingDiagnostics {
            collectionView.dequeueReusableCell(withReuseIdentifier: "site", for: IndexPath(item: 0, section: 0))
        }
        XCTAssertTrue(type(of: cell) == CollectionViewCell.self, "a plain cell, no crash")
        XCTAssertEqual(dequeued.map(\.kind), [.unregisteredIdentifier])
    }

    func testATableCellIsNoCollectionViewCell() async {
        let collectionView = HeadlessCollectionView()
        collectionView.register(TopSiteCell.self, forCellWithReuseIdentifier: "site")
        let (_, reported) = recordingDiagnostics {
            collectionView.register(TopSiteRowCell.self as AnyClass, forCellWithReuseIdentifier: "site")
        }
        XCTAssertEqual(reported.map(\.kind), [.unregisteredIdentifier])
        let (cell, _) = recordingDiagnostics {
            collectionView.dequeueReusableCell(withReuseIdentifier: "site", for: IndexPath(item: 0, section: 0))
        }
        XCTAssertFalse(cell is TopSiteCell, "the bad registration replaced the good one, as UIKit replaces it")
    }

    func testNilRemovesARegistration() async {
        let collectionView = HeadlessCollectionView()
        collectionView.register(TopSiteCell.self, forCellWithReuseIdentifier: "site")
        collectionView.register(nil, forCellWithReuseIdentifier: "site")
        let (cell, reported) = recordingDiagnostics {
            collectionView.dequeueReusableCell(withReuseIdentifier: "site", for: IndexPath(item: 0, section: 0))
        }
        XCTAssertFalse(cell is TopSiteCell)
        XCTAssertEqual(reported.map(\.kind), [.unregisteredIdentifier])
    }

    func testSupplementaryViewsRegisterByAnyClass() async {
        let collectionView = HeadlessCollectionView()
        let headerClass: AnyClass = SiteHeader.self
        collectionView.register(headerClass, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        let header = collectionView.dequeueReusableSupplementaryView(
            ofKind: kind, withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        XCTAssertTrue(header is SiteHeader)

        let (_, reported) = recordingDiagnostics {
            collectionView.register(NotACell.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        }
        XCTAssertEqual(reported.map(\.kind), [.unregisteredIdentifier])
        let (plain, _) = recordingDiagnostics {
            collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0))
        }
        XCTAssertTrue(type(of: plain) == CollectionReusableView.self)
        collectionView.register(nil, forSupplementaryViewOfKind: kind, withReuseIdentifier: "header")
        XCTAssertThrowsError(
            try collectionView.dequeueReusableSupplementaryView(
                SiteHeader.self, ofKind: kind, withReuseIdentifier: "header", for: IndexPath(item: 0, section: 0)))
    }

    func testTheTableRegistersByAnyClassToo() async {
        let table = HeadlessTableView()
        let cellTypes: [ReusableCell.Type] = [TopSiteRowCell.self, NotACell.self]
        let (_, reported) = recordingDiagnostics {
            // swift-format-ignore: ReplaceForEachWithForLoop
            cellTypes.forEach { table.register($0, forCellReuseIdentifier: $0.cellIdentifier) }
        }
        XCTAssertEqual(reported.map(\.kind), [.unregisteredIdentifier])
        XCTAssertTrue(reported.first?.message.contains("NotACell is not a TableViewCell subclass") == true)
        let row = table.dequeueReusableCell(withIdentifier: "TopSiteRowCell", for: IndexPath(row: 0, section: 0))
        XCTAssertTrue(row is TopSiteRowCell)
        let (plain, _) = recordingDiagnostics {
            table.dequeueReusableCell(withIdentifier: "NotACell", for: IndexPath(row: 0, section: 0))
        }
        XCTAssertTrue(type(of: plain) == TableViewCell.self)
        table.register(nil, forCellReuseIdentifier: "TopSiteRowCell")
        XCTAssertThrowsError(
            try table.dequeueReusableCell(
                TopSiteRowCell.self, withIdentifier: "TopSiteRowCell", for: IndexPath(row: 0, section: 0)))
    }
}
