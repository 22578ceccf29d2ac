/// A table's row identities by slot: typed where the content's item type is known,
/// `AnyHashable` otherwise.
///
/// A table driven by a `ListDataSource` or a snapshot stores its rows' items as they are
/// (``TypedIdentityColumn``): storing an `Int` there is a plain store, where an
/// `AnyHashable` costs a dynamic cast to make and a call into the runtime to overwrite, and
/// a batch that inserts ten thousand rows stores ten thousand. An identity of another type
/// (from a data source that hands out `AnyHashable`s of several types) turns the column
/// into an ``AnyIdentityColumn`` once, O(*n*).
///
/// A class, so that a batch can take its values out and write them in place; only
/// `RowIdentities` holds one.
protocol IdentityColumn: AnyObject {
    /// The number of slots.
    var count: Int { get }
    /// The identity in a slot in range; for a freed slot, whatever it held last.
    func identity(at slot: Int) -> AnyHashable?
    /// Stores an identity in a slot in range, or at `count` (adding the slot). Slots are
    /// added in order, so no slot is ever left unwritten.
    ///
    /// - Returns: `false`, storing nothing, when the column does not hold the identity's type.
    func store(_ identity: AnyHashable, at slot: Int) -> Bool
    /// Drops the identity in a slot in range, or adds slot `count` without one.
    ///
    /// - Returns: `false`, changing nothing, when the column cannot add a slot without an
    ///   identity (a typed column that holds none yet).
    func vacate(_ slot: Int) -> Bool
    /// The same identities in a column of any type.
    func erased() -> AnyIdentityColumn
}

/// Identities of one type, stored as they are.
///
/// Not optionals: for an item type the code is not specialized for, every store into an
/// optional asks the runtime for the enum tags of both sides, which cost several times the
/// store. A freed slot keeps its last identity until a new row takes it (the table never
/// reads a freed slot), and a slot added without an identity takes a copy of another one
/// (the table marks it unknown).
final class TypedIdentityColumn<Value: Hashable>: IdentityColumn {
    /// The identities by slot; a batch swaps them out, writes them and puts them back.
    var values: [Value] = []

    var count: Int { values.count }

    func identity(at slot: Int) -> AnyHashable? {
        AnyHashable(values[slot])
    }

    func store(_ identity: AnyHashable, at slot: Int) -> Bool {
        guard let value = identity.base as? Value else { return false }
        if slot == values.count { values.append(value) } else { values[slot] = value }
        return true
    }

    func vacate(_ slot: Int) -> Bool {
        guard slot == values.count else { return true }
        guard let filler = values.first else { return false }
        values.append(filler)
        return true
    }

    func erased() -> AnyIdentityColumn {
        let column = AnyIdentityColumn()
        column.values.reserveCapacity(values.count)
        for value in values { column.values.append(AnyHashable(value)) }
        return column
    }
}

/// Identities of any type, as `AnyHashable`; a vacant slot holds `vacant`.
///
/// Not `[AnyHashable?]`: `AnyHashable`'s layout is opaque outside the standard library, so
/// every store into an optional of it asks the runtime for the enum tag, which costs more
/// than the store itself.
final class AnyIdentityColumn: IdentityColumn {
    var values: [AnyHashable] = []
    /// What a vacant slot holds: a value no content gives.
    let vacant = AnyHashable(Vacant())

    var count: Int { values.count }

    func identity(at slot: Int) -> AnyHashable? {
        values[slot]
    }

    func store(_ identity: AnyHashable, at slot: Int) -> Bool {
        if slot == values.count { values.append(identity) } else { values[slot] = identity }
        return true
    }

    func vacate(_ slot: Int) -> Bool {
        store(vacant, at: slot)
    }

    func erased() -> AnyIdentityColumn { self }
}

/// The identity of a vacant slot in an ``AnyIdentityColumn``.
private struct Vacant: Hashable {}
