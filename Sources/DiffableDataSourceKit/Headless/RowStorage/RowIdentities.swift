/// The identities a table's rows show, each in a numbered slot that the row's record holds.
///
/// Row records are plain integers, so a batch that rebuilds a long section copies small
/// records and no `AnyHashable`: an identity is written once, when its row is inserted,
/// reloaded or reconfigured, and stays in its slot while the row moves. A slot freed by a
/// deleted row is reused by a later insert.
///
/// Slots are `Int32`: a table of 2³¹ rows would need far more memory than the records
/// themselves allow, so the count never reaches that.
struct RowIdentities {
    /// Identities by slot, typed when the table was loaded from content of one item type
    /// (see ``IdentityColumn``).
    private var column: any IdentityColumn = AnyIdentityColumn()
    /// Slots no row holds, taken last first.
    private var free: [Int32] = []
    /// Slots of rows whose identity is unknown (the content had none); usually empty.
    private var unknown: Set<Int32> = []

    /// The identity in a slot, `nil` when unknown.
    ///
    /// - Complexity: O(1) expected.
    subscript(slot: Int32) -> AnyHashable? {
        get { unknown.contains(slot) ? nil : column.identity(at: Int(slot)) }
        set { store(newValue, in: slot) }
    }

    /// Stores an identity, or marks the slot unknown for `nil`. An identity the column
    /// cannot hold makes it an `AnyIdentityColumn` first.
    private mutating func store(_ identity: AnyHashable?, in slot: Int32) {
        guard let identity else {
            if !column.vacate(Int(slot)) {
                column = column.erased()
                _ = column.vacate(Int(slot))
            }
            unknown.insert(slot)
            return
        }
        if !column.store(identity, at: Int(slot)) {
            column = column.erased()
            _ = column.store(identity, at: Int(slot))
        }
        if !unknown.isEmpty { unknown.remove(slot) }
    }

    /// The number of slots rows hold, for tests.
    ///
    /// - Complexity: O(1).
    var occupiedCount: Int { column.count - free.count }

    /// The column, when it holds `Value`s and every slot's identity is known: a reader of
    /// every row takes them as they are.
    ///
    /// - Complexity: O(1).
    func typedColumn<Value>(of _: Value.Type) -> TypedIdentityColumn<Value>? {
        unknown.isEmpty ? column as? TypedIdentityColumn<Value> : nil
    }

    /// Forgets every identity, for a table that reads all its rows again into `column`
    /// (empty). Slots are handed out from 0 again.
    ///
    /// - Complexity: O(1), plus freeing the old identities.
    mutating func removeAll(storingIn column: any IdentityColumn = AnyIdentityColumn()) {
        self.column = column
        free.removeAll(keepingCapacity: true)
        unknown.removeAll()
    }

    /// Stores an identity in a free slot and returns the slot.
    ///
    /// - Complexity: amortized O(1).
    mutating func add(_ identity: AnyHashable?) -> Int32 {
        let slot: Int32
        if let freeSlot = free.popLast() {
            slot = freeSlot
        } else {
            slot = Int32(truncatingIfNeeded: column.count)
        }
        store(identity, in: slot)
        return slot
    }

    /// Frees a slot whose row is gone.
    ///
    /// - Complexity: amortized O(1).
    mutating func release(_ slot: Int32) {
        _ = column.vacate(Int(slot))
        if !unknown.isEmpty { unknown.remove(slot) }
        free.append(slot)
    }

    /// A plan of slot changes for a batch that is not validated yet: given `freeSlots`, it
    /// hands out the slots `add` would, without changing anything here.
    ///
    /// - Complexity: O(1).
    func planChanges() -> (changes: IdentityChanges, freeSlots: [Int32]) {
        (IdentityChanges(nextSlot: column.count), free)
    }

    /// Makes a validated batch's slot changes: takes the slots it handed out, stores the
    /// identities it asked for (`identities[i]` for `changes.requests[i]`), and frees the
    /// slots of rows it removed that no new row took.
    ///
    /// - Complexity: O(*k*) for the *k* slots changed, amortized.
    mutating func apply(_ changes: IdentityChanges, identities: [AnyHashable?]) {
        free.removeLast(changes.freeTaken)
        for (request, identity) in zip(changes.requests, identities) { store(identity, in: request.slot) }
        releaseSlots(of: changes)
    }

