import DiffableDataSourceKit
import Foundation

/// The outline demo's story, told with the real API: launch with genres collapsed, taps on
/// disclosures (the handlers run in Apple's order), an artist's songs loaded on its first
/// expand, a collapse that remembers what was expanded inside, a refused collapse, and a
/// section snapshot applied without an adapter.
@MainActor
public enum OutlineStory {
    /// The steps, in order.
    public static func steps() -> [OutlineStep] {
        [
            OutlineStep(
                title: "Launch: genres collapsed",
                code: [
                    "let outline = try LibraryCatalog.launchOutline()   // genres > artists, collapsed",
                    "dataSource.apply(outline, to: .main, animatingDifferences: false)",
                ],
                note: "Only the root items show, each a collapsed parent (▸). No song is loaded yet.",
                action: { library in
                    try library.launch()
                    return []
                }
            ),
            OutlineStep(
                title: "Tap the disclosure on a genre: Disney",
                code: ["collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0))"],
                note: "The handlers run in Apple's order; Disney's artists are inserted below it and its row "
                    + "is configured again to show ▾.",
                action: { library in tap(library, item: 0) }
            ),
            OutlineStep(
                title: "Expand an artist: Idina Menzel's songs load on first expand",
                code: ["collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: 1, section: 0))"],
                note: "snapshotForExpandingParent finds no songs under Idina Menzel (row 1) yet, returns the "
                    + "outline with them appended, and the data source applies it.",
                action: { library in tap(library, item: 1) }
            ),
            OutlineStep(
                title: "Collapse the genre",
                code: ["collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0))"],
                note: "Disney's visible descendants are deleted; inside the outline Idina Menzel stays expanded "
                    + "(+ below), as with Apple's section snapshot.",
                action: { library in
                    var lines = tap(library, item: 0)
                    let disney = library.dataSource.snapshot(for: .main).snapshot(
                        of: .genre("Disney"), includingParent: true)
                    lines.append("Disney's subtree in dataSource.snapshot(for: .main), visualDescription():")
                    lines += disney.visualDescription().split(separator: "\n").map { "  " + $0 }
                    return lines
                }
            ),
            OutlineStep(
                title: "Expand Disney again",
                code: ["collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0))"],
                note: "Idina Menzel comes back expanded with her songs; they are not loaded again.",
                action: { library in tap(library, item: 0) }
            ),
            OutlineStep(
                title: "Pin Disney: shouldCollapseItem refuses",
                code: [
                    "library.pin(\"Disney\")   // shouldCollapseItem answers false for Disney now",
                    "collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: 0, section: 0))",
                ],
                note: "shouldCollapseItem vetoes the tap: willCollapseItem is not called and nothing changes.",
                action: { library in
                    library.pin("Disney")
                    return tap(library, item: 0)
                }
            ),
            OutlineStep(
                title: "Add a song by applying a section snapshot",
                code: [
                    "var section = dataSource.snapshot(for: .main)",
                    "try section.append([.song(defyingGravity)], to: .artist(\"Idina Menzel\"))",
                    "let changes = dataSource.apply(section, to: .main)",
                ],
                note: "No adapter: the data source diffs the new outline's visible items against the rows "
                    + "shown and inserts the one new row.",
                action: { library in
                    var section = library.dataSource.snapshot(for: .main)
                    try section.append([.song(LibraryCatalog.defyingGravity)], to: .artist("Idina Menzel"))
                    let changes = library.dataSource.apply(section, to: .main)
                    let places = changes.itemInserts.map { "\($0)" }.joined(separator: ", ")
                    return ["changes: \(changes.counts) (itemInserts: \(places))"]
                }
            ),
        ]
    }

    /// Taps the disclosure of the row at `item` and reports what the tap returned.
    private static func tap(_ library: OutlineLibrary, item: Int) -> [String] {
        let changed = library.collectionView.performUserTapOnOutlineDisclosure(at: IndexPath(item: item, section: 0))
        return ["performUserTapOnOutlineDisclosure returned \(changed)"]
    }

    /// Runs the whole story on a new library, handing each step's record to `onStep` as it
    /// completes.
    ///
    /// - Returns: Every step's record, in order.
    @discardableResult
    public static func run(
        on library: OutlineLibrary = OutlineLibrary(), onStep: (OutlineRecord) -> Void = { _ in }
    ) -> [OutlineRecord] {
        let steps = steps()
        var records: [OutlineRecord] = []
        for (index, step) in steps.enumerated() {
            let record = library.perform(step, number: index + 1, total: steps.count)
            onStep(record)
            records.append(record)
        }
        return records
    }
}
