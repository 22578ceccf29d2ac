import DiffableDataSourceKit
import XCTest

/// Every adapter call with bad input throws the snapshot's typed error and changes
/// nothing: neither the snapshot nor what the table shows.
final class TableAdapterBadInputTests: XCTestCase {
    typealias Failure = ListSnapshotError<MusicSection, Song>
    typealias Adapter = TableAdapter<MusicSection, Song>

    let stranger = Song(999, "Not shown")

    @MainActor
    func makeAdapter() throws -> (HeadlessTableView, Adapter) {
        let table = HeadlessTableView()
        table.registerMusicCells()
        let dataSource = ReorderableDataSource<MusicSection, Song>.create(tableView: table) {
            try musicCell($0, $1, $2, $3)
        }
        let adapter = TableAdapter(tableView: table, dataSource: dataSource)
        try adapter.applyInitialSnapshot(
            sections: [.favorites, .disney], itemsBySection: [.disney: [Song(1), Song(2)], .favorites: [Song(3)]])
        return (table, adapter)
    }

    @MainActor
    func assertRefused(
        _ expected: Failure, file: StaticString = #filePath, line: UInt = #line,
        _ call: (Adapter) throws -> Void
    ) throws {
        let (table, adapter) = try makeAdapter()
        let before = adapter.snapshot
        let cellsBefore = table.visibleCells.map(ObjectIdentifier.init)
        do {
            try call(adapter)
            XCTFail("expected \(expected)", file: file, line: line)
        } catch let error as Failure {
            XCTAssertEqual(error, expected, file: file, line: line)
        } catch {
            XCTFail("unexpected \(error)", file: file, line: line)
        }
        XCTAssertEqual(adapter.snapshot, before, "snapshot changed", file: file, line: line)
        let shown: ListSnapshot<MusicSection, Song>? = table.snapshot()
        XCTAssertEqual(shown, before, "table changed", file: file, line: line)
        XCTAssertEqual(
            table.visibleCells.map(ObjectIdentifier.init), cellsBefore, "cells changed", file: file, line: line)
    }

    @MainActor
    func testEveryCallRefusesBadInputAndChangesNothing() async throws {
        try assertRefused(.itemsAlreadyPresent([Song(1)])) { try $0.append(Song(1), to: .favorites) }
        try assertRefused(.duplicateItems([Song(7)])) { try $0.append(contentsOf: [Song(7), Song(7)], to: .pop) }
        try assertRefused(.itemsNotFound([stranger])) { try $0.insert(Song(8), before: stranger) }
        try assertRefused(.itemRelativeToItself(Song(1))) { try $0.insert(Song(1), after: Song(1)) }
        try assertRefused(.itemsAlreadyPresent([Song(2)])) { try $0.insert(Song(2), after: Song(1)) }
        try assertRefused(.itemsNotFound([stranger])) { try $0.delete(stranger) }
        try assertRefused(.duplicateItems([Song(1)])) { try $0.delete(contentsOf: [Song(1), Song(1)]) }
        try assertRefused(.itemsNotFound([stranger])) { try $0.delete(contentsOf: [Song(1), stranger]) }
        try assertRefused(.sectionsNotFound([.pop])) { try $0.deleteSection(.pop) }
        try assertRefused(.itemsNotFound([stranger])) { try $0.move(stranger, to: .favorites) }
        try assertRefused(.sectionsNotFound([.pop])) { try $0.move(Song(1), to: .pop) }
        try assertRefused(.itemRelativeToItself(Song(1))) { try $0.move(Song(1), before: Song(1)) }
        try assertRefused(.itemsNotFound([stranger])) { try $0.move(Song(1), after: stranger) }
        try assertRefused(.itemsNotFound([stranger])) { try $0.reload(stranger) }
        try assertRefused(.itemsNotFound([stranger])) { try $0.reconfigure(stranger) }
        try assertRefused(.duplicateSections([.pop])) {
            try $0.applyInitialSnapshot(sections: [.pop, .pop], itemsBySection: [:])
        }
        try assertRefused(.sectionsNotFound([.pop])) {
            try $0.applyInitialSnapshot(sections: [.disney], itemsBySection: [.pop: [Song(5)]])
        }
        try assertRefused(.itemsAlreadyPresent([Song(5)])) {
            try $0.applyInitialSnapshot(
                sections: [.disney, .pop], itemsBySection: [.disney: [Song(5)], .pop: [Song(5)]])
        }
        try assertRefused(.noSectionToAppendTo) {
            try $0.performBatchUpdates { snapshot in
                snapshot.deleteAllItems()
                try snapshot.appendItems([Song(6)])
            }
        }
    }
}
