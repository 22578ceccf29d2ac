/// Reading and editing the chunked rows: every mutator goes through `planPlacement`,
/// `commitPlacement` and `removeRows`, which keep the chunks, the per-section starts and
/// the item map in step.
extension ListSnapshot {
    // MARK: Navigation

    /// The section index and row of a stored place.
    ///
    /// - Complexity: O(1).
    @inlinable
    func place(of position: _ItemPosition) -> (section: Int, row: Int) {
        let chunk = Int(position.chunk)
        let section = slotIndexes[Int(chunks.slots[chunk])]
        return (section, sectionRows[section].starts[Int(chunks.ordinals[chunk])] + Int(position.index))
    }

    /// The number of items in the section at `section`.
    ///
    /// - Complexity: O(1).
    @inlinable
    func rowCount(inSection section: Int) -> Int {
        sectionRows[section].count
    }

    /// The item at a row in range of the section at `section`.
    ///
    /// - Complexity: O(log *m*).
    @inlinable
    func item(inSection section: Int, row: Int) -> ItemIdentifierType {
        let rows = sectionRows[section]
        let ordinal = rows.ordinal(containing: row)
        return chunks.items[Int(rows.ids[ordinal])][row - rows.starts[ordinal]]
    }

    /// The items of the section at `section`, in order.
    ///
    /// - Complexity: O(1) when the section fits in one chunk (the chunk is returned);
    ///   otherwise O(*m*) to join the chunks.
    @inlinable
    func rows(inSection section: Int) -> [ItemIdentifierType] {
        joined(sectionRows[section].ids[...], count: sectionRows[section].count)
    }

    /// The items of the given chunks, in order, `count` in all.
    ///
    /// - Complexity: O(1) for one chunk (it is returned, not copied); otherwise O(`count`).
    @inlinable
    func joined(_ ids: ArraySlice<Int32>, count: Int) -> [ItemIdentifierType] {
        if ids.count == 1, let id = ids.first { return chunks.items[Int(id)] }
        var joined: [ItemIdentifierType] = []
        joined.reserveCapacity(count)
        for id in ids { joined.append(contentsOf: chunks.items[Int(id)]) }
        return joined
    }

    /// Whether the section at `section` holds the same items, in order, as the section at
    /// `otherSection` of `other`.
    ///
    /// - Complexity: O(*c*) for *c* chunks when the two still share their chunks, as a
    ///   snapshot and an edited copy do outside the edited chunks; otherwise O(*m*).
    @inlinable
    func rowsEqual(inSection section: Int, to other: Self, section otherSection: Int) -> Bool {
        let mine = sectionRows[section]
        let theirs = other.sectionRows[otherSection]
        guard mine.count == theirs.count else { return false }
        if mine.starts == theirs.starts {
            // Arrays that share a buffer compare equal without reading their elements.
            for (id, otherID) in zip(mine.ids, theirs.ids)
            where !chunks.items[Int(id)].hasSameElements(as: other.chunks.items[Int(otherID)]) {
                return false
            }
            return true
        }
        return rows(inSection: section).hasSameElements(as: other.rows(inSection: otherSection))
    }

    // MARK: Inserting

    /// Where `count` rows inserted at `row` of the section at `section` will live. Changes
    /// nothing: the caller registers the new rows' places in the item map (which may
    /// fail), then calls `commitPlacement`.
    ///
    /// - Complexity: O(log *m* + `count` / 256).
    @inlinable
    func planPlacement(count: Int, inSection section: Int, atRow row: Int) -> _Placement {
        let capacity = _ChunkStore<ItemIdentifierType>.capacity
        let rows = sectionRows[section]
        guard !rows.ids.isEmpty else {
            let layout = _ChunkLayout.filling(count, capacity: capacity)
            return _Placement(
                section: section, ordinal: 0, chunk: -1, offset: 0, layout: layout,
                newIDs: chunks.peekIDs(layout.pieceCount))
        }
        let ordinal = row >= rows.count ? rows.ids.count - 1 : rows.ordinal(containing: row)
        let chunk = rows.ids[ordinal]
        let offset = row - rows.starts[ordinal]
        let oldCount = chunks.items[Int(chunk)].count
        let total = oldCount + count
        let layout: _ChunkLayout?
        if total <= capacity {
            layout = nil
        } else if offset == oldCount && ordinal == rows.ids.count - 1 {
            layout = .filling(total, capacity: capacity)
        } else {
            layout = .splitting(total, capacity: capacity)
        }
        return _Placement(
            section: section, ordinal: ordinal, chunk: chunk, offset: offset, layout: layout,
            newIDs: chunks.peekIDs((layout?.pieceCount ?? 1) - 1))
    }

