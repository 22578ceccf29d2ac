/// The walk that rebuilds one surviving section's rows in a batch that changes many of
/// them: the old rows that stay, in order, spread over the places no row arrives at, then
/// the places that change written one by one.
///
/// The rows that stay keep their order, so the *k*th of them takes the *k*th place no row
/// arrives at. Both passes over the rows are branch-free: the first packs the rows that
/// stay (each old row is written to the next slot, which only a row that stays keeps), the
/// second spreads them (each place takes the next packed row, which only a place no row
/// arrives at uses up). Where changes are a few rows apart, a walk that copied the runs
/// between them paid a mispredicted branch per run; these pay one per changed place.
/// Then each place that changes (a row arrives, or a staying row is reloaded or
/// reconfigured) is written, in increasing order, a word of the bitmaps at a time.
struct RowMerge {

    /// The section's index after the update, for the places of identity reads.
    let section: Int
    /// Rows after the update.
    let newCount: Int
    /// Old rows that leave (deleted or moved out).
    let leaving: RowBitmap
    /// Old rows that stay and are reloaded, each with its place after the update, in row
    /// order (``BatchPlan/reloadPlaces``): a fresh record, not the old one as it is.
    let reloads: [(old: Int, new: Int)]
    /// Places rows arrive at (inserted or moved in).
    let arriving: RowBitmap
    /// Places of staying rows that are reconfigured.
    let reconfigured: RowBitmap
    /// Moved-in rows in the order of their places: the place, and the record and height
    /// they bring. Any other arriving row is inserted.
    let movedIn: [(row: Int, record: RowRecord, height: Double)]
    /// The table's free identity slots, for the rows the batch inserts.
    let freeSlots: [Int32]
    /// Whether the rows' heights are carried (else the heights returned are empty).
    let carriesHeights: Bool

    /// Places that need measuring (inserted, reloaded, reconfigured), ascending; none when
    /// heights are not carried (every row then has the table's own height).
    private(set) var measuring: [Int] = []

    /// Makes room for `count` places to measure.
    ///
    /// - Complexity: O(`count`).
    mutating func reserveMeasuring(_ count: Int) {
        if carriesHeights { measuring.reserveCapacity(count) }
    }

    /// The section's new rows, in chunks of at most `chunkSize`, from its old rows in
    /// `oldChunks` (in order), and their heights from `oldHeights` (one per old row, or
    /// none) when heights are carried. Records in `identities` the slots inserted rows take
    /// and the identities to read again.
    ///
    /// Validation guarantees that the rows that stay fill the places no row arrives at;
    /// were the counts wrong, the section comes out empty (which invariant builds catch),
    /// never with placeholders.
    /// - Complexity: O(*r* + *c*) for *r* rows before and after and *c* changed places.
    mutating func rows(
        from oldChunks: [[RowRecord]], oldHeights: [Double], chunkSize: Int, identities: inout IdentityChanges
    ) -> (chunks: [[RowRecord]], heights: [Double]) {
        let oldCount = oldChunks.reduce(0) { $0 + $1.count }
        let staying = oldCount - leaving.count(below: oldCount)
        // The bitmaps cover the rows they are read for (the passes read them unchecked).
        guard leaving.capacity == oldCount, arriving.capacity == newCount,
            reconfigured.capacity == newCount,
            staying == newCount - arriving.count(below: newCount), chunkSize > 0
        else { return ([], []) }
        let packed = Self.packed(oldChunks, keeping: leaving, count: oldCount)
        var changed = arriving
        changed.formUnion(reconfigured)
        for reload in reloads where reload.new < newCount { changed.insert(reload.new) }

        var chunks: [[RowRecord]] = []
        chunks.reserveCapacity(newCount / chunkSize + 1)
        // The heights go the same way as the rows, into one array the layout takes whole.
        var packedHeights: [Double] = []
        var heights: [Double] = []
        if carriesHeights {
            // Heights out of step with the rows are zeros: the table measures every row then.
            let oldHeights = oldHeights.count == oldCount ? oldHeights : Array(repeating: 0, count: oldCount)
            packedHeights = Self.packed([oldHeights], keeping: leaving, count: oldCount)
            heights = Array(repeating: 0, count: newCount)
        }
        var next = 0
        var nextReload = 0
        var nextMove = 0
        var windowStart = 0
        while windowStart < newCount {
            let size = min(chunkSize, newCount - windowStart)
            let window = windowStart..<(windowStart + size)
            let chunk = [RowRecord](unsafeUninitializedCapacity: size) { places, filled in
                if carriesHeights {
                    heights.withUnsafeMutableBufferPointer { heights in
                        _ = Self.spread(
                            packedHeights, from: next, into: UnsafeMutableBufferPointer(rebasing: heights[window]),
                            at: window, skipping: arriving)
                    }
                }
                next = Self.spread(packed, from: next, into: places, at: window, skipping: arriving)
                changed.forEach(in: window) { row in
                    if arriving.contains(row) {
                        places[row &- windowStart] = arrival(
                            at: row, nextMove: &nextMove, heights: &heights, identities: &identities)
                    } else {
                        places[row &- windowStart] = changedRow(
                            places[row &- windowStart], at: row, nextReload: &nextReload, heights: &heights,
                            identities: &identities)
                    }
                }
                filled = size
            }
            chunks.append(chunk)
            windowStart += size
        }
        return (chunks, heights)
    }

