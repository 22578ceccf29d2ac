/// Computes the batch update that turns one list into another.
///
///     let changes = DiffEngine.changeset(from: oldSnapshot, to: newSnapshot)
///     // changes.itemInserts, changes.itemMoves, ... in UITableView batch coordinates
///
/// ## Detailed design
/// Sections are diffed first, then the items of each section whose rows changed; a section
/// whose item array is unchanged costs one comparison. Items are matched through the old
/// snapshot's own item map, so no hash table is built, and each new row is first compared
/// with the old row under a cursor, so only rows near a change are hashed. In a run of rows
/// that all need a look-up (a reordering), the next rows are hashed together and then looked
/// up together, so that the look-ups' cache misses overlap.
///
/// Moves are minimal: of the rows that stay in their section, those on a longest increasing
/// run of old positions keep their place and the rest move; rows that change section move.
/// Appending reports no moves; dragging one row reports one. UIKit's rules decide the rest
/// (see <doc:BatchUpdateRules>): a row leaving a deleted section or entering an inserted one is an
/// insert or a delete, and a moved row that is also reloaded or reconfigured becomes a
/// delete and an insert; a reloaded section that also moves is deleted and inserted, and a
/// row reloaded in a section that moves is deleted and inserted too.
///
/// ## Complexity
/// O(*n* + *s* + *c* log *c*) expected for *n* items, *s* sections and *c* changed rows
/// (the log factor comes from the longest-increasing-run search, and is absent when rows
/// mostly keep their order). No input is quadratic: a full reversal or shuffle is
/// O(*n* log *n*). Extra memory is O(*n*) bytes: one flag per old row, plus for each row
/// that stays in a changed section about 22 bytes (its old and new row, its mark when rows
/// can be marked, and the longest-run search), plus the changeset itself.
///
/// When `new` was copied from `old` and changed by at most 64 inserted, deleted or moved
/// items (and any marks), and no content comparison is asked for, the changeset is worked
/// out from those items alone: O(*t* log *t*) for *t* of them, whatever *n* (see
/// `DiffEngine+Lineage.swift`), the same changeset as the full diff's.
///
/// ## Performance
/// The entry points are `@inlinable`, with the per-row loops they call, so that an app's
/// build specializes the diff for its own `Section` and `Item` types: left generic, the
/// same diff called from another module ran 3 to 7 times slower. The benchmark executable
/// (`swift run -c release diffable-benchmarks`) measures the diff against the floor of any
/// hash-based diff; see the README's Performance section.
public enum DiffEngine {
    /// How items that are equal by identity but differ in content are reported.
    public enum ContentChange: Sendable {
        /// As a reload: the row gets a new cell.
        case reload
        /// As a reconfigure: the row's cell is configured again.
        case reconfigure
    }

    /// The changeset that turns `old` into `new`, with reloads and reconfigures taken from
    /// the new snapshot's marks.
    ///
    ///     // old: pop = [a, b, c]     new: pop = [b, c, a, d]
    ///     DiffEngine.changeset(from: old, to: new)
    ///     // itemMoves: [0, 0] -> [0, 2]; itemInserts: [0, 3]
    ///
    /// - Returns: A changeset in `UITableView.performBatchUpdates` coordinates; applied in
    ///   one batch to a table showing `old`, the table shows `new`.
    /// - Complexity: O(*n* + *s*) expected for lists that mostly keep their order; see the
    ///   type's Complexity section.
    @inlinable
    public static func changeset<Section, Item>(
        from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>
    ) -> ListChangeset<Section, Item> {
        diff(from: old, to: new, contentDiffers: nil, contentMark: .none)
    }

    /// The changeset that turns `old` into `new`, also reporting items that are equal by
    /// identity but whose content differs.
    ///
    ///     DiffEngine.changeset(from: old, to: new, reportingContentChangesAs: .reconfigure) {
    ///         $0.name == $1.name && $0.isFavorite == $1.isFavorite
    ///     }
    ///
    /// - Parameters:
    ///   - old: The snapshot the table shows now.
    ///   - new: The snapshot the table should show; its marks become reloads and
    ///     reconfigures too.
    ///   - kind: Whether a changed item is reported as a reload or a reconfigure.
    ///   - isContentEqual: Whether an old and a new value of the same item show the same
    ///     content. Called once for every item present in both snapshots.
    /// - Complexity: O(*n* + *s*) expected plus one `isContentEqual` call per surviving item.
    @inlinable
    public static func changeset<Section, Item>(
        from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>,
        reportingContentChangesAs kind: ContentChange, isContentEqual: (Item, Item) -> Bool
    ) -> ListChangeset<Section, Item> {
        withoutActuallyEscaping(isContentEqual) { isContentEqual in
            diff(
                from: old, to: new, contentDiffers: { !isContentEqual($0, $1) },
                contentMark: kind == .reload ? .reload : .reconfigure
            )
        }
    }

