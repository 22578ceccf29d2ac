// The records a headless table keeps for what it shows: one per section, holding the
// section's identity and its rows' records in chunks.

/// What one row shows: plain values, so rebuilding a long section copies no reference,
/// in 8 bytes, so that it copies half as much memory as a record with a full-width key.
struct RowRecord {
    /// The slot in `rowIdentities` of the identity of the item shown, as the data source
    /// or snapshot gave it. Moves keep the slot; reloads and reconfigures write a new
    /// identity into it.
    var identitySlot: Int32
    /// The cell key shifted left by 2, then the two flags.
    private var packed: UInt32 = 0

    /// Cell keys are below this: they have 30 bits (see `HeadlessTableView.takeCellKey()`).
    static var cellKeyLimit: Int { 1 << 30 }

    /// A reconfigure is pending: the row's cell is configured again at the next layout.
    var needsReconfigure: Bool {
        get { packed & 1 != 0 }
        set { packed = newValue ? packed | 1 : packed & ~1 }
    }
    /// The row's height was measured while visible (with estimates or cell-sized rows,
    /// where rows start with an estimate): a layout does not ask for it again until the
    /// row is reloaded or reconfigured, or the sizing rules change.
    var isMeasured: Bool {
        get { packed & 2 != 0 }
        set { packed = newValue ? packed | 2 : packed & ~2 }
    }
    /// The key of the row's cell in `cells`, or 0 when it has had none; below
    /// `cellKeyLimit`. Moves keep the record and so the cell; inserts and reloads make a
    /// new record, so a new cell.
    var cellKey: Int {
        get { Int(packed >> 2) }
        set { packed = packed & 3 | UInt32(truncatingIfNeeded: newValue) << 2 }
    }

    init(identitySlot: Int32) {
        self.identitySlot = identitySlot
    }
}

/// What one section shows: its identity and its rows, in order.
struct SectionRecord {
    var identity: AnyHashable?
    /// Chunked, so that a row inserted or removed in the middle of a long section moves
    /// a few hundred records, not every later one.
    var rows: ChunkedArray<RowRecord>
}
