import DiffableDataSourceKit

/// One step of the scripted demo: what it shows, the code it runs, and the action.
@MainActor
public struct StoryStep {
    /// A short title.
    public let title: String
    /// The call the step makes, as Swift source.
    public let code: [String]
    /// What to look for in the table.
    public let note: String
    /// Runs the step; may return a line to show under the table.
    public let action: (MusicLibrary) throws -> String?
}

/// A step that has run: its place in the story and its outcome.
public struct StoryRecord: Sendable {
    /// 1-based.
    public let number: Int
    /// The number of steps in the story.
    public let total: Int
    /// The step's title.
    public let title: String
    /// The call the step made.
    public let code: [String]
    /// What to look for.
    public let note: String
    /// The table after the step, the log, and the error if any.
    public let outcome: StepOutcome
}

/// The kit's story, told with the real API: launch, add, move to favorites,
/// delete, closure heights, reload vs reconfigure, a rename with no mark, automatic
/// heights, a drag, a refused cross-section drag, and a bad call that changes nothing.
@MainActor
public enum Story {
    static let letItGo = SongCatalog.disney[0]
    static let badGuy = SongCatalog.pop[0]
    static let levitating = SongCatalog.pop[1]
    static let blindingLights = SongCatalog.pop[2]

    /// The steps, in order.
    public static func steps() -> [StoryStep] {
        [
            StoryStep(
                title: "Launch: three sections, one cell class each",
                code: [
                    "try adapter.applyInitialSnapshot(",
                    "    sections: [.favorites, .disney, .pop],",
                    "    itemsBySection: [.disney: disneySongs, .pop: popSongs, .favorites: []],",
                    "    animatingDifferences: false)",
                ],
                note: "Heights are automatic: each cell measures itself (56, 68 or 88 pt by class).",
                action: { library in
                    library.setHeightMode(.automatic)
                    try library.loadInitialData()
                    return nil
                }
            ),
            StoryStep(
                title: "Add a song",
                code: ["try adapter.append(flowers, to: .pop)"],
                note: "One row inserted at the end of Pop; no other row is touched.",
                action: { library in
                    try library.addSong(to: .pop)
                    return nil
                }
            ),
            StoryStep(
                title: "Move a song to favorites",
                code: ["try adapter.move(letItGo, to: .favorites)"],
                note: "One move, not a delete and an insert. UIKit would keep the row's Disney switch cell; "
                    + "this data source reloads a row that changed section in a second batch, so it gets the "
                    + "Favorites card.",
                action: { library in
                    try library.adapter.move(letItGo, to: .favorites)
                    return nil
                }
            ),
            StoryStep(
                title: "Delete a song",
                code: ["try adapter.delete(levitating)"],
                note: "The row is gone; the rows below it move up without being rebuilt.",
                action: { library in
                    try library.adapter.delete(levitating)
                    return nil
                }
            ),
            StoryStep(
                title: "Switch to closure heights",
                code: [
                    "tableView.rowHeight = 60",
                    "adapter.setHeightProviders(height: { _, _, song, section in",
                    "    switch section {",
                    "    case .favorites?: CustomSongCardCell.preferredHeight(for: song)",
                    "    case .disney?: 60",
                    "    case .pop?, nil: 72",
                    "    }",
                    "}, estimated: { _, _, _, section in section == .favorites ? 96 : 66 })",
                ],
                note: "Same rows, same cells; only the heights change.",
                action: { library in
                    library.setHeightMode(.closure)
                    return nil
                }
            ),
            StoryStep(
                title: "Favorite a song with reload",
                code: [
                    "var song = letItGo; song.isFavorite.toggle()",
                    "try adapter.reload(song)",
                ],
                note: "A new cell is built for the row: now the Favorites card, and the height "
                    + "closure gives a favorite card 120 pt. Use reload when height or cell class may change.",
                action: { library in
                    try library.toggleFavorite(letItGo, using: .reload)
                    return nil
                }
            ),
            StoryStep(
                title: "Favorite a song with reconfigure",
                code: [
                    "var song = badGuy; song.isFavorite.toggle()",
                    "try adapter.reconfigure(song)",
                ],
                note: "The same cell is configured again: the heart fills, the height stays. "
                    + "Cheaper than a reload when height and class stay the same.",
                action: { library in
                    try library.toggleFavorite(badGuy, using: .reconfigure)
                    return nil
                }
            ),
            StoryStep(
                title: "Rename a song, no mark",
                code: [
                    "// The model renames a song (same id): the app rebuilds its snapshot and applies it.",
                    "adapter.applySnapshot(songsRenaming(blindingLights, to: \"Blinding Lights (Live)\"))",
                ],
                note: "Song is ContentEquatable, so the data source compares each kept song's content "
                    + "and reconfigures the renamed row by itself. Without it the diff sees identities only, "
                    + "and the old name would stay on screen until the app called reconfigureItems.",
                action: { library in
                    library.rename(blindingLights, to: "Blinding Lights (Live)")
                    return nil
                }
            ),
            StoryStep(
                title: "Switch back to automatic heights",
                code: [
                    "adapter.enableAutomaticDimension(estimatedRowHeight: 80)",
                    "adapter.setHeightProviders(height: nil, estimated: nil)",
                ],
                note: "Each cell measures itself again; the favorite card needs 104 pt.",
                action: { library in
                    library.setHeightMode(.automatic)
                    return nil
                }
            ),
            StoryStep(
                title: "Drag a row to reorder",
                code: [
                    "tableView.performUserMove(from: IndexPath(row: 2, section: 1), to: IndexPath(row: 0, section: 1))",
                    "tableView.turnRunLoop()  // the drop is committed",
                ],
                note: "The user moved the row; the data source updates its snapshot to match, "
                    + "with no second batch and one move.",
                action: { library in
                    let landed = library.drag(from: IndexPath(row: 2, section: 1), to: IndexPath(row: 0, section: 1))
                    return "dropped on [1, 0], landed at \(landed.map { "\($0)" } ?? "nowhere (refused)")"
                }
            ),
            StoryStep(
                title: "A forbidden cross-section drag",
                code: [
                    "tableView.performUserMove(from: IndexPath(row: 2, section: 2), to: IndexPath(row: 1, section: 1))",
                    "tableView.turnRunLoop()",
                ],
                note: "allowCrossSectionMove is false: the table's delegate (the data source's) redirects "
                    + "the drop into Disney to the top of Pop before the row moves.",
                action: { library in
                    let landed = library.drag(from: IndexPath(row: 2, section: 2), to: IndexPath(row: 1, section: 1))
                    return "dropped on [1, 1] (Disney), landed at \(landed.map { "\($0)" } ?? "nowhere") (Pop)"
                }
            ),
            StoryStep(
                title: "A bad call",
                code: ["try adapter.reload(levitating)   // deleted in step 4: a stale reference"],
                note: "Reloading an item that is no longer shown (say, from a late network callback) "
                    + "raises an exception in UIKit; here the call throws an error naming the song, "
                    + "and nothing changes.",
                action: { library in
                    try library.adapter.reload(levitating)
                    return nil
                }
            ),
        ]
    }

    /// Runs the whole story on a new library, handing each step's record to `onStep` as it
    /// completes.
    ///
    /// - Returns: Every step's record, in order.
    @discardableResult
    public static func run(
        on library: MusicLibrary = MusicLibrary(), onStep: (StoryRecord) -> Void = { _ in }
    ) -> [StoryRecord] {
        let steps = steps()
        var records: [StoryRecord] = []
        for (index, step) in steps.enumerated() {
            let outcome = library.perform(step.action)
            let record = StoryRecord(
                number: index + 1, total: steps.count, title: step.title, code: step.code, note: step.note,
                outcome: outcome
            )
            onStep(record)
            records.append(record)
        }
        return records
    }
}
