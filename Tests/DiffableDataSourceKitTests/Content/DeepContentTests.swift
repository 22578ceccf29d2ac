import DiffableDataSourceKit
import Foundation
import XCTest

/// Content nested one level inside another, as deep as a long linked list.
indirect enum NestedContent: ContentEquatable, Sendable {
    case leaf(Int)
    case node(NestedContent)

    /// `depth` nodes around a leaf.
    static func chain(depth: Int, leaf: Int) -> NestedContent {
        var chain = NestedContent.leaf(leaf)
        for _ in 0..<depth { chain = .node(chain) }
        return chain
    }

    /// Releases a chain one level at a time (releasing it whole recurses once per level):
    /// each level is freed while the next is still held.
    static func dismantle(_ chain: consuming NestedContent) {
        var current = consume chain
        while case .node(let next) = current { current = next }
    }
}

/// The default `isContentEqual(to:)` compared nested content by recursion, one level per
/// call, and overflowed a 512 KiB thread's stack at 500-1,000 levels (an 8 MiB main thread
/// at 5,000-10,000). It now walks the content with an explicit stack, at any depth.
final class DeepContentTests: XCTestCase {
    func testShallowContentComparesByValue() {
        XCTAssertTrue(NestedContent.chain(depth: 3, leaf: 1).isContentEqual(to: .chain(depth: 3, leaf: 1)))
        XCTAssertFalse(NestedContent.chain(depth: 3, leaf: 1).isContentEqual(to: .chain(depth: 3, leaf: 2)))
        XCTAssertFalse(NestedContent.chain(depth: 3, leaf: 1).isContentEqual(to: .chain(depth: 4, leaf: 1)))
    }

    func testContentNestedAHundredThousandDeepOnASmallStack() {
        let results = onSmallStack {
            let depth = 100_000
            let chain = NestedContent.chain(depth: depth, leaf: 1)
            let same = NestedContent.chain(depth: depth, leaf: 1)
            let changed = NestedContent.chain(depth: depth, leaf: 2)
            let answers = [chain.isContentEqual(to: same), chain.isContentEqual(to: changed)]
            NestedContent.dismantle(consume chain)
            NestedContent.dismantle(consume same)
            NestedContent.dismantle(consume changed)
            return answers
        }
        XCTAssertEqual(results, [true, false])
    }

    /// Runs `body` on a thread with a 512 KiB stack and returns its result.
    private func onSmallStack(_ body: @escaping @Sendable () -> [Bool]) -> [Bool] {
        final class Result: @unchecked Sendable {
            // @unchecked: written by the thread before it signals, read after the wait.
            var value: [Bool] = []
        }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.value = body()
            done.signal()
        }
        thread.stackSize = 512 * 1024
        thread.start()
        done.wait()
        return result.value
    }
}
