/// An item whose content can change while its identity stays: its `Hashable` conformance
/// says which item it is, ``isContentEqual(to:)`` whether two values of it show the same.
///
/// An item hashed by a stable `id` (as it should be, or every edit becomes a delete and an
/// insert) changes content without changing identity. A data source whose items conform
/// updates the row of such an item by itself when an apply brings a new value, with no
/// `reconfigureItems` mark (see ``ListDataSource/contentComparison`` and
/// <doc:IdentityAndContent>):
///
///     struct Song: Hashable, ContentEquatable {
///         let id: UUID
///         var name: String
///         static func == (a: Song, b: Song) -> Bool { a.id == b.id }
///         func hash(into hasher: inout Hasher) { hasher.combine(id) }
///     }
///
/// The default ``isContentEqual(to:)`` settles values that are the same byte for byte at
/// once and compares the others' stored properties with reflection, which costs
/// microseconds per item; implement it to compare fewer properties, or faster.
public protocol ContentEquatable {
    /// Whether this value and another value of the same item show the same content.
    func isContentEqual(to other: Self) -> Bool
}

extension ContentEquatable {
    /// Equal when the two values are the same byte for byte (the same numbers, the same
    /// string storage, the same object references: nothing to compare further); otherwise
    /// compares the stored properties one by one, nested values included: a value without
    /// stored properties (a string, a number, a date) with `==` where it is `Hashable`, a
    /// set or dictionary with `==`, a class instance by identity, anything else by its
    /// printed form. Never the item's own `==`, which compares identity.
    ///
    /// - Complexity: O(*b*) for a value of *b* bytes when the bytes match, as when an app
    ///   rebuilds its snapshot from the same model values; otherwise O(*p*) for *p* stored
    ///   properties, nested ones included, at microseconds per item with reflection.
    public func isContentEqual(to other: Self) -> Bool {
        ReflectedContent.sameBytes(self, other) || ReflectedContent.equal(self, other)
    }
}

/// Compares two values by their stored properties, for ``ContentEquatable``'s default.
enum ReflectedContent {
    /// Whether two values have the same bytes. Same bytes mean the same content by the
    /// rules of ``equal(_:_:)``: storage that is shared is never changed in place (copy on
    /// write), and a reference is compared by identity. Padding bytes may differ for equal
    /// values; then reflection decides.
    static func sameBytes<T>(_ lhs: T, _ rhs: T) -> Bool {
        withUnsafeBytes(of: lhs) { left in withUnsafeBytes(of: rhs) { right in left.elementsEqual(right) } }
    }

    /// Whether two values have the same content, walked with an explicit stack of pairs
    /// still to compare rather than by recursion: content nested thousands of levels deep
    /// (a long chain of indirect enums) overflowed the stack of the thread diffing.
    ///
    /// - Complexity: O(*p*) for *p* stored properties, nested ones included; O(*d*) extra
    ///   memory for depth *d*.
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        var pending: [(Any, Any)] = [(lhs, rhs)]
        while let (lhs, rhs) = pending.popLast() {
            let left = Mirror(reflecting: lhs)
            let right = Mirror(reflecting: rhs)
            switch left.displayStyle {
            case .class?:
                guard (lhs as AnyObject) === (rhs as AnyObject) else { return false }
            case .set?, .dictionary?:
                guard leafEqual(lhs, rhs) else { return false }
            default:
                if left.children.isEmpty && right.children.isEmpty {
                    guard leafEqual(lhs, rhs) else { return false }
                    continue
                }
                guard left.children.count == right.children.count else { return false }
                let pairs = Array(zip(left.children, right.children))
                guard pairs.allSatisfy({ $0.label == $1.label }) else { return false }
                // Reversed, so that properties are compared in declaration order.
                pending.append(contentsOf: pairs.reversed().lazy.map { ($0.value, $1.value) })
            }
        }
        return true
    }

    /// A value with nothing to walk: `==` where it is `Hashable`, else its printed form.
    private static func leafEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        return String(reflecting: lhs) == String(reflecting: rhs)
    }
}
