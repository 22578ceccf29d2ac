/// The walk that rebuilds one surviving section's rows in a batch that changes many of
/// them: the old rows in order, merged with the rows that arrive, a run of unchanged rows
/// at a time.
///
/// Between two changes (a row that leaves, arrives, is reloaded or reconfigured) every
/// row is copied as it was, with its height; the bitmaps of changed rows give the run's
/// length a word at a time, and the run is copied into the new rows and heights, which
/// are written in place (no append, so no capacity or uniqueness check per row).
struct RowMerge {
    typealias RowRecord = HeadlessTableView.RowRecord

    /// The section's index after the update, for the places of identity reads and errors.
    let section: Int
    /// Its index before the update.
    let oldSection: Int
    /// Rows after the update.
    let newCount: Int
    /// Old rows that leave (deleted or moved out), and the deleted ones among them (which
    /// give their identity slot back; a moved row keeps its slot).
    let leaving: RowBitmap
    let deleted: RowSet
    /// Old rows not copied as they are: the leaving and the reloaded ones.
    let oldChanged: RowBitmap
    /// Places rows arrive at (inserted or moved in), and the inserted ones among them.
    let arriving: RowBitmap
    let inserted: RowSet
    /// Places not filled by copying an old row as it is: the arriving and reconfigured ones.
    let newChanged: RowBitmap
    /// Moved-in rows by their place: the record and height they bring.
    let movedIn: [Int: (record: RowRecord, height: Double)]
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

    /// Fills the places of `window` (the new rows from `windowStart` on) with the old rows
    /// of `chunk` from `offset` on and the rows that arrive among them, and `heights` (all
    /// the new rows' heights) with theirs, read from `oldHeights` (all the old rows').
    ///
    /// Stops when the window is full (the last window also takes every old row left, which
    /// can only leave), the chunk is consumed, or a rule is broken.
    /// - Returns: The offset in `chunk` of the next old row.
    /// - Complexity: O(*p* + *q*) for *p* old rows consumed and *q* places filled, plus
    ///   O(log *k*) per changed row; unchanged rows cost a copy each.
    mutating func fill(
        _ window: UnsafeMutableBufferPointer<RowRecord>, from windowStart: Int,
        heights: UnsafeMutableBufferPointer<Double>, consuming chunk: UnsafeBufferPointer<RowRecord>,
        at offset: Int, oldHeights: UnsafeBufferPointer<Double>, identities: inout IdentityChanges
    ) -> Int {
        let windowEnd = windowStart &+ window.count
        var offset = offset
        while offset < chunk.count && failure == nil {
            if row < windowEnd && arriving.contains(row) {
                placeArrivals(
                    before: windowEnd, into: window, from: windowStart, heights: heights, identities: &identities)
            }
            if leaving.contains(next) || row == newCount {
                // A row that leaves (or, were the counts wrong, one with no place left).
                if deleted.contains(next) { identities.release(chunk[offset].identitySlot) }
                next &+= 1
                offset &+= 1
                continue
            }
            if row == windowEnd { break }
            if oldChanged.contains(next) || newChanged.contains(row) {
                placeChangedRow(
                    chunk[offset], into: window, from: windowStart, heights: heights, identities: &identities)
                offset &+= 1
                continue
            }
            let run = min(
                oldChanged.clearRun(from: next, atMost: chunk.count &- offset),
                newChanged.clearRun(from: row, atMost: windowEnd &- row))
            let (row, next) = (row, next)
            for index in 0..<run { window[row &- windowStart &+ index] = chunk[offset &+ index] }
            if carriesHeights {
                for index in 0..<run { heights[row &+ index] = oldHeights[next &+ index] }
            }
            self.row = row &+ run
            self.next = next &+ run
            offset &+= run
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
            if !inserted.contains(row), let moved = movedIn[row] {
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
        if oldChanged.contains(next) {
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
