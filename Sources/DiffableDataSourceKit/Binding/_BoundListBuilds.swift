/// The two steps of a binding's update that touch every item of a list or of a section,
/// compiled where the app names its types: a binding runs in the library's generic code,
/// where they would run unspecialised (as `_SpecializedDiff` explains for the diff).
/// ``ListDataSource/bind(animatingDifferences:duplicates:file:line:_:)`` is inlined to
/// make them.
@usableFromInline
struct _BoundListBuilds<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    /// Builds the whole list from its sections' items, keeping the expansion states of the
    /// outlines shown (see `ListSnapshot.appendDeclared`).
    @usableFromInline
    let build:
        @Sendable (
            [_DeclaredSection<Section, Item>], DuplicatePolicy, [Section: ListSectionSnapshot<Item>], StaticString,
            UInt
        ) throws(ListSnapshotError<Section, Item>) -> DeclaredList<Section, Item>
    /// Gives sections new items by the fewest edits (see `ListSnapshot.replaceItems`).
    @usableFromInline
    let replace:
        @Sendable (
            inout ListSnapshot<Section, Item>, [(section: Section, items: [Item])], ContentComparison<Item>?
        ) throws(ListSnapshotError<Section, Item>) -> [Item]

    @inlinable
    init() {
        build = { sections, policy, shown, file, line throws(ListSnapshotError<Section, Item>) in
            var snapshot = ListSnapshot<Section, Item>()
            let outlines = try snapshot.appendDeclared(
                sections, duplicates: policy, keepingExpansionOf: shown, file: file, line: line)
            return DeclaredList(snapshot: snapshot, sectionSnapshots: outlines)
        }
        replace = { snapshot, replacements, comparison throws(ListSnapshotError<Section, Item>) in
            try snapshot.replaceItems(replacements, comparing: comparison)
        }
    }
}
