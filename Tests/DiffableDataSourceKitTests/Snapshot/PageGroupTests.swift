import XCTest

@testable import DiffableDataSourceKit

/// The paged arrays keep their pages in groups of 64: elements stay where a flat array
/// would have them across group boundaries, and the first write to a copy copies one
/// group's table of pages and shares every other group and page with the original.
final class PageGroupTests: XCTestCase {
    /// Pages of 64 elements, so a group holds 4,096 and a few thousand elements cross
    /// several groups.
    typealias Chunked = _PagedArray<Int, _ChunkTablePages>

    func testAPagedArrayMatchesAnArrayThroughRandomAppendsWritesAndRemovalsAcrossGroups() {
        let seed: UInt64 = 64
        var random = SplitMix64(seed: seed)
        var paged = Chunked()
        var model: [Int] = []
        var copies: [(Chunked, [Int])] = []
        for step in 0..<400 {
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<3:
                let batch = (0..<Int.random(in: 0..<1_500, using: &random)).map { _ in step }
                paged.append(contentsOf: batch)
                model.append(contentsOf: batch)
            case 3:
                let count = Int.random(in: 0..<700, using: &random)
                paged.append(count: count) { step &* 10_000 &+ $0 }
                model.append(contentsOf: (0..<count).map { step &* 10_000 &+ $0 })
            case 4:
                paged.append(-step)
                model.append(-step)
            case 5:
                paged.reserveCapacity(model.count + Int.random(in: 0..<5_000, using: &random))
            case 6, 7:
                guard !model.isEmpty else { continue }
                for _ in 0..<20 {
                    let index = Int.random(in: 0..<model.count, using: &random)
                    paged[index] = step
                    model[index] = step
                }
            default:
                let k = Int.random(in: 0...Swift.min(model.count, 2_000), using: &random)
                paged.removeLast(k)
                model.removeLast(k)
            }
            if step % 40 == 0 { copies.append((paged, model)) }
            XCTAssertEqual(paged.count, model.count, "step \(step), seed \(seed)")
            XCTAssertEqual(paged.pageCount, paged.pages.count, "step \(step), seed \(seed)")
            let groupSize = _PageGroups.size
            XCTAssertTrue(paged.groups.dropLast().allSatisfy { $0.count == groupSize }, "seed \(seed)")
            XCTAssertFalse(paged.groups.last?.isEmpty ?? false, "an empty group is kept; seed \(seed)")
        }
        XCTAssertGreaterThan(copies.map(\.1.count).max() ?? 0, 3 * Chunked.pageSize << _PageGroups.shift)
        XCTAssertEqual(Array(paged), model, "seed \(seed)")
        XCTAssertEqual(paged.pages.joined().map { $0 }, model, "seed \(seed)")
        // Every copy kept what it held when it was taken, whatever was written after.
        for (copy, expected) in copies { XCTAssertEqual(Array(copy), expected, "seed \(seed)") }
    }

    func testTheFirstWriteToACopyCopiesOneGroupsTableAndOnePage() {
        let original: Chunked = {
            var array = Chunked()
            array.append(contentsOf: Array(0..<(3 * Chunked.pageSize << _PageGroups.shift)))
            return array
        }()
        XCTAssertEqual(original.groups.count, 3)
        var copy = original
        let written = (1 << Chunked.groupShift) + 5 * Chunked.pageSize + 7
        copy[written] = -1
        XCTAssertEqual(copy[written], -1)
        XCTAssertEqual(original[written], written)
        for group in 0..<3 {
            for page in 0..<_PageGroups.size {
                let shared = address(of: original.groups[group][page]) == address(of: copy.groups[group][page])
                XCTAssertEqual(shared, !(group == 1 && page == 5), "group \(group), page \(page)")
            }
            // Only the written group's table of pages was copied.
            XCTAssertEqual(address(of: original.groups[group]) == address(of: copy.groups[group]), group != 1)
        }
    }

    func testWordPagesShareEveryPageButTheWrittenOneAndPointToEachPageInOrder() {
        let count = 2 * _WordPages.pageSize << _PageGroups.shift + 3 * _WordPages.pageSize + 10
        var original = _WordPages(count: count, zeroed: true)
        XCTAssertEqual(original.groups.count, 3)
        XCTAssertEqual(original.groups.map(\.count), [64, 64, 4])
        original.withUnsafeMutablePages { pages in
            XCTAssertEqual(pages.count, 2 * 64 + 4)
            // Each word's value is its index, written through the page pointers.
            for index in 0..<count {
                pages[index >> _WordPages.pageShift][index & (_WordPages.pageSize - 1)] = UInt64(index)
            }
        }
        XCTAssertTrue((0..<count).allSatisfy { original[$0] == UInt64($0) })
        var copy = original
        let written = (2 << (_WordPages.pageShift + _PageGroups.shift)) + 2 * _WordPages.pageSize + 1
        copy[written] = 0
        XCTAssertEqual(original[written], UInt64(written))
        XCTAssertEqual(copy[written], 0)
        let writtenPage = written >> _WordPages.pageShift
        for page in 0..<original.pages.count {
            XCTAssertEqual(original.page(page) === copy.page(page), page != writtenPage, "page \(page)")
        }
        let table = _WordPageTable(copy)
        XCTAssertTrue((0..<count).allSatisfy { table[$0] == ($0 == written ? 0 : UInt64($0)) })
    }

    private func address<Element>(of array: [Element]) -> UnsafeRawPointer? {
        array.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }
}
