extension _ItemTable {
    /// Removes every entry whose place `isRemoved` accepts by rebuilding the table from the
    /// entries that stay, for a removal of most of them: removed one by one, each entry
    /// costs two hashes (its own, and the entry moved into its hole), and in code that runs
    /// unspecialised (`deleteSections`) deleting a 100k-item section took 56-58 ms that way.
    ///
    /// Nothing is hashed or compared: each kept entry takes the tag it was stored with, so
    /// an item whose hash changed since, or that is not equal to itself, stays reachable
    /// exactly as before (see "Broken Hashable contracts"). Kept entries keep their order
    /// and their marks.
    /// - Complexity: O(*n* + *b*) for *n* entries and *b* buckets.
    mutating func removeEntries(where isRemoved: (_ItemPosition) -> Bool) {
        let oldCount = keys.count
        let tags = storedTags
        var keptItems: [Item] = []
        var keptPlaces: [_ItemPosition] = []
        var keptTags: [UInt64] = []
        // Old entry -> its new index, for the marks (-1: removed).
        var newIndex = marks.isEmpty ? [] : [Int](repeating: -1, count: oldCount)
        // Page by page through buffers: an array's subscript looks up type metadata on
        // every call in unspecialised code. Keys and places have the same pages.
        let shift = _PagedArray<Item, _MapPages>.pageShift
        let keyPages = keys.pages
        let placePages = places.pages
        for page in keyPages.indices {
            keyPages[page].withUnsafeBufferPointer { items in
                placePages[page].withUnsafeBufferPointer { pagePlaces in
                    for offset in 0..<Swift.min(items.count, pagePlaces.count) where !isRemoved(pagePlaces[offset]) {
                        let entry = page &<< shift &+ offset
                        if !newIndex.isEmpty { newIndex[entry] = keptItems.count }
                        keptItems.append(items[offset])
                        keptPlaces.append(pagePlaces[offset])
                        keptTags.append(tags[entry])
                    }
                }
            }
        }
        var kept = _ItemTable()
        kept.keys.append(contentsOf: keptItems)
        kept.places.append(contentsOf: keptPlaces)
        kept.buckets.reserveCapacity(keptTags.count)
        kept.buckets.withBuffers { buckets in
            for entry in keptTags.indices {
                let (_, empty) = buckets.find(tag: keptTags[entry]) { _ in false }
                buckets.occupy(empty, tag: keptTags[entry], payload: entry)
            }
        }
        for (entry, mark) in marks where entry < newIndex.count && newIndex[entry] >= 0 {
            kept.marks[newIndex[entry]] = mark
        }
        self = kept
    }
}
