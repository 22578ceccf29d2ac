#if canImport(Observation)
import DiffableDataSourceKit
import Dispatch

/// `swift run scoreboard`: a live scoreboard on a headless collection view, declared from
/// `@Observable` models that change on a timer. Nobody calls `apply`: the list follows the
/// models by itself, one update per tick however many changes it makes, re-reading only the
/// leagues that changed; the user's selected match and the match being read stay, by
/// identity, while matches kick off above them and end.
@available(iOS 17, macOS 14, tvOS 17, *)
@MainActor
public enum ScoreboardStory {
    /// Runs the story, a tick every `interval`, writing its lines to `write`.
    public static func run(interval: Duration = .milliseconds(300), write: @escaping @MainActor (String) -> Void) async
    {
        let board = Scoreboard.opening()
        let view = HeadlessCollectionView()  // a UICollectionView with a list layout, without a screen
        view.viewportHeight = 44 * 5
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "match")
        let dataSource = CollectionDataSource<BoardSection, MatchRow>(collectionView: view) { view, path, row in
            let cell = view.dequeueReusableCell(withReuseIdentifier: "match", for: path)
            cell.text = row.line
            return cell
        }
        view.delegate = dataSource.makeDelegate()
        dataSource.scrollAnchor = .visibleItem
        let coordinator = ListCoordinator(dataSource: dataSource)

        /// A row's current line, by its match.
        func line(_ row: MatchRow) -> String { board.match(row.id)?.row.line ?? row.line }
        func describe(_ position: ListScrollPosition<MatchRow>) -> String {
            switch position {
            case .top: ".top"
            case .bottom: ".bottom"
            case .item(let row, let edge): ".item(\(line(row)), at: .\(edge == .top ? "top" : "bottom"))"
            }
        }
        coordinator.selectionDidChange = { write("  selection reported: \($0.map(line).sorted())") }
        coordinator.scrollPositionDidChange = { write("  scroll position reported: \(describe($0))") }

        var updates = 0
        var bodyReads = 0
        var sectionReads: [BoardSection: Int] = [:]
        let observation = dataSource.observeUpdates { update in
            updates += 1
            let body = board.bodyReads - bodyReads
            let sections = update.snapshot.sectionIdentifiers.filter {
                board.sectionReads[$0, default: 0] > sectionReads[$0, default: 0]
            }
            bodyReads = board.bodyReads
            sectionReads = board.sectionReads
            let read =
                body > 0
                ? "the list, and all \(sections.count) sections" : sections.map(\.description).joined(separator: ", ")
            write("  → update \(updates): \(update.changes.map { "\($0.counts)" } ?? "reloaded"); read: \(read)")
        }

        func show() {
            let snapshot = dataSource.snapshot()
            for section in snapshot.sectionIdentifiers {
                write(
                    "  \(section) │ "
                        + snapshot.itemIdentifiers(inSection: section).map(\.line).joined(separator: " │ "))
            }
            let shown = view.indexPathsForVisibleItems.compactMap { dataSource.itemIdentifier(for: $0)?.line }
            write("  on screen: " + shown.joined(separator: " │ "))
        }
        func place(_ id: Int) -> String {
            guard let path = dataSource.indexPath(for: MatchRow(id: id, line: "")),
                let frame = view.frameForItem(at: path)
            else { return "gone" }
            return "y=\(Int(frame.minY - view.contentOffset.y))"
        }

        write("━━ Kick-off: the list is declared from @Observable models and bound; nobody calls apply")
        coordinator.bind { board.declared() }
        show()

        write("━━ The user taps Inter–Milan and scrolls Real–Barça to the top of the screen")
        if let inter = dataSource.indexPath(for: MatchRow(id: 6, line: "")) { view.performUserTap(at: inter) }
        if let real = dataSource.indexPath(for: MatchRow(id: 4, line: "")), let frame = view.frameForItem(at: real) {
            view.contentOffset.y = frame.minY
        }

        let changesBefore = board.changes
        await MatchDay.play(on: board, every: interval) { tick, title in
            write("━━ Tick \(tick): \(title)")
        }
        // The last tick's update runs on the main queue's next turn, as every tick's did.
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            DispatchQueue.main.async { continuation.resume() }
        }
        show()

        write("━━ After \(MatchDay.ticks.count) ticks")
        write(
            "\(board.changes - changesBefore) model changes → \(updates - 1) updates, one per tick; the list's body "
                + "evaluated \(board.bodyReads) times, sections read \(board.sectionReads.values.reduce(0, +)) times")
        write("selected: \(coordinator.selection.map(line).sorted()) (by identity, now under Full time)")
        write(
            "scroll position: \(describe(coordinator.scrollPosition)); Real–Barça at \(place(4)) (matches kicked off above it)"
        )
        write("The collection view shows the data source's rows: \(view.snapshot() == dataSource.snapshot())")
        observation.cancel()
        coordinator.cancel()
    }
}
#endif