    /// Stores `newItems` where `placement` says, renumbering the rows that move; the new
    /// items' places must already be in the item map, in its entries `entries`.
    ///
    /// - Complexity: O(*k* + *c* + *s*) for *c* chunks in the section: the rest of one
    ///   chunk is renumbered (at most 256 hashes) and the later chunks' starts move.
    @inlinable
    mutating func commitPlacement(_ placement: _Placement, of newItems: [ItemIdentifierType], entries: Range<Int>) {
        let section = placement.section
        let chunk = placement.chunk
        let ordinal = placement.ordinal
        let count = newItems.count
        invalidateFlatItems()
        defer { shiftItemStarts(after: section, by: count) }
        guard let layout = placement.layout else {
            chunks.items[Int(chunk)].insert(contentsOf: newItems, at: placement.offset)
            renumber(chunk: chunk, from: placement.offset + count, shiftedBy: count, excluding: entries)
            sectionRows[section].shiftStarts(after: ordinal, by: count)
            return
        }
        chunks.allocate(placement.newIDs, slot: sectionSlots[section])
        var run = newItems
        var oldCount = 0
        if chunk >= 0 {
            let old = chunks.items[Int(chunk)]
            oldCount = old.count
            run = Array(old[..<placement.offset])
            run.reserveCapacity(layout.total)
            run.append(contentsOf: newItems)
            run.append(contentsOf: old[placement.offset...])
        }
        let pieces = layout.pieceCount
        for piece in 0..<pieces {
            let range = layout.range(of: piece)
            chunks.items[Int(placement.id(ofPiece: piece))] = range.count == run.count ? run : Array(run[range])
        }
        // Old rows after the insertion point, or past the first chunk, changed places: last
        // first, so that no row takes a place an old row not yet renumbered still has.
        if chunk >= 0 {
            let end = placement.offset + count
            for combined in (0..<(oldCount + count)).reversed() where combined < placement.offset || combined >= end {
                let (piece, index) = layout.place(of: combined)
                let oldIndex = combined < placement.offset ? combined : combined - count
                if piece != 0 || index != oldIndex {
                    positions.relocate(
                        run[combined], from: _ItemPosition(chunk: chunk, index: oldIndex),
                        to: _ItemPosition(chunk: placement.id(ofPiece: piece), index: index), excluding: entries)
                }
            }
        }
        let insertAt = chunk >= 0 ? ordinal + 1 : 0
        sectionRows[section].ids.insert(contentsOf: placement.newIDs, at: insertAt)
        sectionRows[section].recomputeStarts(from: ordinal, in: chunks)
        renumberOrdinals(inSection: section, from: ordinal)
    }

    // MARK: Removing

