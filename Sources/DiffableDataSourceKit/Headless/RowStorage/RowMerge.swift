/// The walk that rebuilds one surviving section's rows in a batch that changes many of
/// them: the old rows in order, merged with the rows that arrive, a run at a time.
///
/// Between two places that do not take the next staying row as it is (a row arrives, or
/// a staying row is reloaded or reconfigured), the old rows are copied in order, each
/// written to the next place, which only a row that stays takes (it advances by one minus
/// the row's bit in `leaving`): rows that leave cost no branch. The bitmaps give the run's
/// ends a word at a time; the new rows and heights are written in place (no append, so no
/// capacity or uniqueness check per row). Deleted rows give their slots back before the
/// walk.
struct RowMerge {
    typealias RowRecord = HeadlessTableView.RowRecord

    /// The section's index after the update, for the places of identity reads and errors.
    let section: Int
    /// Its index before the update.
    let oldSection: Int
    /// Rows after the update.
    let newCount: Int
    /// Old rows that leave (deleted or moved out).
    let leaving: RowBitmap
    /// Old rows that stay and are reloaded (not copied as they are).
    let reloaded: RowBitmap
    /// Places rows arrive at (inserted or moved in).
    let arriving: RowBitmap
    /// Places not filled by copying an old row as it is: the arriving and reconfigured ones.
    let newChanged: RowBitmap
    /// Moved-in rows in the order of their places: the place, and the record and height
    /// they bring; the first `movedInPlaced` are placed. Any other arriving row is inserted.
    let movedIn: [(row: Int, record: RowRecord, height: Double)]
    private(set) var movedInPlaced = 0
    /// The table's free identity slots, for the rows the batch inserts.
    let freeSlots: [Int32]
    /// Whether the rows' heights are carried into `heights` (else that buffer is empty).
    let carriesHeights: Bool

    /// The next old row.
    private(set) var next = 0
    /// The next place to fill.
    private(set) var row = 0
    /// Places that need measuring (inserted, reloaded, reconfigured), ascending.
    private(set) var measuring: [Int] = []
    /// The first rule the batch breaks here; the walk stops at it.
    private(set) var failure: BatchUpdateError?

    /// Makes room for `count` places to measure.
    ///
    /// - Complexity: O(`count`).
    mutating func reserveMeasuring(_ count: Int) {
        measuring.reserveCapacity(count)
    }

    /// Fills the places of `window` (the new rows from `windowStart` on) with the old rows
    /// of `chunk` from `offset` on and the rows that arrive among them, and `heights` (all
    /// the new rows' heights) with theirs, read from `oldHeights` (all the old rows').
    ///
    /// Stops when the window is full, the chunk is consumed, or a rule is broken. Old rows
    /// left after the last place can only leave, and are not consumed.
    /// - Returns: The offset in `chunk` of the next old row.
    /// - Complexity: O(*p* + *q*) for *p* old rows consumed and *q* places filled, plus
    ///   O(log *k*) per changed row; unchanged rows cost a copy each.
    mutating func fill(
        _ window: UnsafeMutableBufferPointer<RowRecord>, from windowStart: Int,
        heights: UnsafeMutableBufferPointer<Double>, consuming chunk: UnsafeBufferPointer<RowRecord>,
        at offset: Int, oldHeights: UnsafeBufferPointer<Double>, identities: inout IdentityChanges
    ) -> Int {
        let windowEnd = windowStart &+ window.count
        let end = min(windowEnd, newCount)
        var offset = offset
        while offset < chunk.count && failure == nil {
            if row < end && arriving.contains(row) {
                placeArrivals(before: end, into: window, from: windowStart, heights: heights, identities: &identities)
            }
            if leaving.contains(next) {
                next &+= 1
                offset &+= 1
                continue
            }
            // No place left in the window (or at all, were the counts wrong).
            if row == end { break }
            if reloaded.contains(next) || newChanged.contains(row) {
                placeChangedRow(
                    chunk[offset], into: window, from: windowStart, heights: heights, identities: &identities)
                offset &+= 1
                continue
            }
            // Up to the next place that changes, and within the old rows before the next
            // reloaded one: each old row is written to the next place, which it keeps only
            // if it stays. The first row stays, so the run makes progress.
            let placesEnd = row &+ newChanged.clearRun(from: row, atMost: end &- row)
            let oldEnd = offset &+ reloaded.clearRun(from: next, atMost: chunk.count &- offset)
            var (row, next) = (row, next)
            let words = leaving.words
            while row < placesEnd && offset < oldEnd {
                window[row &- windowStart] = chunk[offset]
                if carriesHeights { heights[row] = oldHeights[next] }
                row &+= 1 &- Int(truncatingIfNeeded: (words[next &>> 6] &>> UInt64(next & 63)) & 1)
                next &+= 1
                offset &+= 1
            }
            self.row = row
            self.next = next
        }
        return offset
    }

    /// Fills the places of `window` after the last old row: arrivals only.
    mutating func finish(
        _ window: UnsafeMutableBufferPointer<RowRecord>, from windowStart: Int,
        heights: UnsafeMutableBufferPointer<Double>, identities: inout IdentityChanges
    ) {
        guard failure == nil else { return }
        placeArrivals(
            before: windowStart &+ window.count, into: window, from: windowStart, heights: heights,
            identities: &identities)
    }

    /// Places the rows that arrive at the next places, if any.
    private mutating func placeArrivals(
        before end: Int, into window: UnsafeMutableBufferPointer<RowRecord>, from windowStart: Int,
        heights: UnsafeMutableBufferPointer<Double>, identities: inout IdentityChanges
    ) {
        while row < end && arriving.contains(row) {
            if movedInPlaced < movedIn.count && movedIn[movedInPlaced].row == row {
                let moved = movedIn[movedInPlaced]
                movedInPlaced += 1
                window[row &- windowStart] = moved.record
                if carriesHeights { heights[row] = moved.height }
            } else {
                let position = RowPosition(section: section, row: row)
                window[row &- windowStart] = RowRecord(
                    identitySlot: identities.newSlot(readingAt: position, free: freeSlots))
                if carriesHeights { heights[row] = 0 }
                measuring.append(row)
            }
            row += 1
        }
    }

    /// Places an old row that stays and changes: reloaded before the update (a fresh
    /// record), or reconfigured after it (the same record, marked); both read their
    /// identity again and are measured.
    private mutating func placeChangedRow(
        _ old: RowRecord, into window: UnsafeMutableBufferPointer<RowRecord>, from windowStart: Int,
        heights: UnsafeMutableBufferPointer<Double>, identities: inout IdentityChanges
    ) {
        let position = RowPosition(section: section, row: row)
        var record = old
        if reloaded.contains(next) {
            if newChanged.contains(row) {
                failure = .rowReloadedAndReconfigured(
                    before: RowPosition(section: oldSection, row: next), after: position)
                return
            }
            record = RowRecord(identitySlot: old.identitySlot)
        } else {
            record.needsReconfigure = true
            record.isMeasured = false
        }
        identities.reread(record.identitySlot, at: position)
        window[row &- windowStart] = record
        if carriesHeights { heights[row] = 0 }
        measuring.append(row)
        row += 1
        next += 1
    }
}