    /// Makes a validated batch's slot changes as `apply(_:identities:)` does, reading the
    /// identities from `content`: stored as they are when the content's item type is the
    /// column's, else as `AnyHashable`s. New slots past the column's end are added as
    /// their identities are stored, in order.
    ///
    /// - Complexity: O(*k*) for the *k* slots changed, amortized, plus the content's reads.
    @MainActor
    mutating func apply(_ changes: IdentityChanges, reading content: some ListContent) {
        guard let typed = content as? any TypedRowContent,
            let missing = typed.storeRowIdentities(changes.requests, in: column)
        else {
            return apply(changes, identities: content.rowIdentities(at: changes.positions))
        }
        free.removeLast(changes.freeTaken)
        if !unknown.isEmpty { for request in changes.requests { unknown.remove(request.slot) } }
        for slot in missing { unknown.insert(slot) }
        releaseSlots(of: changes)
    }

    /// Starts over with the content's column when no row holds a slot (a data source's
    /// first batch on an empty table), so the table stores the content's item type.
    ///
    /// - Complexity: O(1), plus freeing the old slots.
    @MainActor
    mutating func adoptColumn(of content: some ListContent) {
        guard occupiedCount == 0 else { return }
        removeAll(storingIn: (content as? any TypedRowContent)?.makeIdentityColumn() ?? AnyIdentityColumn())
    }

    private mutating func releaseSlots(of changes: IdentityChanges) {
        // A slot freed and taken again in this batch was written once, with its new identity.
        for slot in changes.released[changes.releasedTaken...] { release(slot) }
    }
}

/// The identity slots a batch takes and frees, and the rows whose identity it reads from
/// the content after the update; made on the table by ``RowIdentities/apply(_:identities:)``
/// once the whole batch is valid.
struct IdentityChanges {
    /// How many of the table's free slots (from the end) the batch took. The free list is
    /// not kept here: this value outlives the plan, and sharing the list would make the
    /// table copy it when it takes the slots.
    private(set) var freeTaken = 0
    /// How many of `released` (from the start) new rows of this batch took: a row that
    /// replaces a deleted one takes its slot, so the slot is written once, not freed and
    /// written again.
    private(set) var releasedTaken = 0
    /// The first slot past the table's slots not yet handed out.
    private(set) var nextSlot: Int
    /// Slots whose identity is read from the content, at the row's place after the update.
    private(set) var requests: [(slot: Int32, position: RowPosition)] = []
    /// Slots of rows the batch removes.
    private(set) var released: [Int32] = []

    init(nextSlot: Int) {
        self.nextSlot = nextSlot
    }

    /// A slot for a new row, which reads its identity at `position`: one this batch freed
    /// if any is left, else one of `free` (the table's free list when the batch was
    /// planned), else a new one.
    ///
    /// - Complexity: amortized O(1).
    mutating func newSlot(readingAt position: RowPosition, free: [Int32]) -> Int32 {
        let slot: Int32
        if releasedTaken < released.count {
            slot = released[releasedTaken]
            releasedTaken += 1
        } else if freeTaken < free.count {
            freeTaken += 1
            slot = free[free.count - freeTaken]
        } else {
            slot = Int32(truncatingIfNeeded: nextSlot)
            nextSlot += 1
        }
        requests.append((slot, position))
        return slot
    }

    /// Makes room for `count` more slots to read, growing the list geometrically: a batch
    /// reserves once per section it rebuilds, and an exact reservation each time would
    /// copy the list every time.
    ///
    /// - Complexity: amortized O(`count`).
    mutating func reserveRequests(_ count: Int) {
        let needed = requests.count + count
        if needed > requests.capacity { requests.reserveCapacity(Swift.max(needed, 2 * requests.capacity)) }
    }

    /// Reads a kept slot's identity again, at `position` (a reloaded or reconfigured row).
    ///
    /// - Complexity: amortized O(1).
    mutating func reread(_ slot: Int32, at position: RowPosition) {
        requests.append((slot, position))
    }

    /// Frees the slot of a row the batch removes.
    ///
    /// - Complexity: amortized O(1).
    mutating func release(_ slot: Int32) {
        released.append(slot)
    }

    /// Frees the slots of rows the batch removes.
    ///
    /// - Complexity: O(*k*) for *k* slots.
    mutating func release(contentsOf slots: [Int32]) {
        released += slots
    }

    /// The places to read, in request order.
    var positions: [RowPosition] { requests.map(\.position) }
}
