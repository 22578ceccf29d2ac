import Foundation

extension ListChangeset {
    /// The same change in the form a `UICollectionView` batch accepts: a section that moves
    /// carries no item operation, so such a move becomes a section delete plus a section
    /// insert, and repeated index paths are listed once.
    ///
    /// A collection view animates an item twice, or corrupts its state, when an item is
    /// deleted from, inserted into, reloaded in, or moved out of or into a section that
    /// moves in the same batch. Recreating the section covers its items: item operations
    /// inside it are dropped, a move out of it becomes an insert at the destination, a move
    /// into it a delete at the source. A recreated section that exchanged rows with another
    /// moving section makes that one touched too, and so on.
    /// Reconfigures run after the batch and are kept, except in recreated sections, whose
    /// cells are all built anew.
    /// - Complexity: O(*k* log *k*) for *k* changes: each section is recreated at most once
    ///   and each move looked at a bounded number of times.
    public func forCollectionView() -> ListChangeset {
        var result = self
        result.itemDeletes = Self.unique(itemDeletes)
        result.itemReloads = Self.unique(itemReloads)
        guard !sectionMoves.isEmpty else { return result }

        // Moved sections by their index before and after the update, and the item moves
        // that leave or enter each section.
        var destinationOf: [Int: Int] = [:]
        var sourceOf: [Int: Int] = [:]
        for move in sectionMoves {
            destinationOf[move.source] = move.destination
            sourceOf[move.destination] = move.source
        }
        var movesFrom: [Int: [ListMove<IndexPath>]] = [:]
        var movesInto: [Int: [ListMove<IndexPath>]] = [:]
        for move in itemMoves {
            movesFrom[move.source.sectionIndex, default: []].append(move)
            movesInto[move.destination.sectionIndex, default: []].append(move)
        }
        // Section moves (by source) that carry an item operation.
        var work: [Int] = []
        for path in itemDeletes + itemReloads where destinationOf[path.sectionIndex] != nil {
            work.append(path.sectionIndex)
        }
        for path in itemInserts { if let source = sourceOf[path.sectionIndex] { work.append(source) } }
        for move in itemMoves {
            if destinationOf[move.source.sectionIndex] != nil { work.append(move.source.sectionIndex) }
            if let source = sourceOf[move.destination.sectionIndex] { work.append(source) }
        }
        // Recreate them; a move between a recreated section and another moving section
        // becomes an insert or delete there, which touches that section too.
        var recreatedBefore = Set<Int>()
        var recreatedAfter = Set<Int>()
        while let source = work.popLast() {
            guard !recreatedBefore.contains(source), let destination = destinationOf[source] else { continue }
            recreatedBefore.insert(source)
            recreatedAfter.insert(destination)
            for move in movesFrom[source] ?? [] {
                if let other = sourceOf[move.destination.sectionIndex] { work.append(other) }
            }
            for move in movesInto[destination] ?? [] where destinationOf[move.source.sectionIndex] != nil {
                work.append(move.source.sectionIndex)
            }
        }
        guard !recreatedBefore.isEmpty else { return result }
        // Rows of recreated sections are covered by the section operations.
        result.itemDeletes.removeAll { recreatedBefore.contains($0.sectionIndex) }
        result.itemReloads.removeAll { recreatedBefore.contains($0.sectionIndex) }
        result.itemInserts.removeAll { recreatedAfter.contains($0.sectionIndex) }
        // A recreated section builds all its cells anew, from the fresh values.
        result.itemReconfigures.removeAll { recreatedAfter.contains($0.sectionIndex) }
        result.itemMoves = []
        for move in itemMoves {
            switch (
                recreatedBefore.contains(move.source.sectionIndex),
                recreatedAfter.contains(move.destination.sectionIndex)
            ) {
            case (false, false): result.itemMoves.append(move)
            case (true, false): result.itemInserts.append(move.destination)
            case (false, true): result.itemDeletes.append(move.source)
            case (true, true): break
            }
        }
        result.sectionMoves = sectionMoves.filter { !recreatedBefore.contains($0.source) }
        result.sectionDeletes = (sectionDeletes + recreatedBefore).sorted()
        result.sectionInserts = (sectionInserts + recreatedAfter).sorted()
        result.itemDeletes = Self.unique(result.itemDeletes)
        result.itemInserts = Self.unique(result.itemInserts)
        return result
    }

    /// Sorted, without repeats.
    private static func unique(_ paths: [IndexPath]) -> [IndexPath] {
        func ascending(_ a: IndexPath, _ b: IndexPath) -> Bool {
            (a.sectionIndex, a.rowIndex) < (b.sectionIndex, b.rowIndex)
        }
        // The diff and the adapter's plans list paths in ascending order already: checking
        // that is linear, where hashing and sorting a thousand index paths is not cheap.
        if zip(paths, paths.dropFirst()).allSatisfy(ascending) { return paths }
        return Array(Set(paths)).sorted(by: ascending)
    }
}