    /// Removes rows whose items have already left the item map (or are detached from their
    /// rows, as a moving item is), given their places, and
    /// drops chunks left empty or merges small ones into a neighbour.
    ///
    /// - Complexity: O(*k* + 256 *a* + *c* + *s*) for *a* chunks affected and *c* chunks in
    ///   the affected sections.
    @inlinable
    mutating func removeRows(at doomed: [_ItemPosition]) {
        guard !doomed.isEmpty else { return }
        invalidateFlatItems()
        // Chunk -> its doomed indexes, sorted.
        var byChunk: [Int32: [Int]] = [:]
        if doomed.count == 1 {
            byChunk[doomed[0].chunk] = [Int(doomed[0].index)]
        } else {
            for position in doomed { byChunk[position.chunk, default: []].append(Int(position.index)) }
        }
        // Section -> (ordinal, rows removed) of each affected chunk.
        var bySection: [Int: [(ordinal: Int, removed: Int)]] = [:]
        for (chunk, indexes) in byChunk {
            let sorted = indexes.count == 1 ? indexes : indexes.sorted()
            removeIndexes(sorted, fromChunk: chunk)
            let section = slotIndexes[Int(chunks.slots[Int(chunk)])]
            bySection[section, default: []].append((Int(chunks.ordinals[Int(chunk)]), sorted.count))
        }
        var firstSection = Int.max
        for (section, affected) in bySection {
            tidy(section: section, affected: affected.sorted { $0.ordinal < $1.ordinal })
            firstSection = Swift.min(firstSection, section)
        }
        rebuildItemStarts(from: firstSection)
    }

    /// Removes the given indexes (sorted, distinct) from a chunk and renumbers the rest.
    @inlinable
    mutating func removeIndexes(_ indexes: [Int], fromChunk chunk: Int32) {
        if indexes.count == 1 {
            chunks.items[Int(chunk)].remove(at: indexes[0])
            renumber(chunk: chunk, from: indexes[0], shiftedBy: -1, excluding: 0..<0)
            return
        }
        let old = chunks.items[Int(chunk)]
        var kept = Array(old[..<indexes[0]])
        kept.reserveCapacity(old.count - indexes.count)
        var next = 0
        for index in indexes[0]..<old.count {
            if next < indexes.count && indexes[next] == index {
                next += 1
            } else {
                // Rows move toward the start, in order: each takes a place already left.
                positions.relocate(
                    old[index], from: _ItemPosition(chunk: chunk, index: index),
                    to: _ItemPosition(chunk: chunk, index: kept.count), excluding: 0..<0)
                kept.append(old[index])
            }
        }
        chunks.items[Int(chunk)] = kept
    }

    /// Updates a section's starts after rows left the `affected` chunks (by ordinal,
    /// ascending), then drops the chunks left empty and merges a chunk of fewer than 32
    /// rows (an eighth of the capacity, at least 2) into the chunk before it when both fit
    /// in one.
    @inlinable
    mutating func tidy(section: Int, affected: [(ordinal: Int, removed: Int)]) {
        guard let first = affected.first?.ordinal else { return }
        sectionRows[section].subtractRows(removedFrom: affected)
        let capacity = _ChunkStore<ItemIdentifierType>.capacity
        var dropped = false
        for (ordinal, _) in affected.reversed() {
            let id = sectionRows[section].ids[ordinal]
            let count = chunks.items[Int(id)].count
            if count == 0 {
                chunks.release(id)
                sectionRows[section].ids[ordinal] = -1
                dropped = true
            } else if count < Swift.max(2, capacity / 8) && ordinal > 0 {
                let previous = sectionRows[section].ids[ordinal - 1]
                let previousCount = chunks.items[Int(previous)].count
                guard previousCount + count <= capacity else { continue }
                let moving = chunks.items[Int(id)]
                chunks.items[Int(previous)].append(contentsOf: moving)
                for offset in moving.indices {
                    positions.relocate(
                        moving[offset], from: _ItemPosition(chunk: id, index: offset),
                        to: _ItemPosition(chunk: previous, index: previousCount + offset), excluding: 0..<0)
                }
                chunks.release(id)
                sectionRows[section].ids[ordinal] = -1
                dropped = true
            }
        }
        if dropped {
            sectionRows[section].removeDroppedChunks()
            renumberOrdinals(inSection: section, from: Swift.max(0, first - 1))
        }
    }

    // MARK: Bookkeeping

    /// Drops the joined item arrays before a change: a fresh cache, unless this snapshot
    /// holds the only reference to an empty one.
    ///
    /// - Complexity: O(1).
    @inlinable
    mutating func invalidateFlatItems() {
        if !isKnownUniquelyReferenced(&flatItems) || !flatItems.isEmpty {
            flatItems = _FlatItemsCache()
        }
    }

