import Foundation

extension ListBatch {
    /// The collection view's stricter rule: a section that moves carries no item operation
    /// (UICollectionView animates such items twice or keeps stale views). Only section
    /// moves inside both ranges count; the table reports the others.
    ///
    /// - Complexity: O(*k*) expected for *k* calls.
    func checkCollectionRules(sectionsBefore: Int, sectionsAfter: Int) throws(BatchUpdateError) {
        var movedBefore = Set<Int>()
        var movedAfter = Set<Int>()
        for move in sectionMoves
        where (0..<sectionsBefore).contains(move.source) && (0..<sectionsAfter).contains(move.destination) {
            movedBefore.insert(move.source)
            movedAfter.insert(move.destination)
        }
        guard !movedBefore.isEmpty else { return }
        func refuse(_ operation: RowOperation, _ path: IndexPath, _ section: Int, movedFrom source: IndexPath? = nil)
            -> BatchUpdateError
        {
            BatchUpdateError.itemOperationInMovedSection(
                operation, RowPosition(path), movedFrom: source.map(RowPosition.init), inSection: section)
        }
        for path in rowDeletes where movedBefore.contains(path.sectionIndex) {
            throw refuse(.delete, path, path.sectionIndex)
        }
        for path in rowReloads where movedBefore.contains(path.sectionIndex) {
            throw refuse(.reload, path, path.sectionIndex)
        }
        for path in rowInserts where movedAfter.contains(path.sectionIndex) {
            throw refuse(.insert, path, path.sectionIndex)
        }
        for move in rowMoves {
            if movedBefore.contains(move.source.sectionIndex) {
                throw refuse(.moveFrom, move.destination, move.source.sectionIndex, movedFrom: move.source)
            }
            if movedAfter.contains(move.destination.sectionIndex) {
                throw refuse(.moveTo, move.destination, move.destination.sectionIndex, movedFrom: move.source)
            }
        }
    }
}

extension BatchUpdateError {
    /// An item operation in a section that moves in the same batch (collection views only).
    static func itemOperationInMovedSection(
        _ operation: RowOperation, _ position: RowPosition, movedFrom source: RowPosition?, inSection section: Int
    ) -> Self {
        let paths = source.map { "index path (\($0)) to index path (\(position))" } ?? "index path (\(position))"
        return Self(
            .itemOperationInMovedSection,
            "attempt to \(operation.verb) \(paths) \(operation.preposition) section \(section), which is moved in the same update"
        )
    }

    /// The same error in UICollectionView's words: items instead of rows, the collection
    /// view instead of the table view.
    ///
    /// - Complexity: O(*m*) for a message of *m* characters.
    func inCollectionViewWords() -> Self {
        let words =
            message
            .replacingOccurrences(of: "rows", with: "items")
            .replacingOccurrences(of: " row ", with: " item ")
            .replacingOccurrences(of: " row:", with: " item:")
            .replacingOccurrences(of: "table view", with: "collection view")
            .replacingOccurrences(of: " which only contains", with: ", which only contains")
        return Self(kind, words)
    }
}
