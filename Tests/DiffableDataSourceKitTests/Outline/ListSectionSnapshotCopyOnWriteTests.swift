import Foundation
import XCTest

@testable import DiffableDataSourceKit

/// Value semantics: a section snapshot shares its storage with its copies until one of
/// them is mutated, and a mutation of one never shows in another, for every mutator, with
/// the cached pre-order filled or not.
final class ListSectionSnapshotCopyOnWriteTests: XCTestCase {
    typealias Outline = ListSectionSnapshot<String>

    /// One successful call of every mutator.
    private let everyMutation: [(String, (inout Outline) throws -> Void)] = [
        ("append to root", { try $0.append(["Grains"]) }),
        ("append to parent", { try $0.append(["Orange"], to: "Citrus") }),
        ("insert before", { try $0.insert(["Apricot"], before: "Apple") }),
        ("insert after", { try $0.insert(["Grains"], after: "Fruits") }),
        ("delete", { $0.delete(["Citrus"]) }),
        ("delete root", { $0.delete(["Fruits"]) }),
        ("deleteAll", { $0.deleteAll() }),
        ("expand", { $0.expand(["Fruits", "Citrus"]) }),
        ("collapse", { $0.collapse(["Vegetables"]) }),
        ("replace children", { try $0.replace(childrenOf: "Fruits", using: makeOutline([("Kiwi", nil)])) }),
        ("insert snapshot before", { try $0.insert(makeOutline([("Kiwi", nil)]), before: "Lemon") }),
        ("insert snapshot after", { try $0.insert(makeOutline([("Kiwi", nil)]), after: "Nuts") }),
    ]

    /// The shared fixture with Vegetables expanded.
    private func fixture() throws -> Outline {
        var outline = try makeOutline()
        outline.expand(["Vegetables"])
        return outline
    }

    func testMutatingACopyLeavesTheOriginalUnchanged() throws {
        for (name, mutation) in everyMutation {
            for readFirst in [false, true] {
                let original = try fixture()
                // Reading fills the cache the copy shares.
                if readFirst { XCTAssertEqual(original.index(of: "Nuts"), 8, name) }
                var copy = original
                try mutation(&copy)
                XCTAssertNotEqual(copy, original, name)
                XCTAssertEqual(original, try fixture(), name)
                XCTAssertEqual(original.items, try fixture().items, name)
                XCTAssertEqual(original.visibleItems, try fixture().visibleItems, name)
                XCTAssertEqual(original.index(of: "Nuts"), 8, name)
                XCTAssertEqual(original.invariantViolations(), [], name)
                // The copy answers from its own order, not from the shared cache.
                XCTAssertEqual(copy.items.map(copy.index(of:)), Array(copy.items.indices), name)
                XCTAssertEqual(copy.invariantViolations(), [], name)
            }
        }
    }

    func testMutatingTheOriginalLeavesACopyUnchanged() throws {
        for (name, mutation) in everyMutation {
            var original = try fixture()
            _ = original.items
            let copy = original
            try mutation(&original)
            XCTAssertEqual(copy, try fixture(), name)
            XCTAssertEqual(copy.items, try fixture().items, name)
            XCTAssertEqual(original.items.map(original.index(of:)), Array(original.items.indices), name)
        }
    }

    func testSubtreesAndArgumentsAreIndependentValues() throws {
        var outline = try fixture()
        var subtree = outline.snapshot(of: "Fruits")
        subtree.delete(["Apple"])
        XCTAssertTrue(outline.contains("Apple"))

        var argument = try makeOutline([("Kiwi", nil)])
        try outline.insert(argument, after: "Nuts")
        try argument.append(["Gold kiwi"], to: "Kiwi")
        argument.expand(["Kiwi"])
        XCTAssertFalse(outline.contains("Gold kiwi"))
        XCTAssertFalse(outline.isExpanded("Kiwi"))
    }

    /// A snapshot is `Sendable`: threads reading one value at once fill its cache once,
    /// behind the lock, and agree.
    func testConcurrentReadersAgree() throws {
        let outline = try fixture()
        let expected = try fixture().items
        let results = ResultBox()
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let items = outline.items
            let indexes = items.map(outline.index(of:))
            results.append(items == expected && indexes == Array(items.indices))
        }
        XCTAssertEqual(results.values, Array(repeating: true, count: 8))
    }
}

/// Results collected from concurrent readers, behind a lock (hence `@unchecked Sendable`).
private final class ResultBox: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [Bool] = []  // guarded by `lock`

    func append(_ value: Bool) { lock.withLock { stored.append(value) } }
    var values: [Bool] { lock.withLock { stored } }
}
