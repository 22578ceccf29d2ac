import Foundation

/// A user's move the view reports while the data source's move method runs: the view
/// shows it already.
struct ReportedMove: Equatable {
    var source: IndexPath
    var destination: IndexPath
    /// The tickets handed out when the report began: more by its end means the move
    /// method made a call (an apply, most often).
    var ticketsTaken: Int
    /// Whether the move method's default (`super`) took the move.
    var taken = false
}

extension ListDataSource: UserMoveObserver {
    /// Notes the move; queries answer from before it until the move method returns, as an
    /// override such as Apple's editing sample expects (it reads the moved item at the
    /// source index path, and the snapshot as it was).
    func viewWillReportUserMove(from source: IndexPath, to destination: IndexPath) {
        reportedMove = ReportedMove(source: source, destination: destination, ticketsTaken: state.ticketsTaken)
    }

    /// Settles the move once the move method returned.
    ///
    /// Whatever an override did, the view ends up showing the data source's snapshot and
    /// nothing is moved twice:
    /// - it called `super`: done;
    /// - it made a call (applied the moved snapshot, or anything else): the calls say what
    ///   the list holds; the data source records that the view shows the move, so an
    ///   apply of the moved snapshot changes nothing and any other is diffed from there;
    /// - it did nothing: the move stands, as `super` would have taken it (the view shows
    ///   it, and undoing the user's drag unasked would surprise more).
    func viewDidReportUserMove(from source: IndexPath, to destination: IndexPath) {
        guard let move = reportedMove, move.source == source, move.destination == destination else { return }
        reportedMove = nil
        guard !move.taken else { return }
        if state.ticketsTaken == move.ticketsTaken {
            userMovedItem(from: source, to: destination)
        } else {
            log("reorder: the move method applied; the view shows the move from \(source) to \(destination)")
            viewShowsMove(from: source, to: destination)
        }
    }

    /// Records that the view shows a user's move the app's calls did not take.
    ///
    /// - Complexity: O(*m* + *s*) for the rows between the two places.
    func viewShowsMove(from source: IndexPath, to destination: IndexPath) {
        guard let (item, origin, moved) = snapshotAfterUserMove(from: source, to: destination) else { return }
        let move = ListChangeset<Section, Item>(itemMoves: [ListMove(source: source, destination: destination)])
        state.update(changes: move) { $0 = moved }
        if !updates.observers.isEmpty { updates.tellObservers(ListUpdate(snapshot: current, changes: move)) }
        if source.sectionIndex != destination.sectionIndex {
            updates.afterDrop { $0.sectionChanges.append((item, origin)) }
        }
    }
}