    /// Rewrites the item map's index for the items of `chunk` from `start` on, which moved
    /// by `delta` rows; entries in `excluded` (new rows) are left alone.
    ///
    /// Rows that moved toward the end are renumbered last first, and rows that moved toward
    /// the start first first, so that each is found by a place no other row has.
    /// - Complexity: O(256) hashes at most.
    @inlinable
    mutating func renumber(chunk: Int32, from start: Int, shiftedBy delta: Int, excluding excluded: Range<Int>) {
        let items = chunks.items[Int(chunk)]
        guard start < items.count else { return }
        let indexes = start..<items.count
        for offset in 0..<indexes.count {
            let index = delta > 0 ? indexes.upperBound - 1 - offset : indexes.lowerBound + offset
            positions.relocate(
                items[index], from: _ItemPosition(chunk: chunk, index: index - delta),
                to: _ItemPosition(chunk: chunk, index: index), excluding: excluded)
        }
    }

    /// Rewrites the stored ordinal of the section's chunks from `start` on.
    ///
    /// - Complexity: O(*c*).
    @inlinable
    mutating func renumberOrdinals(inSection section: Int, from start: Int) {
        let ids = sectionRows[section].ids
        guard start < ids.count else { return }
        for ordinal in start..<ids.count {
            chunks.ordinals[Int(ids[ordinal])] = Int32(truncatingIfNeeded: ordinal)
        }
    }

    /// Adds `delta` to the first-item index of every section after `section`, whose row
    /// count just changed by `delta`.
    ///
    /// - Complexity: O(1) for each stored start after `section`: none when `section` is one
    ///   of the empty sections at the end, as in Apple's pattern of appending every section
    ///   and then filling each in turn, which would otherwise cost O(*s*²).
    @inlinable
    mutating func shiftItemStarts(after section: Int, by delta: Int) {
        guard delta != 0 else { return }
        guard section + 1 >= itemStarts.count else {
            for index in (section + 1)..<itemStarts.count {
                itemStarts[index] += delta
            }
            return
        }
        // The section was one of the empty ones at the end, which store no start: store the
        // starts up to it (all the count so far), then the count after it.
        storeItemStarts(through: section)
        itemStarts.append(itemStarts[section] + delta)
    }

    /// Stores the starts of the sections through `section` that store none: the empty
    /// sections at the end, which all start at the count.
    ///
    /// - Complexity: O(1) for each start stored.
    @inlinable
    mutating func storeItemStarts(through section: Int) {
        let missing = section + 1 - itemStarts.count
        guard missing > 0 else { return }
        itemStarts.append(contentsOf: repeatElement(itemStarts[itemStarts.count - 1], count: missing))
    }

    /// Rewrites `itemStarts` from section `first` on, from the sections' row counts.
    ///
    /// - Complexity: O(*s* − `first`).
    @inlinable
    mutating func rebuildItemStarts(from first: Int) {
        // Starts through `first` are unchanged; where they were not stored, the sections
        // before `first` from the last stored start on were empty, so they all start there.
        let last = Swift.min(first, sectionRows.count)
        if itemStarts.count > last + 1 {
            itemStarts.removeSubrange((last + 1)...)
        } else {
            storeItemStarts(through: last)
        }
        for section in last..<sectionRows.count {
            itemStarts.append(itemStarts[section] + sectionRows[section].count)
        }
    }
}

/// Where inserted rows go: into one chunk in place (`layout == nil`), or into the chunks
/// `layout` cuts the affected chunk's rows and the new ones into.
@usableFromInline
struct _Placement: Sendable {
    @usableFromInline var section: Int
    /// The ordinal of the chunk that grows or splits (0 for an empty section).
    @usableFromInline var ordinal: Int
    /// The chunk that grows or splits, or -1 when the section has none.
    @usableFromInline var chunk: Int32
    /// Where the new rows go in that chunk.
    @usableFromInline var offset: Int
    @usableFromInline var layout: _ChunkLayout?
    /// IDs for the chunks after the first (all chunks when `chunk` is -1).
    @usableFromInline var newIDs: [Int32]

