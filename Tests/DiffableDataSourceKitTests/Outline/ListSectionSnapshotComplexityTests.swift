import XCTest

@testable import DiffableDataSourceKit

/// The documented complexity of `ListSectionSnapshot`, checked by counting hash and `==`
/// calls on an instrumented item type rather than by timing: each bound is a small multiple
/// of the work the call must do, which an implementation that searched or shifted a list of
/// siblings, or read the whole snapshot, would exceed by orders of magnitude.
///
/// With `DIFFABLE_CHECK_INVARIANTS` set, every mutator ends with an invariant check that
/// hashes every item; ``cost(of:_:)`` subtracts that check's own calls, measured by running
/// it again on the unchanged result (it probes the same tables in the same order, so it
/// makes exactly the same calls). Since the check makes N single-item calls cost O(N²) in
/// any case, those tests make fewer calls when it is on.
final class ListSectionSnapshotComplexityTests: XCTestCase {
    typealias Outline = ListSectionSnapshot<Counted>

    private let counter = CallCounter()
    #if DIFFABLE_CHECK_INVARIANTS
    private let singleCalls = 500
    #else
    private let singleCalls = 20_000
    #endif

    private func item(_ value: Int) -> Counted { Counted(value: value, counter: counter) }
    private func items(_ range: Range<Int>) -> [Counted] { range.map(item) }

    /// The calls `mutation` makes, without those of the invariant check at the end of every
    /// mutator when checks are compiled in.
    private func cost(of outline: inout Outline, _ mutation: (inout Outline) throws -> Void) rethrows
        -> CallCounter.Counts
    {
        let total = try counter.measure { try mutation(&outline) }
        #if DIFFABLE_CHECK_INVARIANTS
        let check = outline
        return total - counter.measure { check.checkInvariants() }
        #else
        return total
        #endif
    }

    // MARK: Building

    /// Every item appended in its own call under an earlier one, top down (item i under
    /// item (i - 1) / 2, a balanced binary tree), then a chain as deep as the item count.
    func testAppendingChildrenOneCallEachIsLinear() throws {
        for shape in ["balanced", "chain"] {
            var outline = Outline()
            var total = CallCounter.Counts()
            for value in 0..<singleCalls {
                let parent = value == 0 ? nil : item(shape == "chain" ? value - 1 : (value - 1) / 2)
                let child = item(value)
                let measured = try cost(of: &outline) { try $0.append([child], to: parent) }
                total.hashes += measured.hashes
                total.equalities += measured.equalities
            }
            XCTAssertEqual(outline.items.count, singleCalls, shape)
            XCTAssertEqual(outline.invariantViolations(), [], shape)
            // About 5 hashes a call (the parent, the presence check, the new node, the
            // neighbours) plus the dictionary's rehashing as it grows; equalities follow the
            // probes. Searching the siblings would cost thousands a call.
            XCTAssertLessThanOrEqual(total.hashes, 8 * singleCalls, "\(shape): \(total)")
            XCTAssertLessThanOrEqual(total.equalities, 24 * singleCalls, "\(shape): \(total)")
        }
    }

    /// Inserting before the first of many siblings, or after the last, one call each: a
    /// sibling array would be searched and shifted every time (O(n²) in all).
    func testInsertingAtEitherEndOfAWideParentOneCallEachIsLinear() throws {
        for after in [false, true] {
            var outline = Outline()
            try outline.append([item(-1)])
            try outline.append([item(0)], to: item(-1))
            var total = CallCounter.Counts()
            for value in 1..<singleCalls {
                let new = item(value)
                let anchor = item(value - 1)
                let measured = try cost(of: &outline) {
                    if after { try $0.insert([new], after: anchor) } else { try $0.insert([new], before: anchor) }
                }
                total.hashes += measured.hashes
                total.equalities += measured.equalities
            }
            let children = outline.snapshot(of: item(-1)).rootItems.map(\.value)
            XCTAssertEqual(children, after ? Array(0..<singleCalls) : Array((0..<singleCalls).reversed()))
            XCTAssertLessThanOrEqual(total.hashes, 8 * singleCalls, "after: \(after): \(total)")
            XCTAssertLessThanOrEqual(total.equalities, 24 * singleCalls, "after: \(after): \(total)")
        }
    }

    // MARK: Reading

