extension ListSnapshot {
    /// Copies the item at each place into `values` at its slot.
    ///
    /// - Returns: The slots of places out of range, and slots outside `values`, left as
    ///   they were.
    /// - Complexity: as ``storeItems(at:in:)``.
    @inlinable
    func _copyItems(at places: [_ItemSlot], into values: inout [ItemIdentifierType]) -> [Int32] {
        var missing: [Int32] = []
        var section = -1
        var ordinal = 0
        values.withUnsafeMutableBufferPointer { values in
            var index = 0
            while index < places.count {
                let place = places[index]
                guard place.section >= 0, place.section < sectionRows.count, place.row >= 0,
                    place.row < sectionRows[place.section].count, place.slot >= 0, Int(place.slot) < values.count
                else {
                    missing.append(place.slot)
                    index += 1
                    continue
                }
                if place.section != section || place.row < sectionRows[section].starts[ordinal] {
                    section = place.section
                    ordinal = sectionRows[section].ordinal(containing: place.row)
                }
                while place.row >= sectionRows[section].starts[ordinal + 1] { ordinal += 1 }
                let start = sectionRows[section].starts[ordinal]
                let end = sectionRows[section].starts[ordinal + 1]
                // This place and the next ones in the same chunk, read through one buffer:
                // in unspecialised code an array's subscript looks up type metadata on every
                // read.
                chunks.items[Int(sectionRows[section].ids[ordinal])].withUnsafeBufferPointer { items in
                    repeat {
                        let next = places[index]
                        values[Int(next.slot)] = items[next.row - start]
                        index += 1
                    } while index < places.count && places[index].section == section
                        && places[index].row >= start && places[index].row < end
                        && places[index].slot >= 0 && Int(places[index].slot) < values.count
                }
            }
        }
        return missing
    }
}

/// A place in a snapshot (section, row) and the slot of an array its item goes to, as
/// `_copyItems(at:into:)` reads them.
@usableFromInline
struct _ItemSlot: Sendable {
    @usableFromInline let slot: Int32
    @usableFromInline let section: Int
    @usableFromInline let row: Int
}
