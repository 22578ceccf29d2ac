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
    /// The identity in a slot in range; `nil` for a vacant slot of a typed column.
    func identity(at slot: Int) -> AnyHashable?
    /// Stores an identity in a slot in range.
    ///
    /// - Returns: `false`, storing nothing, when the column does not hold the identity's type.
    func store(_ identity: AnyHashable, at slot: Int) -> Bool
    /// Drops the identity in a slot in range.
    func vacate(_ slot: Int)
    /// Adds vacant slots at the end.
    func appendVacant(_ count: Int)
    /// The same identities in a column of any type.
    func erased() -> AnyIdentityColumn
}

/// Identities of one type, stored as they are; `nil` in a vacant slot.
final class TypedIdentityColumn<Value: Hashable>: IdentityColumn {
    /// The identities by slot; a batch swaps them out, writes them and puts them back.
    var values: [Value?] = []

    var count: Int { values.count }

    func identity(at slot: Int) -> AnyHashable? {
        guard let value = values[slot] else { return nil }
        return AnyHashable(value)
    }

    func store(_ identity: AnyHashable, at slot: Int) -> Bool {
        guard let value = identity.base as? Value else { return false }
        values[slot] = value
        return true
    }

    func vacate(_ slot: Int) {
        values[slot] = nil
    }

    func appendVacant(_ count: Int) {
        // Not `repeatElement`: walking that collection in this unspecialized code looks up
        // type metadata for every element.
        values.append(contentsOf: [Value?](repeating: nil, count: count))
    }

    func erased() -> AnyIdentityColumn {
        let column = AnyIdentityColumn()
        column.values.reserveCapacity(values.count)
        for value in values {
            if let value { column.values.append(AnyHashable(value)) } else { column.values.append(column.vacant) }
        }
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
        values[slot] = identity
        return true
    }

    func vacate(_ slot: Int) {
        values[slot] = vacant
    }

    func appendVacant(_ count: Int) {
        values.append(contentsOf: repeatElement(vacant, count: count))
    }

    func erased() -> AnyIdentityColumn { self }
}

/// The identity of a vacant slot in an ``AnyIdentityColumn``.
private struct Vacant: Hashable {}
