// The fewest moves any correct changeset can report, computed independently of the
// library (its own longest-increasing-subsequence code is not used here).

/// The length of a longest strictly increasing subsequence: patience sorting, O(*n* log *n*).
func longestIncreasingLength(_ values: [Int]) -> Int {
    var tails: [Int] = []
    for value in values {
        var low = 0
        var high = tails.count
        while low < high {
            let middle = (low + high) / 2
            if tails[middle] < value { low = middle + 1 } else { high = middle }
        }
        if low == tails.count { tails.append(value) } else { tails[low] = value }
    }
    return tails.count
}

/// What a one-section change must do, at the least.
struct FlatMinimum {
    /// Rows present in both lists.
    var survivors = 0
    /// Survivors off a longest run that keeps its order: `survivors - lis`.
    var moves = 0
    var deletes = 0
    var inserts = 0
    /// The edit distance of a longest-common-subsequence diff (deletes and inserts, a moved
    /// row counting as both), which sets the cost of the standard library's Myers diff.
    var editDistance = 0

    init<Item: Hashable>(from old: [Item], to new: [Item]) {
        var oldOffsets = [Item: Int](minimumCapacity: old.count)
        for (offset, item) in old.enumerated() { oldOffsets[item] = offset }
        let survivingOffsets = new.compactMap { oldOffsets[$0] }
        let run = longestIncreasingLength(survivingOffsets)
        survivors = survivingOffsets.count
        moves = survivors - run
        deletes = old.count - survivors
        inserts = new.count - survivors
        editDistance = (old.count - run) + (new.count - run)
    }
}

/// The fewest row moves between two sectioned lists whose sections are the same, as
/// UIKit constrains them: per section, the rows that stay in it minus a longest run of
/// them that keeps its order, plus every row that changes section.
func minimumSectionedMoves<Item: Hashable>(from old: [[Item]], to new: [[Item]]) -> Int {
    var oldPlaces: [Item: (section: Int, row: Int)] = [:]
    for (section, rows) in old.enumerated() {
        for (row, item) in rows.enumerated() { oldPlaces[item] = (section, row) }
    }
    var moves = 0
    for (section, rows) in new.enumerated() {
        var stayingRows: [Int] = []
        for item in rows {
            guard let place = oldPlaces[item] else { continue }
            if place.section == section { stayingRows.append(place.row) } else { moves += 1 }
        }
        moves += stayingRows.count - longestIncreasingLength(stayingRows)
    }
    return moves
}
