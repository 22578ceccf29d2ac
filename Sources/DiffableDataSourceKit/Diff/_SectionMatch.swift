/// The section half of a diff: matches sections by identifier, reports section deletes,
/// inserts, minimal moves and reloads, and decides whose rows take part in row changes.
@usableFromInline
struct _SectionMatch {
    /// New section index -> old section index, or -1 for an inserted section.
    @usableFromInline var newToOld: [Int]
    /// Old section index -> whether its rows are diffed row by row: the section survives
    /// and is neither reloaded nor recreated (rows of other sections are covered by the
    /// section operation, as UIKit requires).
    @usableFromInline var oldRowsTracked: [Bool]

    @usableFromInline
    init<Section, Item>(
        old: ListSnapshot<Section, Item>, new: ListSnapshot<Section, Item>,
        into changeset: inout ListChangeset<Section, Item>
    ) {
        let oldCount = old.sections.count
        if old.sections == new.sections {
            newToOld = Array(0..<oldCount)
            oldRowsTracked = [Bool](repeating: true, count: oldCount)
        } else {
            newToOld = new.sections.map { old.sectionIndexes[$0] ?? -1 }
            oldRowsTracked = [Bool](repeating: false, count: oldCount)
            for oldIndex in newToOld where oldIndex >= 0 { oldRowsTracked[oldIndex] = true }
            changeset.sectionDeletes = (0..<oldCount).filter { !oldRowsTracked[$0] }
            changeset.sectionInserts = newToOld.indices.filter { newToOld[$0] < 0 }
        }
        // Surviving sections off a longest increasing run of old indexes move.
        let survivors = newToOld.indices.filter { newToOld[$0] >= 0 }
        let onRun = longestIncreasingSubsequenceMembers(survivors.map { Int32(newToOld[$0]) })
        var moved = [Bool](repeating: false, count: oldCount)
        for (newIndex, stays) in zip(survivors, onRun) where !stays {
            moved[newToOld[newIndex]] = true
        }
        // A reloaded section is deleted and inserted; if it also moves, say so explicitly.
        var recreated: [Int] = []
        for section in new.reloadedSections {
            guard let newIndex = new.sectionIndexes[section], newToOld[newIndex] >= 0 else { continue }
            let oldIndex = newToOld[newIndex]
            oldRowsTracked[oldIndex] = false
            if moved[oldIndex] {
                recreated.append(newIndex)
            } else {
                changeset.sectionReloads.append(oldIndex)
            }
        }
        if !recreated.isEmpty {
            for newIndex in recreated {
                changeset.sectionDeletes.append(newToOld[newIndex])
                changeset.sectionInserts.append(newIndex)
                moved[newToOld[newIndex]] = false
            }
            changeset.sectionDeletes.sort()
            changeset.sectionInserts.sort()
        }
        changeset.sectionReloads.sort()
        changeset.sectionMoves = survivors.compactMap { newIndex in
            let oldIndex = newToOld[newIndex]
            return moved[oldIndex] ? ListMove(source: oldIndex, destination: newIndex) : nil
        }
    }
}

/// The new snapshot's reload and reconfigure marks, handed out section by section.
@usableFromInline
struct _MarkQueue {
    /// (flat offset in the new snapshot, mark), sorted by offset.
    private var marks: [(offset: Int, mark: _RowMark)]
    private var next = 0

    @usableFromInline
    init<Section, Item>(_ new: ListSnapshot<Section, Item>) {
        // A reload wins over a reconfigure of the same item.
        marks = new.positions.marks.map { entry, marks in
            (new.globalIndex(of: new.positions.places[entry]), marks.contains(.reload) ? _RowMark.reload : .reconfigure)
        }
        .sorted { $0.offset < $1.offset }
    }

    /// The marks of one section as (row, mark), sections taken in order.
    @usableFromInline
    mutating func take<Section, Item>(section: Int, in new: ListSnapshot<Section, Item>) -> [(row: Int, mark: _RowMark)]
    {
        let start = new.itemStart(ofSection: section)
        let end = new.itemStart(ofSection: section + 1)
        var taken: [(row: Int, mark: _RowMark)] = []
        while next < marks.count && marks[next].offset < end {
            if marks[next].offset >= start { taken.append((marks[next].offset - start, marks[next].mark)) }
            next += 1
        }
        return taken
    }
}
