extension ListSnapshot {
    /// Checks that the stored tables agree with each other; called at the end of every
    /// mutator.
    ///
    /// Compiled in only when the `DIFFABLE_CHECK_INVARIANTS` flag is set (CI's test run sets
    /// it), so release builds pay nothing. A failure here is a bug in this package, never a
    /// consequence of user input: every mutator validates its input before changing state.
    @usableFromInline
    func checkInvariants() {
        #if DIFFABLE_CHECK_INVARIANTS
        _checkInvariants()
        #endif
    }

    /// Traps when the snapshot's internal tables disagree: unique sections, one item map
    /// entry per row, items that obey `Hashable` found at their rows, and index maps that
    /// agree with the arrays.
    ///
    /// Meant for tests; it runs in O(*n* + *s*).
    public func _checkInvariants() {
        // Unreachable from user input: every mutator validates its arguments and throws
        // before changing anything, so these fail only on a bug in this package.
        precondition(sections.count == sectionIndexes.count, "duplicate or stale sections")
        precondition(sectionRows.count == sections.count && sectionSlots.count == sections.count)
        precondition(itemStarts.count <= sections.count + 1 && itemStarts.first == 0)
        let capacity = _ChunkStore<ItemIdentifierType>.capacity
        // Chunk -> index -> entry of the item map at that place; every row takes exactly one.
        var entries = chunks.items.map { [Int](repeating: -1, count: $0.count) }
        let storedTags = positions.storedTags
        for (entry, place) in positions.places.enumerated() {
            let chunk = Int(place.chunk)
            let index = Int(place.index)
            precondition(
                entries.indices.contains(chunk) && entries[chunk].indices.contains(index),
                "an item map entry at no row")
            precondition(entries[chunk][index] < 0, "two item map entries at one row")
            entries[chunk][index] = entry
        }
        var liveSlots = 0
        var liveChunks = 0
        for (index, section) in sections.enumerated() {
            precondition(sectionIndexes[section] == index, "section index map disagrees at \(index)")
            let slot = Int(sectionSlots[index])
            precondition(slotIndexes[slot] == index, "slot map disagrees at \(index)")
            let rows = sectionRows[index]
            precondition(rows.starts.count == rows.ids.count + 1 && rows.starts.first == 0, "chunk starts malformed")
            precondition(
                itemStart(ofSection: index + 1) == itemStart(ofSection: index) + rows.count, "section start disagrees")
            for (ordinal, id) in rows.ids.enumerated() {
                let chunk = Int(id)
                let items = chunks.items[chunk]
                precondition(!items.isEmpty && items.count <= capacity, "chunk \(chunk) holds \(items.count) items")
                precondition(rows.starts[ordinal + 1] - rows.starts[ordinal] == items.count, "chunk start disagrees")
                precondition(chunks.slots[chunk] == Int32(slot), "chunk \(chunk) names the wrong section")
                precondition(chunks.ordinals[chunk] == Int32(ordinal), "chunk \(chunk) names the wrong ordinal")
                for (offset, item) in items.enumerated() {
                    let entry = entries[chunk][offset]
                    precondition(
                        entry >= 0, "no item map entry for section \(index), row \(rows.starts[ordinal] + offset)")
                    // An item that matches its entry and still hashes as when it was stored
                    // is found at its row, or at an equal twin: an app that changes a stored
                    // item's id and later changes it back can leave two equal items stored
                    // under one hash. Nothing can be required of one whose hash changed or
                    // that is not equal to itself: rows and entries may no longer match, and
                    // only the structure above holds. (Place errors for items that obey
                    // Hashable are caught by the tests that compare every query with a model.)
                    let key = positions.keys[entry]
                    if item == key && key == item && _HashBuckets.tag(of: item) == storedTags[entry] {
                        let found = positions.entry(of: item)
                        precondition(
                            found == entry || found.map { positions.keys[$0] == item } == true,
                            "item map disagrees at section \(index), row \(rows.starts[ordinal] + offset)")
                    }
                }
                liveChunks += 1
            }
        }
        for slot in slotIndexes where slot >= 0 { liveSlots += 1 }
        precondition(freeSlots.allSatisfy { slotIndexes[Int($0)] == -1 }, "a free slot is in use")
        precondition(liveSlots == sections.count && liveSlots + freeSlots.count == slotIndexes.count)
        precondition(chunks.free.allSatisfy { chunks.slots[Int($0)] == -1 && chunks.items[Int($0)].isEmpty })
        precondition(liveChunks == chunks.liveCount, "a chunk is neither live nor free")
        precondition(Set(chunks.free).count == chunks.free.count, "a chunk is freed twice")
        precondition(numberOfItems == positions.count, "duplicate or stale items")
        positions.checkConsistency()
        precondition(reloadedSections.allSatisfy { sectionIndexes[$0] != nil }, "stale section mark")
    }
}
