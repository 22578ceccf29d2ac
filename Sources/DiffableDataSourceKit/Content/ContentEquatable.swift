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
/// The default ``isContentEqual(to:)`` compares every stored property with reflection;
/// implement it to compare fewer, or faster.
public protocol ContentEquatable {
    /// Whether this value and another value of the same item show the same content.
    func isContentEqual(to other: Self) -> Bool
}

extension ContentEquatable {
    /// Compares the stored properties one by one, nested values included: a value without
    /// stored properties (a string, a number, a date) with `==` where it is `Hashable`, a
    /// set or dictionary with `==`, a class instance by identity, anything else by its
    /// printed form. Never the item's own `==`, which compares identity.
    ///
    /// - Complexity: O(*p*) for *p* stored properties, nested ones included; reflection
    ///   makes this several times slower than a written comparison.
    public func isContentEqual(to other: Self) -> Bool {
        ReflectedContent.equal(self, other)
    }
}

/// Compares two values by their stored properties, for ``ContentEquatable``'s default.
enum ReflectedContent {
    static func equal(_ lhs: Any, _ rhs: Any) -> Bool {
        let left = Mirror(reflecting: lhs)
        let right = Mirror(reflecting: rhs)
        switch left.displayStyle {
        case .class?:
            return (lhs as AnyObject) === (rhs as AnyObject)
        case .set?, .dictionary?:
            return leafEqual(lhs, rhs)
        default:
            guard !left.children.isEmpty || !right.children.isEmpty else { return leafEqual(lhs, rhs) }
            guard left.children.count == right.children.count else { return false }
            return zip(left.children, right.children).allSatisfy { $0.label == $1.label && equal($0.value, $1.value) }
        }
    }

    /// A value with nothing to walk: `==` where it is `Hashable`, else its printed form.
    private static func leafEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        if let lhs = lhs as? AnyHashable, let rhs = rhs as? AnyHashable { return lhs == rhs }
        return String(reflecting: lhs) == String(reflecting: rhs)
    }
}
