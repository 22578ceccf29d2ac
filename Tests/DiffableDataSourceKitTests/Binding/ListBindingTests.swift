#if canImport(Observation)
import DiffableDataSourceKit
import Dispatch
import Observation
import XCTest

/// A data source bound to `@Observable` models follows them by itself: changes coalesce
/// into one evaluation and one batch per main-queue turn, each section is re-read only when
/// what it read changed, cancelling stops it, and a list that cannot be built is reported
/// while the view keeps what it showed.
@available(macOS 14, iOS 17, tvOS 17, *)
@MainActor
final class ListBindingTests: XCTestCase {
    func testBindShowsTheDeclaredListWhenItReturns() {
        let library = Library(shelves: 3, songsPerShelf: 4)
        let bound = BoundTable()
        let binding = bound.dataSource.bind { library.declared() }
        bound.assertShows(library.expected)
        XCTAssertEqual(bound.table.visibleCells.first?.text, "song 0")
        XCTAssertEqual(library.bodyReads, 1)
        XCTAssertEqual(library.reads, [1, 1, 1])
        XCTAssertFalse(binding.isCancelled)
    }

    /// The issue's target: 1,000 model mutations in one main-actor turn make one
    /// evaluation and one batch.
    func testAThousandMutationsInOneTurnMakeOneEvaluationAndOneBatch() async {
        let library = Library(shelves: 10, songsPerShelf: 20)
        let bound = BoundTable()
        let binding = bound.dataSource.bind { library.declared() }
        let (body, batches) = (library.bodyReads, bound.batches)
        // One shelf's songs, 1,000 times: that section alone is read again, once.
        for step in 0..<1_000 {
            library.shelves[4].songs[step % 20].title = "edit \(step)"
            if step % 100 == 0 { library.shelves[4].songs.append(Song(10_000 + step)) }
        }
        XCTAssertEqual(library.reads[4], 1, "read again before the turn ended")
        await nextTurn()
        XCTAssertEqual(library.reads, [1, 1, 1, 1, 2, 1, 1, 1, 1, 1])
        XCTAssertEqual(library.bodyReads, body)
        XCTAssertEqual(bound.batches, batches + 1)
        bound.assertShows(library.expected)

        // The body and every section, 1,000 times: one evaluation of the body (which reads
        // every section again) and one batch.
        for step in 0..<1_000 {
            if step < 999 { library.showsFooter.toggle() }
            library.shelves[step % 10].songs[0] = Song(20_000 + step)
        }
        await nextTurn()
        XCTAssertEqual(library.bodyReads, body + 1)
        XCTAssertEqual(library.reads, [2, 2, 2, 2, 3, 2, 2, 2, 2, 2])
        XCTAssertEqual(bound.batches, batches + 2)
        bound.assertShows(library.expected)
        withExtendedLifetime(binding) {}
    }

    /// The issue's target at a smaller size: one item changed in one of 100 sections
    /// re-reads that section alone, and the table receives that one row's change.
    func testOneChangedItemReadsItsSectionAlone() async {
        let library = Library(shelves: 100, songsPerShelf: 5)
        let bound = BoundTable()
        bound.dataSource.contentComparison = nil
        let binding = bound.dataSource.bind { library.declared() }
        library.shelves[57].songs[3] = Song(5_000)
        await nextTurn()
        XCTAssertEqual(library.reads.enumerated().filter { $0.element != 1 }.map(\.offset), [57])
        XCTAssertEqual(library.reads[57], 2)
        XCTAssertEqual(library.bodyReads, 1)
        XCTAssertEqual(bound.log.last?.contains("1 row deleted, 1 row inserted"), true, "\(bound.log.last ?? "")")
        bound.assertShows(library.expected)

        // A song moved between two shelves: both are read, the row moves.
        let song = library.shelves[10].songs.remove(at: 2)
        library.shelves[90].songs.insert(song, at: 5)
        await nextTurn()
        XCTAssertEqual(library.reads.enumerated().filter { $0.element != 1 }.map(\.offset), [10, 57, 90])
        XCTAssertEqual(bound.log.last?.contains("1 row moved"), true, "\(bound.log.last ?? "")")
        bound.assertShows(library.expected)
        withExtendedLifetime(binding) {}
    }

    /// An item whose identity stays takes its new value; the data source's content
    /// comparison decides whether its row is configured again.
    func testAnEditedItemShowsItsNewValue() async {
        let library = Library(shelves: 2, songsPerShelf: 3)
        let bound = BoundTable()
        bound.dataSource.contentComparison = ContentComparison { $0.title == $1.title }
        let binding = bound.dataSource.bind { library.declared() }
        library.shelves[1].songs[0].title = "renamed"
        await nextTurn()
        bound.assertShows(library.expected)
        XCTAssertEqual(bound.table.visibleCells.map(\.text).contains("renamed"), true)
        XCTAssertEqual(bound.log.last?.contains("1 row reconfigured"), true, "\(bound.log.last ?? "")")
        withExtendedLifetime(binding) {}
    }

    func testCancellingOrReleasingTheBindingStopsIt() async {
        let library = Library(shelves: 2, songsPerShelf: 3)
        let bound = BoundTable()
        var binding: ListBinding? = bound.dataSource.bind { library.declared() }
        let shown = library.expected
        binding?.cancel()
        XCTAssertEqual(binding?.isCancelled, true)
        library.shelves[0].songs.append(Song(100))
        library.showsFooter = true
        await nextTurn()
        binding?.flush()
        XCTAssertEqual(library.reads, [1, 1])
        XCTAssertEqual(library.bodyReads, 1)
        bound.assertShows(shown)

        // Released without a cancel: the same.
        let other = Library(shelves: 1, songsPerShelf: 2)
        let otherTable = BoundTable()
        binding = otherTable.dataSource.bind { other.declared() }
        let otherShown = other.expected
        binding = nil
        other.shelves[0].songs.removeAll()
        await nextTurn()
        XCTAssertEqual(other.reads, [1])
        otherTable.assertShows(otherShown)
    }