    /// The changeset that turns one flat list into another, as rows of section 0.
    ///
    ///     DiffEngine.changeset(from: [1, 2, 3], to: [3, 1, 2, 4])
    ///     // itemMoves: [0, 2] -> [0, 0]; itemInserts: [0, 3]
    ///
    /// Elements should be unique, as rows of a list are; a repeated element is matched
    /// occurrence by occurrence, in order, so repeats never trap or lose rows.
    /// - Complexity: O(*n*) expected to build a table of the old elements, plus the cost of
    ///   the snapshot form.
    @inlinable
    public static func changeset<Old: RandomAccessCollection, New: RandomAccessCollection>(
        from old: Old, to new: New
    ) -> ListChangeset<Int, Old.Element> where Old.Element == New.Element, Old.Element: Hashable & Sendable {
        let oldRows = Array(old)
        let newRows = Array(new)
        var changeset = ListChangeset<Int, Old.Element>()
        // `memcmp` for integers and UUIDs: the unchanged 1M-integer list compared in
        // 0.67-0.71 ms with `==`.
        guard !oldRows.hasSameElements(as: newRows) else { return changeset }
        var scan = _ItemScan<Old.Element>(
            oldRowsTracked: [true], oldStarts: [0, oldRows.count], contentDiffers: nil, contentMark: .none
        )
        // Made before the table of old elements, as it was before the flags were made
        // lazily: made after it, the scattered-100k flat diff took 5% longer (2.27-2.29
        // against 2.13-2.17 ms, alternated), the order of the two allocations being the
        // only difference.
        scan.prepareMatched()
        let staying: _StayingRows
        do {
            var lookup = _CollectionLookup(oldRows)
            staying = scan.matchRows(
                oldSection: 0, oldRows: oldRows, newSection: 0, newRows: newRows, marks: [], lookup: &lookup)
        }
        // The table of old elements is gone before the longest-run search allocates.
        scan.emitStaying(staying, oldSection: 0, newSection: 0)
        scan.collectDeletes(oldSection: 0, rowCount: oldRows.count)
        scan.changes.finish(into: &changeset)
        return changeset
    }

    // MARK: Implementation

    @inlinable
    static func diff<Section, Item>(
        from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>,
        contentDiffers: ((Item, Item) -> Bool)?, contentMark: _RowMark
    ) -> ListChangeset<Section, Item> {
        // A copy edited by a few recorded edits is diffed from the rows they touched.
        if contentDiffers == nil, let changeset = lineageChangeset(from: old, to: new) { return changeset }
        var changeset = ListChangeset<Section, Item>()
        let sections = _SectionMatch(old: old, new: new, into: &changeset)
        var scan = _ItemScan<Item>(
            oldRowsTracked: sections.oldRowsTracked, oldStarts: old.allItemStarts,
            contentDiffers: contentDiffers, contentMark: contentMark
        )
        if !changeset.sectionMoves.isEmpty {
            scan.oldSectionMoves = [Bool](repeating: false, count: old.sections.count)
            for move in changeset.sectionMoves { scan.oldSectionMoves[move.source] = true }
        }
        // Made at the first section whose rows changed: a diff of equal sections (an
        // unchanged list re-applied) never looks an item up.
        var lookup: _SnapshotLookup<Section, Item>?
        var marks = _MarkQueue(new)
        var oldSectionChanged = [Bool](repeating: false, count: old.sections.count)
        for newSection in new.sections.indices {
            let sectionMarks = marks.take(section: newSection, in: new)
            let oldSection = sections.newToOld[newSection]
            guard oldSection >= 0, sections.oldRowsTracked[oldSection] else { continue }
            if contentDiffers == nil && old.rowsEqual(inSection: oldSection, to: new, section: newSection) {
                // Same rows in the same order: only the marks can change anything.
                for (row, mark) in sectionMarks {
                    switch mark {
                    case .reload:
                        scan.reload(
                            from: _RowKey(section: oldSection, row: row), to: _RowKey(section: newSection, row: row))
                    case .reconfigure: scan.changes.reconfigures.append(_RowKey(section: newSection, row: row))
                    case .none: break
                    }
                }
                continue
            }
            oldSectionChanged[oldSection] = true
            // Chunks a copy still shares at either end are matched without being read,
            // unless each row must be compared or marked.
            let ends =
                contentDiffers == nil && sectionMarks.isEmpty
                ? old.sharedEnds(inSection: oldSection, with: new, section: newSection) : _SharedEnds()
            scan.markMatched(oldSection: oldSection, rows: 0..<ends.prefixRows)
            let oldCount = old.rowCount(inSection: oldSection)
            scan.markMatched(oldSection: oldSection, rows: (oldCount - ends.suffixRows)..<oldCount)
            var sectionLookup = lookup ?? _SnapshotLookup(snapshot: old)
            lookup = nil
            scan.scan(
                oldSection: oldSection, oldRows: old.rows(inSection: oldSection, trimming: ends),
                oldBase: ends.prefixRows, newSection: newSection,
                newRows: new.rows(inSection: newSection, trimming: ends), newBase: ends.prefixRows,
                marks: sectionMarks, lookup: &sectionLookup
            )
            lookup = sectionLookup
        }
        for oldSection in old.sections.indices where sections.oldRowsTracked[oldSection] {
            // A section that lost rows to other sections is always scanned as changed.
            if oldSectionChanged[oldSection] {
                scan.collectDeletes(oldSection: oldSection, rowCount: old.rowCount(inSection: oldSection))
            }
        }
        scan.changes.finish(into: &changeset)
        return changeset
    }
}

extension DiffEngine {
    /// The changeset from `old` to `new`, comparing content when `comparison` is given.
    ///
    /// - Complexity: as ``changeset(from:to:)``, plus one comparison per item kept when
    ///   comparing.
    @inlinable
    static func changeset<Section, Item>(
        from old: ListSnapshot<Section, Item>, to new: ListSnapshot<Section, Item>,
        comparing comparison: ContentComparison<Item>?
    ) -> ListChangeset<Section, Item> {
        guard let comparison else { return changeset(from: old, to: new) }
        return changeset(
            from: old, to: new, reportingContentChangesAs: comparison.update, isContentEqual: comparison.isContentEqual)
    }
}
