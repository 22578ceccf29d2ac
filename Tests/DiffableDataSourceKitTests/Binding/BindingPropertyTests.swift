#if canImport(Observation)
import DiffableDataSourceKit
import Observation
import XCTest

/// Random runs of model changes, a few per main-queue turn, on a bound table: after every
/// turn the table shows what a plain model of the library says (items, order, and the
/// values of items whose identity stayed), or, while the library repeats an id, what it
/// showed before, with the refusal reported. Section edits, edits of some sections, moves
/// between sections and repeats all occur; the invariant build checks each fast diff
/// against the full one.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
final class BindingPropertyTests: XCTestCase {
    func testRandomModelChangesMatchAPlainModel() async {
        let runs = Int(ProcessInfo.processInfo.environment["DIFFABLE_BINDING_SEEDS"] ?? "") ?? 24
        let seeds = SplitMix64.seeds(replaying: "DIFFABLE_BINDING_SEED", defaults: (1...UInt64(runs)).map { $0 })
        var (refusals, turns) = (0, 0)
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            let policy = [DuplicatePolicy.throwError, .keepFirst, .keepLast][Int(seed % 3)]
            let library = Library(shelves: Int.random(in: 1...6, using: &random), songsPerShelf: 4)
            let bound = BoundTable()
            if random.next() % 2 == 0 {
                bound.dataSource.contentComparison = ContentComparison { $0.title == $1.title }
            }
            var nextID = 1_000
            let log = DiagnosticLog()
            ListDiagnostics.handler = { log.append($0) }
            defer { ListDiagnostics.handler = ListDiagnostics.printOnce }
            let binding = bound.dataSource.bind(duplicates: policy) { library.declared() }
            var shown = Self.model(library, policy) ?? ListSnapshot()
            for turn in 0..<30 {
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    Self.change(library, &random, &nextID)
                }
                let reported = log.entries.count
                if random.next() % 2 == 0 { await nextTurn() } else { binding.flush() }
                turns += 1
                let context = "seed \(seed), turn \(turn), \(policy)"
                if let expected = Self.model(library, policy) {
                    shown = expected
                } else {
                    refusals += 1
                    XCTAssertTrue(
                        log.entries.dropFirst(reported).contains { $0.kind == .bindingRefused },
                        "\(context): not reported")
                }
                bound.assertShows(shown, context)
                if bound.table.snapshot() != shown { return }  // one failure per run is enough
            }
            withExtendedLifetime(binding) {}
        }
        if runs >= 24 { XCTAssertTrue(refusals > 3 && turns > refusals * 4, "\(refusals) refusals in \(turns) turns") }
    }

    /// One random change of the library: a song's title, a song inserted, deleted, moved
    /// inside its shelf or to another, a song id repeated, a shelf added, removed or moved,
    /// or the footer shown or hidden.
    static func change(_ library: Library, _ random: inout SplitMix64, _ nextID: inout Int) {
        let shelves = library.shelves
        let shelf = shelves.isEmpty ? nil : shelves[Int.random(in: 0..<shelves.count, using: &random)]
        switch Int.random(in: 0..<20, using: &random) {
        case 0..<4:
            guard let shelf, !shelf.songs.isEmpty else { fallthrough }
            shelf.songs[Int.random(in: 0..<shelf.songs.count, using: &random)].title = "t\(random.next() % 100)"
        case 4..<8:
            guard let shelf else { fallthrough }
            nextID += 1
            shelf.songs.insert(Song(nextID), at: Int.random(in: 0...shelf.songs.count, using: &random))
        case 8..<11:
            guard let shelf, !shelf.songs.isEmpty else { fallthrough }
            shelf.songs.remove(at: Int.random(in: 0..<shelf.songs.count, using: &random))
        case 11..<14:
            guard let shelf, !shelf.songs.isEmpty, let target = shelves.randomElement(using: &random) else {
                fallthrough
            }
            let song = shelf.songs.remove(at: Int.random(in: 0..<shelf.songs.count, using: &random))
            target.songs.insert(song, at: Int.random(in: 0...target.songs.count, using: &random))
        case 14:
            // A repeat: another shelf's song (or the same shelf's), with a new title.
            guard let shelf, let source = shelves.randomElement(using: &random), var song = source.songs.first else {
                fallthrough
            }
            song.title = "repeat \(random.next() % 100)"
            shelf.songs.insert(song, at: Int.random(in: 0...shelf.songs.count, using: &random))
        case 15:
            // Repeats go away, for runs to come back to a valid library.
            for shelf in shelves { shelf.songs = Self.firstOccurrences(shelf.songs, after: shelves, upTo: shelf) }
        case 16:
            nextID += 1
            library.shelves.insert(
                Shelf(id: nextID, songs: [Song(nextID + 1)]), at: Int.random(in: 0...shelves.count, using: &random))
            nextID += 1
        case 17:
            guard !shelves.isEmpty else { fallthrough }
            library.shelves.remove(at: Int.random(in: 0..<shelves.count, using: &random))
        case 18:
            guard shelves.count > 1 else { fallthrough }
            library.shelves.swapAt(0, Int.random(in: 1..<shelves.count, using: &random))
        default:
            library.showsFooter.toggle()
        }
    }

    /// `songs` without the ids that an earlier shelf, or an earlier place in `shelf`, has.
    static func firstOccurrences(_ songs: [Song], after shelves: [Shelf], upTo shelf: Shelf) -> [Song] {
        var seen = Set(shelves.prefix { $0 !== shelf }.flatMap(\.songs).map(\.id))
        return songs.filter { seen.insert($0.id).inserted }
    }

    /// What the list should show for the library under `policy`, from plain arrays and a
    /// set: `nil` when it must be refused (a repeated id with `throwError`).
    static func model(_ library: Library, _ policy: DuplicatePolicy) -> ListSnapshot<Int, Song>? {
        var sections: [(Int, [Song])] = library.shelves.map { ($0.id, $0.songs) }
        if library.showsFooter { sections.append((-1, [Song(-1, "footer")])) }
        var firstPlace: [Int: (section: Int, row: Int)] = [:]
        var kept: [[Song]] = []
        for (index, section) in sections.enumerated() {
            kept.append([])
            for song in section.1 {
                if let place = firstPlace[song.id] {
                    if policy == .throwError { return nil }
                    if policy == .keepLast { kept[place.section][place.row] = song }
                    continue
                }
                firstPlace[song.id] = (index, kept[index].count)
                kept[index].append(song)
            }
        }
        var snapshot = ListSnapshot<Int, Song>()
        do {
            try snapshot.appendSections(sections.map(\.0))
            for (section, songs) in zip(sections.map(\.0), kept) { try snapshot.appendItems(songs, toSection: section) }
        } catch {
            return nil  // a section twice (never made here)
        }
        return snapshot
    }
}
#endif