    /// Changes made on another thread coalesce onto the main actor: the main thread is
    /// busy while a queue makes 500 changes, then one update shows them all.
    func testChangesFromAnotherThreadCoalesceOntoTheMainActor() async {
        let shelves = (0..<3).map { SharedShelf(songs: [Song($0)]) }
        let bound = BoundTable()
        let reads = Locked(0)
        let binding = bound.dataSource.bind {
            for (index, shelf) in shelves.enumerated() {
                ListSection(index) {
                    reads.withLock { $0 += 1 }
                    return ListItems(shelf.songs)
                }
            }
        }
        XCTAssertEqual(reads.withLock { $0 }, 3)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "model").async {
            for step in 0..<500 { shelves[step % 2].songs.append(Song(1_000 + step)) }
            done.signal()
        }
        done.wait()  // the main queue cannot run meanwhile
        await nextTurn()
        XCTAssertEqual(reads.withLock { $0 }, 5, "shelves 0 and 1 read once more each")
        XCTAssertEqual(bound.batches, 2)
        var expected = ListSnapshot<Int, Song>()
        try? expected.appendSections([0, 1, 2])
        for index in 0..<3 { try? expected.appendItems(shelves[index].songs, toSection: index) }
        bound.assertShows(expected)
        withExtendedLifetime(binding) {}
    }

    /// A repeated id is reported with the bind call's place, and the table keeps what it
    /// showed until the models are fixed.
    func testARepeatedIdIsReportedAndTheShownListKept() async throws {
        let library = Library(shelves: 3, songsPerShelf: 3)
        let bound = BoundTable()
        let line = #line + 1
        let binding = bound.dataSource.bind { library.declared() }
        let shown = library.expected
        let batches = bound.batches
        var reported: [ListDiagnostic] = []
        for (breakIt, expected) in [
            ({ library.shelves[2].songs.append(Song(0)) }, ListSnapshotError<Int, Song>.itemsAlreadyPresent([Song(0)])),
            ({ library.shelves[1].songs.append(Song(3)) }, .duplicateItems([Song(3)])),
            ({ library.shelves.append(library.shelves[0]) }, .duplicateSections([0])),
        ] as [(() -> Void, ListSnapshotError<Int, Song>)] {
            let saved = library.shelves.map(\.songs)
            let savedShelves = library.shelves
            (_, reported) = await recordingDiagnosticsAsync {
                breakIt()
                await nextTurn()
            }
            XCTAssertEqual(reported.map(\.kind), [.bindingRefused])
            XCTAssertEqual(reported.first?.file, #fileID)
            XCTAssertEqual(reported.first?.line, line)
            XCTAssertTrue(reported.first?.message.contains("\(expected)") == true, "\(reported)")
            bound.assertShows(shown)
            XCTAssertEqual(bound.batches, batches)
            // Fixed: the list follows again.
            library.shelves = savedShelves
            for (shelf, songs) in zip(library.shelves, saved) { shelf.songs = songs }
            await nextTurn()
            bound.assertShows(shown)
        }
        library.shelves[1].songs.append(Song(50))
        await nextTurn()
        bound.assertShows(library.expected)
        withExtendedLifetime(binding) {}
    }

    /// With a policy, a repeat is dropped as the DSL drops it, even when the change
    /// reaches one section only.
    func testAPolicyDropsARepeatAsTheWholeListWould() async {
        let library = Library(shelves: 3, songsPerShelf: 2)
        let bound = BoundTable()
        ListDiagnostics.handler = { _ in }
        defer { ListDiagnostics.handler = ListDiagnostics.printOnce }
        let binding = bound.dataSource.bind(duplicates: .keepFirst) { library.declared() }
        library.shelves[2].songs.insert(Song(0, "again"), at: 0)  // shelf 0 keeps it
        await nextTurn()
        XCTAssertEqual(bound.dataSource.snapshot().itemIdentifiers(inSection: 2), [Song(4), Song(5)])
        library.shelves[0].songs.removeFirst()  // now shelf 2 shows it
        await nextTurn()
        XCTAssertEqual(bound.dataSource.snapshot().itemIdentifiers(inSection: 0), [Song(1)])
        XCTAssertEqual(bound.dataSource.snapshot().itemIdentifiers(inSection: 2), [Song(0), Song(4), Song(5)])
        XCTAssertEqual(bound.dataSource.snapshot().itemIdentifiers(inSection: 2).first?.title, "again")
        withExtendedLifetime(binding) {}
    }
}

/// A shelf changed from another thread: an `@Observable` class that is not on the main
/// actor, as a model shared with a background queue is.
///
/// `@unchecked Sendable`: the test's threads touch it one after the other (the queue
/// finishes before the main thread reads it), which is what an app must ensure too.
@available(macOS 14, iOS 17, tvOS 17, *)
@Observable
final class SharedShelf: @unchecked Sendable {
    var songs: [Song]

    init(songs: [Song]) {
        self.songs = songs
    }
}

/// `recordingDiagnostics` for a body that awaits.
@MainActor
func recordingDiagnosticsAsync(_ body: () async -> Void) async -> ((), [ListDiagnostic]) {
    let recorded = DiagnosticLog()
    let previous = ListDiagnostics.handler
    ListDiagnostics.handler = { recorded.append($0) }
    await body()
    ListDiagnostics.handler = previous
    return ((), recorded.entries)
}
#endif