    /// The record for a place a row arrives at: the next moved-in row's, or a new one.
    private mutating func arrival(
        at row: Int, nextMove: inout Int, heights: inout [Double], identities: inout IdentityChanges
    ) -> RowRecord {
        if nextMove < movedIn.count && movedIn[nextMove].row == row {
            let moved = movedIn[nextMove]
            nextMove += 1
            if carriesHeights { heights[row] = moved.height }
            return moved.record
        }
        if carriesHeights {
            heights[row] = 0
            measuring.append(row)
        }
        return RowRecord(
            identitySlot: identities.newSlot(readingAt: RowPosition(section: section, row: row), free: freeSlots))
    }

    /// The record for a staying row that changes: reloaded before the update (a fresh
    /// record), or reconfigured after it (the same record, marked); both read their identity
    /// again and are measured. (The plan refused a row both reloaded and reconfigured.)
    private mutating func changedRow(
        _ old: RowRecord, at row: Int, nextReload: inout Int, heights: inout [Double],
        identities: inout IdentityChanges
    ) -> RowRecord {
        var record = old
        if nextReload < reloads.count && reloads[nextReload].new == row {
            nextReload += 1
            record = RowRecord(identitySlot: old.identitySlot)
        } else {
            record.needsReconfigure = true
            record.isMeasured = false
        }
        identities.reread(record.identitySlot, at: RowPosition(section: section, row: row))
        if carriesHeights {
            heights[row] = 0
            measuring.append(row)
        }
        return record
    }

    /// The elements of `chunks` (`count` in all) that `leaving` does not hold, in order,
    /// and one more slot (a copy of the first element, or nothing when there is none), so
    /// that spreading may read one past the last without reading memory it does not own.
    private static func packed<Element>(_ chunks: [[Element]], keeping leaving: RowBitmap, count: Int) -> [Element] {
        guard let first = chunks.first(where: { !$0.isEmpty })?.first else { return [] }
        return [Element](unsafeUninitializedCapacity: count + 1) { packed, initialized in
            var kept = 0
            var row = 0
            leaving.words.withUnsafeBufferPointer { words in
                for chunk in chunks {
                    chunk.withUnsafeBufferPointer { elements in
                        for element in elements {
                            // Written at the next slot, which only an element that stays keeps.
                            packed.initializeElement(at: kept, to: element)
                            kept &+= 1 &- Int(truncatingIfNeeded: (words[row &>> 6] &>> UInt64(row & 63)) & 1)
                            row &+= 1
                        }
                    }
                }
            }
            packed.initializeElement(at: kept, to: first)
            initialized = kept + 1
        }
    }

    /// Writes `packed` from `next` on into `places`, the places of `window`: each place takes
    /// the next packed element, which only a place `skipping` does not hold uses up.
    ///
    /// - Returns: The next packed element.
    private static func spread<Element>(
        _ packed: [Element], from next: Int, into places: UnsafeMutableBufferPointer<Element>, at window: Range<Int>,
        skipping: RowBitmap
    ) -> Int {
        // No row stays: every place is one a row arrives at, written afterwards.
        guard !packed.isEmpty else { return next }
        var next = next
        packed.withUnsafeBufferPointer { packed in
            skipping.words.withUnsafeBufferPointer { words in
                let last = packed.count &- 1
                for row in window {
                    places.initializeElement(at: row &- window.lowerBound, to: packed[min(next, last)])
                    next &+= 1 &- Int(truncatingIfNeeded: (words[row &>> 6] &>> UInt64(row & 63)) & 1)
                }
            }
        }
        return next
    }
}