    @inlinable
    init(
        section: Int, ordinal: Int, chunk: Int32, offset: Int, layout: _ChunkLayout?,
        newIDs: [Int32]
    ) {
        self.section = section
        self.ordinal = ordinal
        self.chunk = chunk
        self.offset = offset
        self.layout = layout
        self.newIDs = newIDs
    }

    /// The chunk ID of piece `piece` of the layout.
    @inlinable
    func id(ofPiece piece: Int) -> Int32 {
        chunk >= 0 ? (piece == 0 ? chunk : newIDs[piece - 1]) : newIDs[piece]
    }

    /// The place of the new row at `offset` in the inserted run.
    ///
    /// - Complexity: O(1).
    @inlinable
    func position(ofNew offset: Int) -> _ItemPosition {
        let combined = self.offset + offset
        guard let layout else { return _ItemPosition(chunk: chunk, index: combined) }
        let (piece, index) = layout.place(of: combined)
        return _ItemPosition(chunk: id(ofPiece: piece), index: index)
    }
}

/// The chunks two versions of a section share at their start and at their end: the same
/// items at the same rows, counted from the start and from the end.
@usableFromInline
struct _SharedEnds: Sendable {
    @usableFromInline var prefixChunks = 0
    @usableFromInline var prefixRows = 0
    @usableFromInline var suffixChunks = 0
    @usableFromInline var suffixRows = 0

    @inlinable
    init() {}
}

extension ListSnapshot {
    /// The chunks the section at `section` shares with the section at `otherSection` of
    /// `other`, at the start and at the end, the two never overlapping.
    ///
    /// - Complexity: O(*c*) for *c* chunks, when chunks a copy has not edited still share
    ///   their storage (an edited chunk that compares equal costs its rows).
    @inlinable
    func sharedEnds(inSection section: Int, with other: Self, section otherSection: Int) -> _SharedEnds {
        let mine = sectionRows[section]
        let theirs = other.sectionRows[otherSection]
        var ends = _SharedEnds()
        let limit = Swift.min(mine.ids.count, theirs.ids.count)
        while ends.prefixChunks < limit {
            let ordinal = ends.prefixChunks
            guard mine.starts[ordinal + 1] == theirs.starts[ordinal + 1],
                chunks.items[Int(mine.ids[ordinal])].hasSameElements(as: other.chunks.items[Int(theirs.ids[ordinal])])
            else { break }
            ends.prefixChunks += 1
        }
        ends.prefixRows = mine.starts[ends.prefixChunks]
        while ends.prefixChunks + ends.suffixChunks < limit {
            let ordinal = mine.ids.count - 1 - ends.suffixChunks
            let otherOrdinal = theirs.ids.count - 1 - ends.suffixChunks
            guard mine.count - mine.starts[ordinal] == theirs.count - theirs.starts[otherOrdinal],
                chunks.items[Int(mine.ids[ordinal])].hasSameElements(
                    as: other.chunks.items[Int(theirs.ids[otherOrdinal])])
            else { break }
            ends.suffixChunks += 1
            ends.suffixRows = mine.count - mine.starts[ordinal]
        }
        return ends
    }

    /// The items of the section at `section` without the shared chunks at its ends.
    ///
    /// - Complexity: O(rows returned), or O(1) when one chunk is left.
    @inlinable
    func rows(inSection section: Int, trimming ends: _SharedEnds) -> [ItemIdentifierType] {
        guard ends.prefixChunks > 0 || ends.suffixChunks > 0 else { return rows(inSection: section) }
        let rows = sectionRows[section]
        return joined(
            rows.ids[ends.prefixChunks..<(rows.ids.count - ends.suffixChunks)],
            count: rows.count - ends.prefixRows - ends.suffixRows)
    }
}
