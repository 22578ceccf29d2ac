import XCTest
import DiffableDataSourceKit

final class DiffSmokeTests: XCTestCase {
    func testFlat() {
        let c = DiffEngine.changeset(from: [1, 2, 3], to: [3, 1, 2, 4])
        print(c)
        let d = DiffEngine.changeset(from: [1, 2, 2, 3], to: [2, 3, 2, 2])
        print(d)
    }
    func testSections() throws {
        var a = ListSnapshot<String, Int>()
        try a.appendSections(["x", "y", "z"])
        try a.appendItems([1, 2, 3], toSection: "x")
        try a.appendItems([4, 5], toSection: "y")
        try a.appendItems([6], toSection: "z")
        var b = a
        try b.moveItem(1, afterItem: 5)
        b.deleteSections(["z"])
        try b.appendSections(["w"])
        try b.appendItems([6, 7], toSection: "w")
        try b.moveSection("y", beforeSection: "x")
        try b.reloadItems([2])
        try b.reconfigureItems([4])
        print(a); print(b)
        print(DiffEngine.changeset(from: a, to: b))
    }
}