    /// The section the data source expands: a parent with 1,000 children in a snapshot of
    /// about 100,000 items, half of the children expanded with 3 children each, half
    /// collapsed with 3 children each. Its visible descendants are read without touching
    /// the rest of the snapshot or the collapsed grandchildren.
    func testVisibleDescendantsReadOnlyWhatTheyReturn() throws {
        // The target subtree is built apart, by joining small trees pairwise, so that no
        // call is made on a large snapshot more than a few times (with invariant checks on,
        // each call checks the whole snapshot).
        var trees: [Outline] = []
        for child in 1_000..<2_000 {
            let first = 10_000 + 3 * (child - 1_000)
            var tree = Outline()
            try tree.append([item(child)])
            try tree.append(items(first..<(first + 3)), to: item(child))
            if child.isMultiple(of: 2) { tree.expand([item(child)]) }
            trees.append(tree)
        }
        let subtree = try joined(trees)

        var outline = Outline()
        try outline.append([item(0), item(1), item(2)])
        try outline.append(items(100_000..<196_000), to: item(0))
        try outline.replace(childrenOf: item(1), using: subtree)
        try outline.append(items(200_000..<200_100), to: item(2))
        outline.expand([item(0), item(1)])
        XCTAssertEqual(outline.items.count, 3 + 96_000 + 4_000 + 100)

        var visible: [Counted] = []
        let measured = counter.measure { visible = outline.visibleDescendants(of: item(1)) }
        // 1,000 children and the 3 children of each of the 500 expanded ones.
        XCTAssertEqual(visible.count, 2_500)
        var expected: [Int] = []
        for child in 1_000..<2_000 {
            expected.append(child)
            let first = 10_000 + 3 * (child - 1_000)
            if child.isMultiple(of: 2) { expected += first..<(first + 3) }
        }
        XCTAssertEqual(visible.map(\.value), expected)
        XCTAssertLessThanOrEqual(measured.hashes, 3 * visible.count, "\(measured)")
        XCTAssertLessThanOrEqual(measured.equalities, 6 * visible.count, "\(measured)")

        // Collapsing the parent does not change the answer; collapsing the big root does
        // not cost it anything either.
        outline.collapse([item(1), item(0)])
        let again = counter.measure { XCTAssertEqual(outline.visibleDescendants(of: item(1)).count, 2_500) }
        XCTAssertLessThanOrEqual(again.hashes, 3 * visible.count, "\(again)")

        // visibleItems reads the visible items only: the three roots now.
        let visibleCost = counter.measure { XCTAssertEqual(outline.visibleItems.map(\.value), [0, 1, 2]) }
        XCTAssertLessThanOrEqual(visibleCost.hashes, 10, "\(visibleCost)")
    }

    /// The trees of `trees` side by side, in order, joined pairwise: each item is copied
    /// O(log *t*) times for *t* trees.
    private func joined(_ trees: [Outline]) throws -> Outline {
        var level = trees
        while level.count > 1 {
            var next: [Outline] = []
            for pair in stride(from: 0, to: level.count, by: 2) {
                var left = level[pair]
                if pair + 1 < level.count, let last = left.rootItems.last {
                    try left.insert(level[pair + 1], after: last)
                }
                next.append(left)
            }
            level = next
        }
        return level.first ?? Outline()
    }

    /// Expanding or collapsing an item with 100,000 descendants sets its flag only.
    func testExpandAndCollapseCostOneLookUpEach() throws {
        var outline = Outline()
        try outline.append([item(0)])
        try outline.append(items(1..<100_001), to: item(0))
        let expand = cost(of: &outline) { $0.expand([item(0)]) }
        let collapse = cost(of: &outline) { $0.collapse([item(0)]) }
        XCTAssertLessThanOrEqual(expand.hashes, 2, "\(expand)")
        XCTAssertLessThanOrEqual(collapse.hashes, 2, "\(collapse)")
    }

    /// `contains`, `parent(of:)` and `isExpanded` hash once; `level(of:)` and `isVisible`
    /// once per ancestor; `index(of:)` once per call after the first builds its map.
    func testLookUpsCostWhatTheyDocument() throws {
        var outline = Outline()
        let depth = 1_000
        try outline.append([item(0)])
        for value in 1..<depth { try outline.append([item(value)], to: item(value - 1)) }
        outline.expand(items(0..<depth))
        let deepest = item(depth - 1)

        let direct = counter.measure {
            XCTAssertTrue(outline.contains(deepest))
            XCTAssertEqual(outline.parent(of: deepest), item(depth - 2))
            XCTAssertFalse(outline.isExpanded(item(-5)))
        }
        XCTAssertLessThanOrEqual(direct.hashes, 3, "\(direct)")

        let walks = counter.measure {
            XCTAssertEqual(outline.level(of: deepest), depth - 1)
            XCTAssertTrue(outline.isVisible(deepest))
        }
        XCTAssertLessThanOrEqual(walks.hashes, 2 * (depth + 1), "\(walks)")

        _ = outline.index(of: deepest)
        let indexes = counter.measure {
            for value in 0..<depth { XCTAssertEqual(outline.index(of: item(value)), value) }
        }
        XCTAssertLessThanOrEqual(indexes.hashes, 2 * depth, "\(indexes)")
    }

    /// Deleting a subtree costs its size, not the snapshot's.
    func testDeletingASubtreeCostsItsSize() throws {
        var outline = Outline()
        try outline.append([item(0), item(1)])
        try outline.append(items(100..<100_100), to: item(0))
        try outline.append(items(2..<12), to: item(1))
        let measured = cost(of: &outline) { $0.delete([item(1)]) }
        XCTAssertEqual(outline.items.count, 100_001)
        XCTAssertLessThanOrEqual(measured.hashes, 4 * 11, "\(measured)")
    }
}
